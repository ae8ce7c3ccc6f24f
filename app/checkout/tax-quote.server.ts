// The sales tax for the address typed at checkout, before the order is placed: the cart priced as
// the order will be (priceCheckout), then one Stripe Tax calculation (calculateTax) on it. The
// checkout form asks once the address is complete; placing the order calculates again and refuses
// a total other than the one shown (place-order.server.ts), so this quote is never charged unseen.
import { getCart } from "~/cart/cart.server";
import { taxCopy } from "~/content/tax";
import { consumeLimit, type Limit } from "~/security/rate-limit.server";
import { calculateTax } from "~/tax/calculate.server";
import { taxEnabled } from "~/tax/config.server";
import { getEnv } from "~/utils/env.server";
import { priceCheckout } from "./checkout.server";
import { taxQuoteSchema, type TaxQuote } from "./tax-quote";

/** Each quote is a Stripe Tax calculation: a browser typing an address asks a few; more waits. */
const quotesPerClient = (): Limit => ({
  name: "checkout-tax-quote",
  // A tenth of the posts, at least 30 (as the sign-in nonces).
  points: Math.max(30, Math.floor(getEnv().RATE_LIMIT_POSTS_PER_MINUTE / 10)),
  duration: 60,
  message: taxCopy.quoteLimited,
});

// A plain JSON answer: the checkout's script fetches it (no page revalidates after it).
const answer = (quote: TaxQuote, status = 200) =>
  Response.json(quote, { status, headers: { "Cache-Control": "no-store" } });

/** POST /checkout/tax: the quote for the posted address and the browser's cart. */
export async function quoteCheckoutTax(request: Request, clientAddress = "") {
  const parsed = taxQuoteSchema.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return answer({ status: "invalid", message: issue.message, field: String(issue.path[0] ?? "") }, 400);
  }
  if (!taxEnabled()) return answer({ status: "off" });
  const cart = await getCart(request);
  if (cart.lines.length === 0) return answer({ status: "invalid", message: taxCopy.quoteEmptyCart }, 400);
  const limited = await consumeLimit(quotesPerClient(), clientAddress);
  if (!limited.ok) return answer({ status: "later", message: limited.message }, 429);

  const { totals } = await priceCheckout(request, cart);
  const tax = await calculateTax({
    lines: cart.lines.map((line, i) => ({ ...line, reference: `L${i + 1}` })),
    // Everything the order takes off: the code's, the holder's perk and NPX.
    discountCents: totals.subtotalCents + totals.shippingCents - totals.totalCents,
    shippingCents: totals.shippingCents,
    address: parsed.data,
  });
  if (!tax.ok)
    return tax.reason === "address"
      ? answer({ status: "invalid", message: taxCopy.address }, 400)
      : answer({ status: "later", message: taxCopy.checkoutLater });
  return answer({ status: "taxed", taxCents: tax.taxCents, totalCents: totals.totalCents + tax.taxCents });
}
