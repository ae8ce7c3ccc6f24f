// The order email's confirmation when an order is placed: it sets the unpaid deadline (payments)
// and states it. Queued in the transaction that placed the order; the key makes it go out once.
import { unpaidOrderCopy } from "~/content/payments";
import { emails } from "~/content/subscriptions";
import type { DbOrTx } from "~/db/types";
import { queueEmail } from "~/email/outbox.server";
import type { EmailedOrder } from "~/orders/order-email.server";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { formatDeadline, scheduleUnpaidDeadline } from "~/payments/unpaid-deadline.server";
import { orderUrl } from "~/utils/links.server";

/** Queued by the transaction that wrote the order, from the values it wrote; it also sets the unpaid deadline it states. */
export async function queueOrderConfirmation(db: DbOrTx, order: EmailedOrder) {
  const deadline = await scheduleUnpaidDeadline(db, order.id);
  const payBy = unpaidOrderCopy.emailPayBy(formatDeadline(deadline));
  const summary = await orderSummaryFor(db, order.id);
  const copy = emails.orderConfirmation({ ...order, orderUrl: orderUrl(order), payBy, summary });
  await queueEmail(db, { to: order.email, ...copy, kind: "order.confirmation", key: `order-confirmation:${order.id}` });
}
