// Reading an order for its buyer: the browser whose cart placed it, or the holder of the
// long random token in its link. Anyone else is told it does not exist.
import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { readCartId } from "~/cart/cart-cookie.server";
import { getDb } from "~/db/client.server";
import { orderLines, orders, rewardEntries } from "~/db/schema";
import { holderDiscountLines } from "~/holders/spend.server";

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Order ids are UUIDs; anything else is not looked up. */
export function isOrderId(value: string | undefined): value is string {
  return value !== undefined && ORDER_ID.test(value);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who may see an order (its page, its payment): the buyer's browser or its token link. */
export function canViewOrder(request: Request, order: { accessToken: string; buyerSessionId: string }): boolean {
  const token = new URL(request.url).searchParams.get("token");
  return secretsMatch(readCartId(request), order.buyerSessionId) || secretsMatch(token, order.accessToken);
}

/** Where an order ships, as its page and its emails show it. */
export function shippingAddressOf(order: typeof orders.$inferSelect) {
  return {
    name: order.shipName,
    line1: order.shipLine1,
    line2: order.shipLine2,
    city: order.shipCity,
    state: order.shipState,
    zip: order.shipZip,
  };
}

export type OrderView = NonNullable<Awaited<ReturnType<typeof getOrderForBuyer>>>;

export async function getOrderForBuyer(request: Request, orderId: string) {
  if (!isOrderId(orderId)) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (!canViewOrder(request, order)) return null;

  const lines = await db
    .select({
      id: orderLines.id,
      productName: orderLines.productName,
      purchaseType: orderLines.purchaseType,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      lineTotalCents: orderLines.lineTotalCents,
      npxReward: orderLines.npxReward,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const [reward] = await db
    .select({ status: rewardEntries.status })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.orderId, order.id), gt(rewardEntries.amountNpx, 0)))
    .orderBy(asc(rewardEntries.id))
    .limit(1);
  const holderLines = await holderDiscountLines(db, order.id);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    address: shippingAddressOf(order),
    totals: {
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      // Shown where Stripe Tax answered (a $0.00 answer too); null: the order was not taxed.
      taxCents: order.taxCalculationId ? order.taxCents : null,
      totalCents: order.totalCents,
      /** A holder's perk and NPX, each by name (the code's discount is what remains); absent when none. */
      ...(holderLines.length > 0 ? { discounts: holderLines } : {}),
    },
    discountCode: order.discountCode,
    wallet: order.wallet,
    npxReward: lines.reduce((n, line) => n + line.npxReward, 0),
    /** Where the order's NPX stands in the ledger (null: it earns none). */
    rewardStatus: reward?.status ?? null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
    lines,
  };
}
