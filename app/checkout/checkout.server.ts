// The checkout route's server side: the form's loader and the order action.
import { countCheckoutStarted } from "~/analytics/counter.server";
import { acceptedPayMethods } from "~/payments/methods.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { getCart } from "~/cart/cart.server";
import { previewReferral, readReferralCookie } from "~/creators/referral.server";
import { randomToken } from "~/utils/cookies.server";
import { checkoutMessages, checkoutSchema, IDEMPOTENCY_KEY } from "./checkout-schema";
import { getDb } from "~/db/client.server";
import { cartStockNotice } from "~/stock/cart-stock.server";
import { placeOrder } from "./place-order.server";
import { taxEnabled } from "~/tax/config.server";
import { quoteForRequest, readRequestedNpx, requestedNpxCookie } from "~/holders/spend.server";
import { holderTotals } from "~/holders/totals";

export const EMPTY_CART_REDIRECT = "/cart?notice=empty-checkout";

/** The checkout's form; `address` is the client's (the funnel's checkouts started, once a day a visitor). */
export async function loadCheckout(request: Request, address = "") {
  const cart = await getCart(request);
  if (cart.lines.length === 0) throw redirect(EMPTY_CART_REDIRECT);
  // Bags sold since they went in the cart: the cart says what is left and keeps everything.
  if (await cartStockNotice(await getDb(), cart.lines)) throw redirect("/cart");
  countCheckoutStarted(request, address);
  const referral = await previewReferral(request, cart.totals.subtotalCents);
  const holder = await quoteForRequest(request, {
    subtotalCents: cart.totals.subtotalCents,
    codeDiscountCents: referral?.discountCents ?? 0,
  });
  const totals = holderTotals(
    { ...cart.totals, totalCents: cart.totals.totalCents - (referral?.discountCents ?? 0) },
    holder,
  );
  // A fresh key with every form: a resubmit of this form returns the order it made.
  return data(
    {
      ...cart,
      totals,
      referral,
      holder,
      idempotencyKey: randomToken(24),
      payMethods: acceptedPayMethods(),
      taxOnNextStep: taxEnabled(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function submitCheckout(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: checkoutSchema });
  const key = form.get("idempotencyKey");
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))
    return data(submission.reply({ formErrors: [checkoutMessages.key] }), { status: 400 });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const result = await placeOrder({
    cartId: readCartId(request),
    idempotencyKey: key,
    address: submission.value,
    wallet: await getSignedInWallet(request),
    referral: { typedCode: submission.value.code, cookieCode: readReferralCookie(request) },
    requestedNpx: readRequestedNpx(request),
  });
  if (!result.ok) {
    if (result.reason === "empty_cart") throw redirect(EMPTY_CART_REDIRECT);
    if (result.reason === "referral")
      return data(submission.reply({ fieldErrors: { code: [result.message] } }), { status: 400 });
    if (result.reason === "stock" || result.reason === "npx")
      return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
    if (result.reason === "tax")
      return data(submission.reply({ formErrors: [result.message] }), { status: result.status });
    return data(submission.reply({ formErrors: [checkoutMessages.key] }), { status: 409 });
  }
  // The NPX went with the order: the next cart starts without it.
  throw redirect(`/orders/${result.order.id}?token=${encodeURIComponent(result.order.accessToken)}`, {
    headers: readRequestedNpx(request) ? { "Set-Cookie": requestedNpxCookie(request, 0) } : undefined,
  });
}

export type CheckoutActionData = Awaited<ReturnType<typeof submitCheckout>>["data"];
