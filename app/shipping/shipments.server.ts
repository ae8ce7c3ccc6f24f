// An order's shipment: the operator marks a paid order shipped with a carrier and tracking number
// (the order moves to fulfilled; the ship flow, app/flows/ship-order.server.ts, listens, records
// the parcel here and emails the shopper in the same transaction), and may mark it delivered later.
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { carrierNames } from "~/content/shipments";
import type { Db, DbOrTx } from "~/db/types";
import { shipments } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { shipmentSchema, trackingUrlFor, type ShipmentInput } from "./carriers";

export type ShipmentView = {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
};

/**
 * Records the parcel of a fulfilled order: the transition's detail carries the shipment (checked
 * again here, so a fulfilment without one records nothing: null).
 */
export async function saveShipment(tx: DbOrTx, orderId: string, actor: string, detail: unknown) {
  const parsed = shipmentSchema.safeParse(detail);
  if (!parsed.success) return null;
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
  return { input, trackingUrl, shippedAt };
}

type DeliveredListener = (tx: DbOrTx, orderId: string) => Promise<void>;
const deliveredListeners: DeliveredListener[] = [];

/**
 * Runs in the transaction that marks an order delivered, in the order registered (in
 * app/flows/order-events.server.ts): the review request, then the shopper's email.
 */
export function onDelivered(listener: DeliveredListener) {
  deliveredListeners.push(listener);
}

export type DeliveredResult = "delivered" | "not_shipped" | "already_delivered";

/** Marks a shipped order delivered, once; the listeners run (the shopper is told by email). */
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
