// An order paid by card: the one place a Stripe payment moves an order to paid, for the webhook
// (a checkout's payment) and for renewals (a saved card charged off session). It spans payments,
// the order's life and the stock's holds.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { cardReasons } from "~/content/payments";
import { stockCopy } from "~/content/stock";
import type { Db, Tx } from "~/db/types";
import { cardPayments } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { lockOrder, STRIPE_ACTOR, type Verdict } from "~/payments/card/pay.server";
import { queueCardReturn } from "~/payments/card/send-refund.server";
import { holdForPayment } from "~/stock/unpaid-holds.server";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";

/** A succeeded payment: pays the order when it is the first, for exactly the total, in its currency. */
export async function payByCard(
  tx: Tx,
  p: { orderId: string | undefined; paymentIntentId: string; amount: number | null; currency: string | null },
): Promise<Verdict> {
  if (!p.orderId) return { outcome: "ignored", reason: cardReasons.noOrder };
  const order = await lockOrder(tx, p.orderId);
  if (!order) return { outcome: "refused", reason: cardReasons.noOrder };
  const [known] = await tx
    .select({ status: cardPayments.status })
    .from(cardPayments)
    .where(eq(cardPayments.paymentIntentId, p.paymentIntentId));
  // The same payment told twice (checkout.session.completed and payment_intent.succeeded).
  if (known) return { outcome: "already_applied", orderId: order.id };

  const amount = p.amount ?? 0;
  const currency = (p.currency ?? "").toLowerCase();
  const detail = { paymentIntent: p.paymentIntentId, amountCents: amount, currency };
  const record = (status: (typeof cardPayments.$inferInsert)["status"], reason: string | null) =>
    tx
      .insert(cardPayments)
      .values({ orderId: order.id, paymentIntentId: p.paymentIntentId, amountCents: amount, currency, status, reason })
      .onConflictDoNothing();

  if (amount !== order.totalCents || currency !== order.currency.toLowerCase()) {
    const reason = cardReasons.mismatch(
      `${formatCents(amount)} ${currency.toUpperCase()}`,
      `${formatCents(order.totalCents)} ${order.currency}`,
    );
    await record("refused", reason);
    await recordAudit(tx, {
      actor: STRIPE_ACTOR,
      action: "card_payment.refused",
      target: order.id,
      detail: { ...detail, reason },
    });
    return { outcome: "refused", reason, orderId: order.id };
  }
  if (order.status !== "pending_payment") {
    await record("duplicate_refund", cardReasons.duplicate);
    await recordAudit(tx, {
      actor: STRIPE_ACTOR,
      action: "card_payment.duplicate_refund",
      target: order.id,
      detail: { ...detail, reason: cardReasons.duplicate, orderStatus: order.status },
    });
    return { outcome: "refused", reason: cardReasons.duplicate, orderId: order.id };
  }
  // An order whose hold of bags ended takes them again now; gone, it is cancelled and the card refunded.
  const bags = await holdForPayment(tx, order.id);
  if (!bags.ok) {
    const reason = stockCopy.soldOutAtCardPayment(bags.productName);
    await record("duplicate_refund", reason);
    await transitionOrder(tx as unknown as Db, order.id, "cancelled", {
      actor: STRIPE_ACTOR,
      detail: { method: "card", ...detail, reason: "sold_out_at_payment" },
    });
    await recordAudit(tx, {
      actor: STRIPE_ACTOR,
      action: "card_payment.sold_out",
      target: order.id,
      detail: { ...detail, reason },
    });
    await queueCardReturn(tx, {
      orderId: order.id,
      paymentIntentId: p.paymentIntentId,
      amountCents: amount,
      reason,
      actor: STRIPE_ACTOR,
    });
    logger.warn(
      { orderId: order.id, paymentIntent: p.paymentIntentId },
      "paid by card after its bags sold out, to refund",
    );
    return { outcome: "refused", reason, orderId: order.id };
  }
  await record("paid", null);
  const moved = await transitionOrder(tx as unknown as Db, order.id, "paid", {
    actor: STRIPE_ACTOR,
    detail: { method: "card", ...detail },
  });
  if (!moved.ok) throw new Error(`order ${order.id} could not be paid: ${JSON.stringify(moved)}`);
  logger.info({ orderId: order.id, paymentIntent: p.paymentIntentId }, "order paid by card");
  return { outcome: "applied", orderId: order.id };
}
