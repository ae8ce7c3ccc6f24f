// The one schema of the checkout form: Conform checks it in the browser before it posts and the
// server's action checks it again (parseWithZod on both sides; docs/architecture.md, forms).
import { z } from "~/utils/zod";
import { referralMessages } from "~/content/creator-program";
import { US_STATE_CODES } from "~/content/us-states";

export const checkoutMessages = {
  email: "Enter a valid email address, like you@example.com.",
  name: "Enter the full name of the person receiving the order.",
  line1: "Enter the street address.",
  line2: "Keep the second address line under 100 characters.",
  city: "Enter the city.",
  state: "Choose a US state.",
  zip: "Enter a 5-digit ZIP code, or ZIP+4 like 78701-1234.",
  key: "This checkout form has expired. Please review your order and place it again.",
} as const;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const checkoutSchema = z.object({
  email: z
    .string({ error: checkoutMessages.email })
    .trim()
    .toLowerCase()
    .max(254, checkoutMessages.email)
    .pipe(z.email({ error: checkoutMessages.email })),
  name: text(checkoutMessages.name, 100),
  line1: text(checkoutMessages.line1, 100),
  line2: z.string({ error: checkoutMessages.line2 }).trim().max(100, checkoutMessages.line2).default(""),
  city: text(checkoutMessages.city, 60),
  state: z.enum(US_STATE_CODES, { error: checkoutMessages.state }),
  zip: z
    .string({ error: checkoutMessages.zip })
    .trim()
    .regex(/^\d{5}(?:-?\d{4})?$/, checkoutMessages.zip)
    .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip)),
  /** A creator or promo code; the server says whether it is known (app/creators/referral.server.ts). */
  code: z.string({ error: referralMessages.codeTooLong }).trim().max(20, referralMessages.codeTooLong).default(""),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The idempotency key issued with the form: 32 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{32}$/;
