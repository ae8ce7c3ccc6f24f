// Order status changes, with the rewards ledger following in the same transaction:
// paid makes pending rewards earned; cancelled, refunded and disputed void rewards not yet
// distributed and claw back distributed ones by a negative entry (once).
// A paid order also sends its receipt and starts (or keeps going) its subscription, in the same
// transaction.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { moveOrderRewards, voidOrderRewards } from "~/rewards/ledger.server";
import { onOrderPaid } from "~/subscriptions/subscriptions.server";
import { queuePaymentReceived } from "./order-email.server";

export type OrderStatus = (typeof orders.$inferSelect)["status"];

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

    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: to,
        ...(to === "paid" ? { paidAt: now } : {}),
        ...(to === "fulfilled" ? { fulfilledAt: now } : {}),
        ...(to === "cancelled" ? { cancelledAt: now } : {}),
      })
      .where(eq(orders.id, orderId));

    if (to === "paid") {
      await moveOrderRewards(tx, orderId, ["pending"], "earned");
      await queuePaymentReceived(tx, orderId);
      await onOrderPaid(tx, orderId);
    }
    if (to === "cancelled" || to === "refunded" || to === "disputed") {
      await voidOrderRewards(tx, orderId, `order ${to}`);
    }

    await recordAudit(tx, { actor, action: `order.${to}`, target: orderId, detail: { from, ...detail } });
    return { ok: true, from, to } as const;
  });
}
