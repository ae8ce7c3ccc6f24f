// The console's statement form, checked the same on both sides (Conform + zod).
import { adminStatementsCopy } from "~/content/brand";
import { z } from "~/utils/zod";
import { BRAND_STATEMENT_KEYS } from "~/content/brand-statement-keys";

const e = adminStatementsCopy.errors;

export const statementSchema = z.object({
  key: z.enum(BRAND_STATEMENT_KEYS, { error: e.key }),
  /** Empty withdraws the statement. */
  value: z
    .string()
    .trim()
    .max(24, { error: e.value })
    .regex(/^[0-9][0-9A-Za-z.,+$%/ ]*$|^\$[0-9][0-9A-Za-z.,+%/ ]*$/, { error: e.value })
    .optional(),
  asOf: z.string({ error: e.asOf }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: e.asOf }),
});

export type StatementInput = z.infer<typeof statementSchema>;
