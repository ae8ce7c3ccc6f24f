// The migration that made the money record carried the store's existing orders into it; its
// statements are run again by the tests and the benchmark on stores they seed with the old
// tables alone. The SQL lives in one place: the migrations (app/db/migrations/*_money_record.sql,
// then *_commission_money.sql, which carries the commission entries over to what creators read).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";

/** The migrations whose hand-written ends carry the old tables into the record, in order, and where each begins. */
const PARTS = [
  { suffix: "_money_record.sql", mark: "-- money backfill begins" },
  { suffix: "_commission_money.sql", mark: "-- commission money carry-over begins" },
];

export function backfillStatements(folder = path.resolve("app/db/migrations")): string[] {
  const files = fs.readdirSync(folder);
  return PARTS.flatMap(({ suffix, mark }) => {
    const file = files.find((f) => f.endsWith(suffix));
    if (!file) throw new Error(`the migration *${suffix} is missing`);
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    const start = text.indexOf(mark);
    if (start < 0) throw new Error(`the migration ${file} has no backfill`);
    return text
      .slice(start)
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
  });
}

/** Carries what the order, payment, refund and commission tables hold into the money record. */
export async function backfillMoney(db: DbOrTx): Promise<void> {
  for (const statement of backfillStatements()) await db.execute(sql.raw(statement));
}
