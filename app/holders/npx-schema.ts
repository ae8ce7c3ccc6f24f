// The cart's "Pay with your NPX" form: apply an amount, or remove it. Read on the server only
// (the cart page keeps zod out of its first load and shows the action's reply).
import { z } from "~/utils/zod";
import { holderErrors } from "~/content/holders";
import { NPX_INTENT } from "./pricing";

export const npxFormSchema = z.discriminatedUnion("op", [
  z.object({
    intent: z.literal(NPX_INTENT),
    op: z.literal("apply"),
    npx: z
      .string({ error: holderErrors.amount })
      .trim()
      .transform((s) => s.replace(/[,\s]/g, ""))
      .pipe(z.string().regex(/^\d{1,12}$/, holderErrors.amount))
      .transform(Number)
      .pipe(z.number().int().min(1, holderErrors.amount)),
  }),
  z.object({ intent: z.literal(NPX_INTENT), op: z.literal("remove") }),
]);
