// Reads an order for the summary block its emails carry (app/content/order-email.ts), in the
// transaction that queues the email, so the block says what that transaction wrote.
import { asc, eq } from "drizzle-orm";
import { deliveryEstimateDays, orderSummaryText } from "~/content/order-email";
import type { DbOrTx } from "~/db/types";
import { orderLines, orders } from "~/db/schema";
import { holderDiscountLines } from "~/holders/spend.server";
import { shippingAddressOf } from "./order.server";
import { addDays, formatDay, storeDay, type CalendarDay } from "~/subscriptions/schedule";

/** The day `n` business days (Monday to Friday) after `day`. */
function addBusinessDays(day: CalendarDay, n: number): CalendarDay {
  let at = day;
  for (let left = n; left > 0;) {
    at = addDays(at, 1);
    const weekday = new Date(`${at}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** When a parcel handed over at `shippedAt` should arrive (formatted days). */
export function deliveryEstimate(shippedAt: Date): { from: string; to: string } {
  const day = storeDay(shippedAt);
  return {
    from: formatDay(addBusinessDays(day, deliveryEstimateDays.min)),
    to: formatDay(addBusinessDays(day, deliveryEstimateDays.max)),
  };
}

/** The order's summary block, or "" for an order that does not exist. */
export async function orderSummaryFor(
  db: DbOrTx,
  orderId: string,
  { shippedAt }: { shippedAt?: Date } = {},
): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return "";
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
  return orderSummaryText({
    lines,
    address: shippingAddressOf(order),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    moreDiscounts: await holderDiscountLines(db, orderId),
    shippingCents: order.shippingCents,
    // Named only where it was calculated (a $0.00 answer too).
    taxCents: order.taxCalculationId ? order.taxCents : null,
    totalCents: order.totalCents,
    estimate: shippedAt ? deliveryEstimate(shippedAt) : null,
  });
}
