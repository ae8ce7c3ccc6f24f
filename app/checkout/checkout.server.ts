// The checkout route's server side: the form's loader and the order action.
import { countCheckoutStarted } from "~/analytics/counter.server";
import { acceptedPayMethods } from "~/payments/methods.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { getCart } from "~/cart/cart.server";
import type { PricedCart } from "~/cart/types";
import { readReferralCookie } from "~/creators/referral.server";
import { changeCartCode, previewRequestCode } from "~/flows/cart-code.server";
import { codeFieldSchema, isCodeIntent } from "~/discounts/code-field-schema";
import { withDiscount } from "~/utils/discount-pricing";
import { codeFieldCopy } from "~/content/code-field";
import { normalizeCode } from "~/creators/creators.server";
import { randomToken } from "~/utils/cookies.server";
import { checkoutMessages, checkoutSchema, IDEMPOTENCY_KEY } from "~/content/checkout-schema";
import { getDb } from "~/db/client.server";
import { cartStockNotice } from "~/stock/cart-stock.server";
import { placeOrder } from "./place-order.server";
import type { TaxQuote } from "./tax-quote";
import { savedAddressFor } from "./saved-address.server";
import { taxEnabled } from "~/tax/config.server";
import { quoteForRequest } from "~/flows/spend-npx.server";
import { readRequestedNpx, requestedNpxCookie } from "~/holders/spend.server";
import { holderTotals } from "~/holders/totals";

export const EMPTY_CART_REDIRECT = "/cart?notice=empty-checkout";

/**
 * The cart priced as the order will be, before tax: the applied code (or a creator link's), then a
 * signed-in holder's perk and NPX. The total shown is the charge (with the tax on top).
 */
export async function priceCheckout(request: Request, cart: PricedCart) {
  const code = await previewRequestCode(request, cart.totals);
  const priced = withDiscount(cart.totals, code.terms, code.label);
  const holder = await quoteForRequest(request, {
    subtotalCents: cart.totals.subtotalCents,
    codeDiscountCents: priced.lines.reduce((n, line) => n + line.cents, 0),
  });
  return { totals: holderTotals(priced.totals, holder), discounts: priced.lines, code, holder };
}

/** The checkout's form; `address` is the client's (the funnel's checkouts started, once a day a visitor). */
export async function loadCheckout(request: Request, address = "") {
  const cart = await getCart(request);
  if (cart.lines.length === 0) throw redirect(EMPTY_CART_REDIRECT);
  // Bags sold since they went in the cart: the cart says what is left and keeps everything.
  if (await cartStockNotice(await getDb(), cart.lines)) throw redirect("/cart");
  countCheckoutStarted(request, address);
  const { totals, discounts, code, holder } = await priceCheckout(request, cart);
  const saved = await savedAddressFor(await getDb(), await getSignedInWallet(request));
  // A fresh key with every form: a resubmit of this form returns the order it made.
  return data(
    {
      ...cart,
      totals,
      discounts,
      code,
      holder,
      idempotencyKey: randomToken(24),
      saved,
      payMethods: acceptedPayMethods(),
      taxOnNextStep: taxEnabled(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The order form's post; `address` is the client's (what one client holds unpaid is capped). */
export async function submitCheckout(request: Request, address = "") {
  const form = await request.formData().catch(() => new FormData());
  if (isCodeIntent(form.get("intent"))) return submitCode(request, form);
  const submission = parseWithZod(form, { schema: checkoutSchema });
  const key = form.get("idempotencyKey");
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))
    return data(submission.reply({ formErrors: [checkoutMessages.key] }), { status: 400 });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // A code typed but not applied: the page showed totals without it, so apply it and show them first.
  const shown = form.get("appliedCode");
  if (typeof shown === "string" && normalizeCode(shown) !== normalizeCode(submission.value.code)) {
    const typed = submission.value.code;
    const changed = await changeCartCode(request, typed ? "apply-code" : "remove-code", typed, submission.value.email);
    if (!changed.ok) return data(submission.reply({ fieldErrors: { code: [changed.message] } }), { status: 400 });
    return data(submission.reply({ formErrors: [codeFieldCopy.changed] }), { status: 409 });
  }

  const result = await placeOrder({
    cartId: readCartId(request),
    idempotencyKey: key,
    address: submission.value,
    wallet: await getSignedInWallet(request),
    referral: { typedCode: submission.value.code, cookieCode: readReferralCookie(request) },
    requestedNpx: readRequestedNpx(request),
    clientAddress: address,
    shownTotalCents: readShownTotal(form),
  });
  if (!result.ok) {
    if (result.reason === "empty_cart") throw redirect(EMPTY_CART_REDIRECT);
    if (result.reason === "referral")
      return data(submission.reply({ fieldErrors: { code: [result.message] } }), { status: 400 });
    if (result.reason === "stock" || result.reason === "npx")
      return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
    if (result.reason === "total_changed") {
      // The summary shows the new figures with the message; the next Place order is at them.
      const taxQuote: TaxQuote = { status: "taxed", taxCents: result.taxCents, totalCents: result.totalCents };
      return data({ ...submission.reply({ formErrors: [result.message] }), taxQuote }, { status: 409 });
    }
    if (result.reason === "tax")
      return data(submission.reply({ formErrors: [result.message] }), { status: result.status });
    return data(submission.reply({ formErrors: [checkoutMessages.key] }), { status: 409 });
  }
  // The NPX went with the order: the next cart starts without it.
  throw redirect(`/orders/${result.order.id}?token=${encodeURIComponent(result.order.accessToken)}`, {
    headers: readRequestedNpx(request) ? { "Set-Cookie": requestedNpxCookie(request, 0) } : undefined,
  });
}

/** The total (cents) the form was showing with the tax for its address; none without JavaScript. */
function readShownTotal(form: FormData): number | undefined {
  const shown = form.get("shownTotalCents");
  return typeof shown === "string" && /^\d{1,9}$/.test(shown) ? Number(shown) : undefined;
}

/** Apply or Remove in the checkout's code field: the address typed so far is kept, not checked yet. */
async function submitCode(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: codeFieldSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent, code } = submission.value;
  const email = checkoutSchema.shape.email.safeParse(form.get("email"));
  const changed = await changeCartCode(request, intent, code, email.success ? email.data : "");
  if (!changed.ok) return data(submission.reply({ fieldErrors: { code: [changed.message] } }), { status: 400 });
  const reply = submission.reply();
  // Removed: the field is empty again; the address typed so far stays.
  if (intent === "remove-code") reply.initialValue = { ...reply.initialValue, code: "" };
  return data(reply);
}

export type CheckoutActionData = Awaited<ReturnType<typeof submitCheckout>>["data"];
