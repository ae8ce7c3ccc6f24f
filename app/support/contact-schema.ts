// The contact form's one schema, used by the form (Conform) and the action; the email is the checkout's rule.
import { z } from "~/utils/zod";
import { checkoutSchema } from "~/content/checkout-schema";
import { contactPage } from "~/content/policies";

const { errors: e, nameMax, messageMax } = contactPage;
// The name goes into the email's subject: one line, as the email address is.
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const contactSchema = z.object({
  name: z
    .string({ error: e.name })
    .trim()
    .min(1, e.name)
    .max(nameMax, e.name)
    .refine((name) => !LINE_BREAK_OR_CONTROL.test(name), e.nameOneLine),
  email: checkoutSchema.shape.email,
  order: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F-]{6,36}$/, e.order)
    .optional(),
  message: z.string({ error: e.message }).trim().min(1, e.message).max(messageMax, e.message),
});

export type ContactMessage = z.infer<typeof contactSchema>;
