// The code field of the cart and checkout (Apply / Remove), checked on the server.
import { z } from "~/utils/zod";
import { codeFieldCopy } from "~/content/code-field";

export const CODE_INTENTS = ["apply-code", "remove-code"] as const;
export type CodeIntent = (typeof CODE_INTENTS)[number];

export const isCodeIntent = (intent: unknown): intent is CodeIntent => CODE_INTENTS.includes(intent as CodeIntent);

export const codeFieldSchema = z.object({
  intent: z.enum(CODE_INTENTS),
  code: z.string({ error: codeFieldCopy.empty }).trim().max(20, codeFieldCopy.tooLong).default(""),
});
