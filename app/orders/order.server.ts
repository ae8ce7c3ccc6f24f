// Reading an order for its buyer: the browser whose cart placed it, or the holder of the
// long random token in its link. Anyone else is told it does not exist. The buyer's page joins
// this to the holders' discount lines in app/flows/order-for-buyer.server.ts.
import { isOrderId } from "~/utils/order-id";
import { secretsMatch } from "~/utils/secrets.server";
import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orderLines, orders, rewardEntries } from "~/db/schema";

/**
 * Who may see an order (its page, its payment): the buyer's browser (`cartId`, the cart cookie's
 * id, read by the caller) or its token link.
 */
export function canViewOrder(
  request: Request,
  order: { accessToken: string; buyerSessionId: string },
  cartId: string | undefined,
): boolean {
  const token = new URL(request.url).searchParams.get("token");
  return secretsMatch(cartId, order.buyerSessionId) || secretsMatch(token, order.accessToken);
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

/** The order by id, for its buyer's page (the caller checks who asks); null when there is none. */
export async function findBuyerOrder(db: DbOrTx, orderId: string) {
  if (!isOrderId(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** What the buyer's page shows of an order; `discounts`: the lines beside the code's, by name. */
export async function buyerOrderView<Discount>(db: DbOrTx, order: typeof orders.$inferSelect, discounts: Discount[]) {
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
      ...(discounts.length > 0 ? { discounts } : {}),
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
