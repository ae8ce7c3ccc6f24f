// An order's shipment: the operator marks a paid order shipped with a carrier and tracking number
// (the order moves to fulfilled; this module listens and records the parcel and emails the
// shopper in the same transaction), and may mark it delivered later.
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { carrierNames } from "~/content/shipments";
import { emails } from "~/content/subscriptions";
import type { Db, DbOrTx } from "~/db/types";
import { orders, shipments } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { orderUrl } from "~/utils/links.server";
import { shipmentSchema, trackingUrlFor, type ShipmentInput } from "./carriers";

export type ShipmentView = {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
};

async function readOrder(db: DbOrTx, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, email: orders.email, accessToken: orders.accessToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/**
 * The "fulfilled" listener: the transition's detail carries the shipment (checked again here, so
 * a fulfilment without one records nothing and sends nothing).
 */
export async function recordShipment(tx: DbOrTx, orderId: string, actor: string, detail: unknown) {
  const parsed = shipmentSchema.safeParse(detail);
  if (!parsed.success) return;
  const input: ShipmentInput = parsed.data;
  const trackingUrl = trackingUrlFor(input.carrier, input.trackingNumber, input.trackingUrl);
  const shippedAt = now();
  await tx
    .insert(shipments)
    .values({
      orderId,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl,
      shippedBy: actor,
      shippedAt,
    })
    .onConflictDoNothing();
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

type DeliveredListener = (tx: DbOrTx, orderId: string) => Promise<void>;
const deliveredListeners: DeliveredListener[] = [];

/** Runs in the transaction that marks an order delivered (registered in app/flows/order-events.server.ts). */
export function onDelivered(listener: DeliveredListener) {
  deliveredListeners.push(listener);
}

export type DeliveredResult = "delivered" | "not_shipped" | "already_delivered";

/** Marks a shipped order delivered, once; the shopper is told by email. */
export async function markDelivered(db: Db, orderId: string, actor: string): Promise<DeliveredResult> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).for("update");
    if (!shipment) return "not_shipped";
    const [updated] = await tx
      .update(shipments)
      .set({ deliveredAt: now() })
      .where(and(eq(shipments.orderId, orderId), isNull(shipments.deliveredAt)))
      .returning({ orderId: shipments.orderId });
    if (!updated) return "already_delivered";
    await recordAudit(tx, { actor, action: "order.delivered", target: orderId, detail: {} });
    for (const listener of deliveredListeners) await listener(tx, orderId);
    const order = await readOrder(tx, orderId);
    if (order) {
      const summary = await orderSummaryFor(tx, orderId);
      const copy = emails.orderDelivered({ number: order.number, orderUrl: orderUrl(order), summary });
      await queueEmail(tx, { to: order.email, ...copy, kind: "order.delivered", key: `order-delivered:${orderId}` });
    }
    return "delivered";
  });
}

export async function getShipment(db: DbOrTx, orderId: string): Promise<ShipmentView | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  if (!row) return null;
  return {
    carrier: carrierNames[row.carrier as keyof typeof carrierNames] ?? row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
