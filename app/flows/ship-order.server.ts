// The ship flow: when an order moves to fulfilled, the shipping domain records its parcel and the
// shopper is emailed the tracking link with the order's summary; when it is delivered, the shopper
// is told too. Both run in the order's transaction (wired in app/flows/order-events.server.ts).
import { eq } from "drizzle-orm";
import { carrierNames } from "~/content/shipments";
import { emails } from "~/content/subscriptions";
import type { DbOrTx } from "~/db/types";
import { orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { saveShipment } from "~/shipping/shipments.server";
import { orderUrl } from "~/utils/links.server";

async function readOrder(db: DbOrTx, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, email: orders.email, accessToken: orders.accessToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/**
 * The "fulfilled" listener: the parcel recorded and the shopper emailed; a fulfilment without a
 * shipment in its detail records nothing and sends nothing.
 */
export async function recordShipment(tx: DbOrTx, orderId: string, actor: string, detail: unknown) {
  const shipment = await saveShipment(tx, orderId, actor, detail);
  if (!shipment) return;
  const { input, trackingUrl, shippedAt } = shipment;
  const order = await readOrder(tx, orderId);
  if (!order) return;
  const copy = emails.orderShipped({
    number: order.number,
    carrier: carrierNames[input.carrier],
    trackingNumber: input.trackingNumber,
    trackingUrl,
    orderUrl: orderUrl(order),
    summary: await orderSummaryFor(tx, orderId, { shippedAt }),
  });
  await queueEmail(tx, { to: order.email, ...copy, kind: "order.shipped", key: `order-shipped:${orderId}` });
}

/** A delivered listener: the shopper is told, with the order's summary. */
export async function emailDelivered(tx: DbOrTx, orderId: string) {
  const order = await readOrder(tx, orderId);
  if (!order) return;
  const summary = await orderSummaryFor(tx, orderId);
  const copy = emails.orderDelivered({ number: order.number, orderUrl: orderUrl(order), summary });
  await queueEmail(tx, { to: order.email, ...copy, kind: "order.delivered", key: `order-delivered:${orderId}` });
}
