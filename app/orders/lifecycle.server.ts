// Order status changes. Each change is announced inside its transaction
// (app/orders/events.server.ts); rewards, email and subscriptions listen
// (app/flows/order-events.server.ts), so this module imports none of them.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db } from "~/db/types";
import { orders } from "~/db/schema";
import { now as storeNow } from "~/jobs/clock.server";
import { announceOrderChange, type OrderStatus } from "./events.server";

export type { OrderStatus };

/** Which status may follow which. Cancelled, refunded and disputed are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ["paid", "cancelled"],
  paid: ["fulfilled", "cancelled", "refunded", "disputed"],
  fulfilled: ["refunded", "disputed"],
  cancelled: [],
  refunded: [],
  disputed: [],
};

export type TransitionResult =
  | { ok: true; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus; to: OrderStatus };

/**
 * Moves an order to `to` if its current status allows it. `actor` is recorded in the
 * audit log (a wallet address, or "system:<name>").
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  to: OrderStatus,
  { actor, detail }: { actor: string; detail?: Record<string, unknown> },
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, reason: "not_found" } as const;
    const from = order.status;
    if (!ORDER_TRANSITIONS[from].includes(to)) return { ok: false, reason: "not_allowed", from, to } as const;

    // The store's clock, as the money record's entries (dated by the order's paid_at) and every report read it.
    const now = storeNow();
    await tx
      .update(orders)
      .set({
        status: to,
        ...(to === "paid" ? { paidAt: now } : {}),
        ...(to === "fulfilled" ? { fulfilledAt: now } : {}),
        ...(to === "cancelled" ? { cancelledAt: now } : {}),
      })
      .where(eq(orders.id, orderId));

    await announceOrderChange(tx, { orderId, from, to, actor, detail });

    await recordAudit(tx, { actor, action: `order.${to}`, target: orderId, detail: { from, ...detail } });
    return { ok: true, from, to } as const;
  });
}
