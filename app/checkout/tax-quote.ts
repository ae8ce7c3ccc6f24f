// The checkout's sales-tax quote: what POST /checkout/tax answers (tax-quote.server.ts) and the
// address fields it needs, checked with the checkout form's own rules and messages.
import { checkoutSchema } from "~/content/checkout-schema";

export const taxQuoteSchema = checkoutSchema.pick({ line1: true, line2: true, city: true, state: true, zip: true });

/**
 * What checkout shows for the typed address:
 * - `taxed`: the tax (0 is "no sales tax", never a "$0.00" row) and the total with it;
 * - `off`: the store charges no sales tax (TAX_MODE off): nothing to show;
 * - `later`: Stripe Tax did not answer (or too many asks): the tax comes when the order is placed;
 * - `invalid`: the address cannot be taxed as typed (a field's message, or Stripe's "no such place").
 */
export type TaxQuote =
  | { status: "taxed"; taxCents: number; totalCents: number }
  | { status: "off" }
  | { status: "later"; message: string }
  | { status: "invalid"; message: string; field?: string };
