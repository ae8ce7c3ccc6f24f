// The operator dates and saves the brand's statements in the console (/admin/protocol); the page's
// figures are read again at once.
import { z } from "zod";
import type { Db } from "~/db/types";
import { now as storeNow } from "~/jobs/clock.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { forgetProtocolFigures } from "./figures.server";
import { saveStatements, STATEMENT_KEYS } from "./statements.server";

/** What a console action on the protocol answers: done, or refused with the field to fix. */
export type ConsoleAnswer = { ok: true; message: string } | { ok: false; message: string; field?: string };

const StatementsSchema = z.object({
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ...Object.fromEntries(STATEMENT_KEYS.map((k) => [k, z.string().trim().max(40).optional()])),
});

export async function updateStatements(
  db: Db,
  form: FormData,
  actor: string,
  now = storeNow(),
): Promise<ConsoleAnswer> {
  const parsed = StatementsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || parsed.data.asOf > now.toISOString().slice(0, 10))
    return { ok: false, field: "asOf", message: "Date the statements with a day that has passed (YYYY-MM-DD)." };
  const { asOf, ...values } = parsed.data as Record<string, string>;
  await db.transaction((tx) => saveStatements(tx, values, asOf!, actor));
  forgetProtocolFigures();
  sharedPagesChanged();
  return { ok: true, message: `The brand's statements, as of ${asOf}, are saved.` };
}
