// The brand's dated statements: figures the store cannot count, set by the operator in the
// console, audited, and shown on the shared pages as the brand's own. A change redraws those pages.
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { adminStatementsCopy as t } from "~/content/brand";
import { brandStatements } from "~/db/schema";
import type { Db, DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { statementSchema } from "./statement-schema";
import { BRAND_STATEMENT_KEYS, type BrandStatementKey } from "~/content/brand-statement-keys";

export interface BrandStatement {
  value: string;
  /** YYYY-MM-DD. */
  asOf: string;
  updatedBy: string;
}
export type BrandStatements = Partial<Record<BrandStatementKey, BrandStatement>>;

export async function getBrandStatements(db: DbOrTx): Promise<BrandStatements> {
  const rows = await db.select().from(brandStatements);
  const result: BrandStatements = {};
  for (const row of rows) {
    const key = BRAND_STATEMENT_KEYS.find((k) => k === row.key);
    if (key) result[key] = { value: row.value, asOf: row.asOf, updatedBy: row.updatedBy };
  }
  return result;
}

/** The console's post: sets one statement, or withdraws it with an empty figure. */
export async function runStatementAction(db: Db, form: FormData, actor: string) {
  const submission = parseWithZod(form, { schema: statementSchema });
  const key = String(form.get("key") ?? "");
  if (submission.status !== "success")
    return data({ ok: false as const, key, reply: submission.reply() }, { status: 400 });
  const { value, asOf } = submission.value;
  const today = now().toISOString().slice(0, 10);
  if (asOf > today || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`)))
    return data(
      { ok: false as const, key, reply: submission.reply({ fieldErrors: { asOf: [t.errors.asOf] } }) },
      { status: 400 },
    );
  const label = t.fields[submission.value.key].label;
  await db.transaction(async (tx) => {
    if (value) {
      await tx
        .insert(brandStatements)
        .values({ key: submission.value.key, value, asOf, updatedBy: actor })
        .onConflictDoUpdate({
          target: brandStatements.key,
          set: { value, asOf, updatedBy: actor, updatedAt: sql`now()` },
        });
    } else {
      await tx.delete(brandStatements).where(eq(brandStatements.key, submission.value.key));
    }
    await recordAudit(tx, {
      actor,
      action: value ? "brand.statement" : "brand.statement_withdrawn",
      target: `brand:${submission.value.key}`,
      detail: { value: value ?? null, asOf },
    });
  });
  // The pages that show it are kept for everyone: draw them again with it.
  sharedPagesChanged();
  return data({
    ok: true as const,
    key,
    message: value ? t.saved(label) : t.withdrawn(label),
    reply: submission.reply({ resetForm: false }),
  });
}
