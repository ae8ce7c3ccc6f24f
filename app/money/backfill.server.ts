// The migration that made the money record carried the store's existing orders into it; its
// statements are run again by the tests and the benchmark on stores they seed with the old
// tables alone. The SQL lives in one place: the migration (app/db/migrations/*_money_record.sql).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";

const MARK = "-- money backfill begins";

export function backfillStatements(folder = path.resolve("app/db/migrations")): string[] {
  const file = fs.readdirSync(folder).find((f) => f.endsWith("_money_record.sql"));
  if (!file) throw new Error("the money record's migration is missing");
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  const start = text.indexOf(MARK);
  if (start < 0) throw new Error("the money record's migration has no backfill");
  return text
    .slice(start)
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Carries what the order, payment, refund and commission tables hold into the money record. */
export async function backfillMoney(db: DbOrTx): Promise<void> {
  for (const statement of backfillStatements()) await db.execute(sql.raw(statement));
}
