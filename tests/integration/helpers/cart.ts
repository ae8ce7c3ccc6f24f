// Adds NAVA Focus to a browser's cart through the cart route, as the product page's form does.
import { expect } from "vitest";
import { action as cartAction } from "../../../app/routes/cart";
import { cookiesFrom, makeRequest } from "../../setup/requests";
import { callRoute } from "./route-call";

/** The browser's cookies after the add (a new browser gets its cart cookie). */
export async function addToCart(cookie: string, purchaseType: string, quantity: number): Promise<string> {
  const res = await callRoute(
    cartAction as never,
    makeRequest("/cart", {
      form: { intent: "add", productId: "nava-focus", purchaseType, quantity: String(quantity) },
      cookie,
    }),
  );
  expect(res.status).toBe(200);
  return cookiesFrom(res.headers, cookie);
}
