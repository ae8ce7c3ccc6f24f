// The order email's receipt when an order is paid (the confirmation when it is placed states the
// payment deadline: app/flows/order-confirmation-email.server.ts). Queued in the transaction that
// paid the order; the key makes it go out once. The summary block is the order events' wiring's to
// give (app/flows/order-summary.server.ts: it joins the holders' lines).
import { eq } from "drizzle-orm";
import { emails } from "~/content/subscriptions";
import type { DbOrTx } from "~/db/types";
import { orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { orderUrl } from "~/utils/links.server";

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

export type EmailedOrder = Omit<NonNullable<Awaited<ReturnType<typeof readOrder>>>, "taxCalculationId">;

export async function queuePaymentReceived(
  db: DbOrTx,
  orderId: string,
  summaryFor: (db: DbOrTx, orderId: string) => Promise<string>,
) {
  const order = await readOrder(db, orderId);
  if (!order) return;
  const summary = await summaryFor(db, order.id);
  const copy = emails.paymentReceived({ ...order, orderUrl: orderUrl(order), summary });
  await queueEmail(db, { to: order.email, ...copy, kind: "order.paid", key: `order-paid:${order.id}` });
}
