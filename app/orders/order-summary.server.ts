// Reads an order's own part of the summary block its emails carry (app/content/order-email.ts),
// in the transaction that queues the email, so the block says what that transaction wrote. The
// block with the holders' lines and the delivery estimate is app/flows/order-summary.server.ts.
import { asc, eq } from "drizzle-orm";
import type { OrderSummaryFields } from "~/content/order-email";
import type { DbOrTx } from "~/db/types";
import { orderLines, orders } from "~/db/schema";
import { shippingAddressOf } from "./order.server";

/** The order's lines, address and totals for its summary block, or null for an order that does not exist. */
export async function readOrderSummary(
  db: DbOrTx,
  orderId: string,
): Promise<Omit<OrderSummaryFields, "moreDiscounts" | "estimate"> | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      productName: orderLines.productName,
      purchaseType: orderLines.purchaseType,
      quantity: orderLines.quantity,
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return {
    lines,
    address: shippingAddressOf(order),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    shippingCents: order.shippingCents,
    // Named only where it was calculated (a $0.00 answer too).
    taxCents: order.taxCalculationId ? order.taxCents : null,
    totalCents: order.totalCents,
  };
}
