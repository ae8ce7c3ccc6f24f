// The checkout route's server side: the form's loader and the order action.
import { data, redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { getCart } from "~/cart/cart.server";
import { randomToken } from "~/utils/cookies.server";
import {
  checkoutMessages,
  IDEMPOTENCY_KEY,
  parseCheckout,
  readCheckoutForm,
  type CheckoutErrors,
  type CheckoutField,
} from "./checkout-schema";
import { placeOrder } from "./place-order.server";

export const EMPTY_CART_REDIRECT = "/cart?notice=empty-checkout";

export async function loadCheckout(request: Request) {
  const cart = await getCart(request);
  if (cart.lines.length === 0) throw redirect(EMPTY_CART_REDIRECT);
  // A fresh key with every form: a resubmit of this form returns the order it made.
  return data({ ...cart, idempotencyKey: randomToken(24) }, { headers: { "Cache-Control": "no-store" } });
}

export type CheckoutActionData = {
  errors: CheckoutErrors;
  formError: string | null;
  values: Partial<Record<CheckoutField, string>>;
};

export async function submitCheckout(request: Request) {
  const form = await request.formData().catch(() => null);
  if (!form)
    return data<CheckoutActionData>({ errors: {}, formError: checkoutMessages.key, values: {} }, { status: 400 });
  const raw = readCheckoutForm(form);
  const values = Object.fromEntries(
    Object.entries(raw)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v!.slice(0, 300)]),
  );
  const key = form.get("idempotencyKey");
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
    return data<CheckoutActionData>({ errors: {}, formError: checkoutMessages.key, values }, { status: 400 });
  }
  const parsed = parseCheckout(raw);
  if (!parsed.success)
    return data<CheckoutActionData>({ errors: parsed.errors, formError: null, values }, { status: 400 });

  const result = await placeOrder({
    cartId: readCartId(request),
    idempotencyKey: key,
    address: parsed.data,
    wallet: await getSignedInWallet(request),
  });
  if (!result.ok) {
    if (result.reason === "empty_cart") throw redirect(EMPTY_CART_REDIRECT);
    return data<CheckoutActionData>({ errors: {}, formError: checkoutMessages.key, values }, { status: 409 });
  }
  throw redirect(`/orders/${result.order.id}?token=${encodeURIComponent(result.order.accessToken)}`);
}
