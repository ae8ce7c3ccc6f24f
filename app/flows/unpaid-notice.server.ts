// What the order page says about an unpaid order's deadline, with what its bags do meanwhile (the
// stock's hold) and why it was cancelled (the payments' and the audit's records).
import { and, eq } from "drizzle-orm";
import { unpaidOrderCopy } from "~/content/payments";
import { stockCopy } from "~/content/stock";
import type { DbOrTx } from "~/db/types";
import { auditLog, cardPayments, payments } from "~/db/schema";
import { formatDeadline, UNPAID_ACTOR, unpaidDeadline } from "~/payments/unpaid-deadline.server";
import { orderHold } from "~/stock/unpaid-holds.server";

/** What the order page says about the deadline: until when to pay, or that it passed unpaid. */
export async function unpaidDeadlineNotice(
  db: DbOrTx,
  order: { id: string; status: string },
): Promise<{ payBy: string | null; cancelled: string | null }> {
  const none = { payBy: null, cancelled: null };
  if (order.status !== "pending_payment" && order.status !== "cancelled") return none;
  const deadline = await unpaidDeadline(db, order.id);
  if (!deadline) return none;
  if (order.status === "pending_payment") {
    // What the order's bags do meanwhile: held for minutes after placing, then back on sale.
    const hold = await orderHold(db, order.id);
    const held = !hold
      ? ""
      : hold.released
        ? stockCopy.holdEnded
        : hold.until
          ? stockCopy.heldUntil(formatDeadline(hold.until))
          : "";
    return {
      payBy: [unpaidOrderCopy.payBy(formatDeadline(deadline)), held].filter(Boolean).join(" "),
      cancelled: null,
    };
  }
  const [soldOut] = await db
    .select({ reason: payments.reason })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "duplicate_refund")))
    .innerJoin(auditLog, and(eq(auditLog.target, order.id), eq(auditLog.action, "payment.sold_out")))
    .limit(1);
  if (soldOut?.reason) return { payBy: null, cancelled: soldOut.reason };
  const [soldOutByCard] = await db
    .select({ reason: cardPayments.reason })
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, order.id), eq(cardPayments.status, "duplicate_refund")))
    .innerJoin(auditLog, and(eq(auditLog.target, order.id), eq(auditLog.action, "card_payment.sold_out")))
    .limit(1);
  if (soldOutByCard?.reason) return { payBy: null, cancelled: soldOutByCard.reason };
  const [byDeadline] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.target, order.id), eq(auditLog.actor, UNPAID_ACTOR), eq(auditLog.action, "order.cancelled")))
    .limit(1);
  return byDeadline ? { payBy: null, cancelled: unpaidOrderCopy.cancelledNote(formatDeadline(deadline)) } : none;
}
