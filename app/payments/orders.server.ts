// Reading the order a payment is for. The order page's rule decides who may follow a payment:
// the browser that placed the order (its cart cookie) or a link with the order's access token.
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { readCartId } from "~/cart/cart-cookie.server";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

/** Order ids are short opaque strings; anything else is not looked up. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function findOrder(db: Db, orderId: string | undefined) {
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentReference: orders.paymentReference,
      accessToken: orders.accessToken,
      buyerSessionId: orders.buyerSessionId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function canViewOrder(request: Request, order: { accessToken: string; buyerSessionId: string }): boolean {
  const token = new URL(request.url).searchParams.get("token");
  if (token && sameSecret(token, order.accessToken)) return true;
  const cartId = readCartId(request);
  return cartId !== undefined && sameSecret(cartId, order.buyerSessionId);
}
