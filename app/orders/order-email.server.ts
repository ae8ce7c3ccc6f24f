// The order email: a confirmation when an order is placed, a receipt when it is paid. Queued in
// the transaction that placed or paid the order; the key makes each one go out once.
import { eq } from "drizzle-orm";
import { unpaidOrderCopy } from "~/content/payments";
import { emails } from "~/content/subscriptions";
import type { DbOrTx } from "~/db/types";
import { orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { formatDeadline, scheduleUnpaidDeadline } from "~/payments/unpaid-deadline.server";
import { orderUrl } from "~/utils/links.server";
import { orderSummaryFor } from "./order-summary.server";

async function readOrder(db: DbOrTx, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      taxCalculationId: orders.taxCalculationId,
      accessToken: orders.accessToken,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // The tax is named only where it was calculated (a $0.00 answer too).
  return order && { ...order, taxCents: order.taxCalculationId ? order.taxCents : null };
}

type EmailedOrder = Omit<NonNullable<Awaited<ReturnType<typeof readOrder>>>, "taxCalculationId">;

/** Queued by the transaction that wrote the order, from the values it wrote; it also sets the unpaid deadline it states. */
export async function queueOrderConfirmation(db: DbOrTx, order: EmailedOrder) {
  const deadline = await scheduleUnpaidDeadline(db, order.id);
  const payBy = unpaidOrderCopy.emailPayBy(formatDeadline(deadline));
  const summary = await orderSummaryFor(db, order.id);
  const copy = emails.orderConfirmation({ ...order, orderUrl: orderUrl(order), payBy, summary });
  await queueEmail(db, { to: order.email, ...copy, kind: "order.confirmation", key: `order-confirmation:${order.id}` });
}

export async function queuePaymentReceived(db: DbOrTx, orderId: string) {
  const order = await readOrder(db, orderId);
  if (!order) return;
  const summary = await orderSummaryFor(db, order.id);
  const copy = emails.paymentReceived({ ...order, orderUrl: orderUrl(order), summary });
  await queueEmail(db, { to: order.email, ...copy, kind: "order.paid", key: `order-paid:${order.id}` });
}
