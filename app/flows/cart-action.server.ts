// The cart action behind /cart: one schema, one change, a 400/404 with a message when refused.
// A form posted without JavaScript carries redirectTo and is sent back there; a fetcher gets the reply.
// It spans the cart, the stock (a change beyond what is left is refused), the store's counts (a cart
// started) and the discount code field.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { countCartStarted } from "~/analytics/counter.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { changeCart, type CartChangeResult } from "~/cart/cart.server";
import { cartActionSchema, type CartAction } from "~/cart/cart-schema";
import { getDb } from "~/db/client.server";
import { codeFieldSchema, isCodeIntent } from "~/discounts/code-field-schema";
import { cartStockRefusal } from "~/stock/cart-stock.server";
import { changeCartCode } from "./cart-code.server";

const REDIRECT_TARGETS = new Set(["/cart", "/product"]);

export async function handleCartAction(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  if (isCodeIntent(form.get("intent"))) return handleCodeAction(request, form);
  const submission = parseWithZod(form, { schema: cartActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const result = await changeCartWithStock(request, submission.value);
  if (!result.ok) return data(submission.reply({ formErrors: [result.message] }), { status: result.status });

  const headers = new Headers();
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string" && REDIRECT_TARGETS.has(redirectTo)) throw redirect(redirectTo, { headers });
  return data(submission.reply(), { headers });
}

/** A cart change the stock allows; a new cart is counted as started. Anything refused changes nothing. */
async function changeCartWithStock(request: Request, action: CartAction): Promise<CartChangeResult> {
  const db = await getDb();
  if (action.intent !== "remove") {
    const short = await cartStockRefusal(db, readCartId(request), action);
    if (short) return { ok: false, status: 400, message: short };
  }
  const result = await changeCart(db, request, action);
  if (result.ok && result.started) countCartStarted(request.headers.get("user-agent"));
  return result;
}

/** The cart's code field: applied or removed, back to the cart; refused, its reason under the field. */
async function handleCodeAction(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: codeFieldSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent, code } = submission.value;
  const changed = await changeCartCode(request, intent, code);
  if (!changed.ok) return data(submission.reply({ fieldErrors: { code: [changed.message] } }), { status: 400 });
  throw redirect("/cart");
}
