// The cart action behind /cart: one schema, one change, a 400/404 with a message when refused.
// A form posted without JavaScript carries redirectTo and is sent back there; a fetcher gets the reply.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { changeCart } from "./cart.server";
import { cartActionSchema } from "./cart-schema";
import { codeFieldSchema, isCodeIntent } from "~/discounts/code-field-schema";
import { changeCartCode } from "~/discounts/cart-code.server";

const REDIRECT_TARGETS = new Set(["/cart", "/product"]);

export async function handleCartAction(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  if (isCodeIntent(form.get("intent"))) return handleCodeAction(request, form);
  const submission = parseWithZod(form, { schema: cartActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const result = await changeCart(request, submission.value);
  if (!result.ok) return data(submission.reply({ formErrors: [result.message] }), { status: result.status });

  const headers = new Headers();
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string" && REDIRECT_TARGETS.has(redirectTo)) throw redirect(redirectTo, { headers });
  return data(submission.reply(), { headers });
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
