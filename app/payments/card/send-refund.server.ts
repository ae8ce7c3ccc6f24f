// The one way the store asks Stripe for a refund, and the job that refunds a card payment the store
// does not keep (its bags sold out before it went through). Apart from the console's refunds
// (./refunds.server.ts) so the payment's own flow can queue a return without importing the console.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/types";
import { cardRefunds } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { logger } from "~/utils/logger.server";
import { getCardConfig, type CardConfig } from "~/stripe/config.server";

/**
 * The one way the store asks Stripe for a refund: the recorded refund (`card_refunds`, its key)
 * is sent, and Stripe's id and the audit line are recorded once it accepted. Throws what Stripe
 * answered otherwise.
 */
export async function sendCardRefund(
  db: Db,
  config: CardConfig,
  row: Pick<
    typeof cardRefunds.$inferSelect,
    "id" | "orderId" | "paymentIntentId" | "amountCents" | "idempotencyKey" | "reason" | "requestedBy"
  >,
): Promise<Stripe.Refund> {
  const refund = await config.stripe.refunds.create(
    {
      payment_intent: row.paymentIntentId,
      amount: row.amountCents,
      reason: "requested_by_customer",
      metadata: { order_id: row.orderId, requested_by: row.requestedBy },
    },
    { idempotencyKey: row.idempotencyKey },
  );
  await db.transaction(async (tx) => {
    await tx.update(cardRefunds).set({ stripeRefundId: refund.id }).where(eq(cardRefunds.id, row.id));
    await recordAudit(tx, {
      actor: row.requestedBy,
      action: "order.refund_requested",
      target: row.orderId,
      detail: { amountCents: row.amountCents, note: row.reason, refund: refund.id, paymentIntent: row.paymentIntentId },
    });
  });
  return refund;
}

export const CARD_RETURN_JOB = "cards.return-not-kept";

/**
 * In the payment's transaction: a card payment the store does not keep (its order's bags sold out
 * before it went through) is refunded in full by a job after the commit, retried until Stripe
 * answers. Recorded as a refund on its way, so the console shows it.
 */
export async function queueCardReturn(
  tx: DbOrTx,
  p: { orderId: string; paymentIntentId: string; amountCents: number; reason: string; actor: string },
): Promise<void> {
  const idempotencyKey = `nava-return-${p.paymentIntentId}`;
  await tx
    .insert(cardRefunds)
    .values({
      orderId: p.orderId,
      paymentIntentId: p.paymentIntentId,
      idempotencyKey,
      amountCents: p.amountCents,
      reason: p.reason,
      requestedBy: p.actor,
      createdAt: now(),
    })
    .onConflictDoNothing();
  await enqueueJob(tx, CARD_RETURN_JOB, { idempotencyKey }, { key: idempotencyKey });
}

defineJob<{ idempotencyKey: string }>(
  CARD_RETURN_JOB,
  async ({ db, payload }) => {
    const [row] = await db.select().from(cardRefunds).where(eq(cardRefunds.idempotencyKey, payload.idempotencyKey));
    if (!row || row.stripeRefundId) return;
    const config = getCardConfig();
    if (!config) throw new Error("cards are not configured: the refund waits");
    try {
      await sendCardRefund(db, config, row);
    } catch (error) {
      // Refunded meanwhile (Stripe's dashboard) or refused for good: the operator sees it; trying again changes nothing.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      logger.warn({ err: error, orderId: row.orderId }, "Stripe refused a card payment's return");
      await recordAudit(db, {
        actor: row.requestedBy,
        action: "card_payment.return_refused",
        target: row.orderId,
        detail: { paymentIntent: row.paymentIntentId, message: error.message },
      });
    }
  },
  { maxAttempts: 10 },
);
