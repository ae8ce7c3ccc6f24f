// The cart action behind /cart: one schema, one change, a 400/404 with a message when refused.
// A form posted without JavaScript carries redirectTo and is sent back there; a fetcher gets data.
import { data, redirect } from "react-router";
import { changeCart } from "./cart.server";
import { parseCartForm } from "./cart-schema";
import type { CartActionData } from "./types";

const REDIRECT_TARGETS = new Set(["/cart", "/product"]);

export async function handleCartAction(request: Request) {
  const form = await request.formData().catch(() => null);
  if (!form)
    return data<CartActionData>({ ok: false, message: "Your cart could not read that request." }, { status: 400 });
  const parsed = parseCartForm(form);
  if (!parsed.success)
    return data<CartActionData>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });

  const result = await changeCart(request, parsed.data);
  if (!result.ok) return data<CartActionData>({ ok: false, message: result.message }, { status: result.status });

  const headers = new Headers();
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string" && REDIRECT_TARGETS.has(redirectTo)) throw redirect(redirectTo, { headers });
  return data<CartActionData>({ ok: true }, { headers });
}
