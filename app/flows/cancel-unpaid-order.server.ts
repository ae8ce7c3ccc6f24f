// An unpaid order at its deadline (app/payments/unpaid-deadline.server.ts schedules it): the job
// reads the chain once more (a transfer sent in time but not yet seen pays the order), waits for a
// card checkout still open on Stripe's page, and only then cancels, under the order's row lock and
// only from pending_payment: an order paid first is never cancelled.
import { and, eq, gt, isNull } from "drizzle-orm";
import { unpaidOrderEmails } from "~/content/payments";
import type { Db } from "~/db/types";
import { cardCheckouts, orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { getPaymentRpc } from "~/payments/chain.server";
import { getPaymentConfig } from "~/payments/config.server";
import { formatDeadline, UNPAID_ACTOR, UNPAID_DEADLINE_JOB, unpaidDeadline } from "~/payments/unpaid-deadline.server";
import { absoluteUrl, orderUrl } from "~/utils/links.server";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import { checkOrderPayments } from "./confirm-payment.server";

/** After a card checkout opened before the deadline expires, the order waits this much longer. */
const AFTER_CHECKOUT_MS = 5 * 60_000;

export type DeadlineOutcome = "cancelled" | "not_pending" | "waiting_for_card";

/** The open card checkout that ends last, if the shopper may still be paying on Stripe's page. */
async function openCardCheckoutUntil(db: Db, orderId: string): Promise<Date | null> {
  const open = await db
    .select({ expiresAt: cardCheckouts.expiresAt })
    .from(cardCheckouts)
    .where(
      and(eq(cardCheckouts.orderId, orderId), isNull(cardCheckouts.expiredAt), gt(cardCheckouts.expiresAt, now())),
    );
  if (open.length === 0) return null;
  return new Date(Math.max(...open.map((c) => c.expiresAt.getTime())));
}

/** Reads the chain for the order's transfer; a failure throws, so the job retries instead of cancelling blind. */
async function lastChainCheck(db: Db, order: typeof orders.$inferSelect) {
  const settings = getPaymentConfig();
  if (!settings.ok || !order.paymentReference) return;
  await checkOrderPayments(db, getPaymentRpc(settings.config.rpcUrl), settings.config, order);
}

/** Cancels the order if it is still unpaid; the shopper is emailed why, in the same transaction. */
export async function cancelIfUnpaid(db: Db, orderId: string): Promise<DeadlineOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "pending_payment") return "not_pending";
  await lastChainCheck(db, order);

  const cardUntil = await openCardCheckoutUntil(db, orderId);
  if (cardUntil) {
    // A second job, keyed by the checkout's end, so a new session later gets its own wait.
    const runAt = new Date(cardUntil.getTime() + AFTER_CHECKOUT_MS);
    await enqueueJob(
      db,
      UNPAID_DEADLINE_JOB,
      { orderId },
      { key: `${orderId}:card:${cardUntil.toISOString()}`, runAt },
    );
    return "waiting_for_card";
  }

  const deadline = (await unpaidDeadline(db, orderId)) ?? now();
  return db.transaction(async (tx) => {
    // The payment's transaction locks the same row: whichever comes first decides, and a paid
    // order is never moved to cancelled here (paid → cancelled is allowed to the operator only).
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (locked?.status !== "pending_payment") return "not_pending";
    const moved = await transitionOrder(tx as unknown as Db, orderId, "cancelled", {
      actor: UNPAID_ACTOR,
      detail: { reason: "unpaid", deadline: deadline.toISOString() },
    });
    if (!moved.ok) return "not_pending";
    const copy = unpaidOrderEmails.cancelled({
      number: order.number,
      total: formatCents(order.totalCents),
      deadline: formatDeadline(deadline),
      orderUrl: orderUrl(order),
      shopUrl: absoluteUrl("/product"),
    });
    await queueEmail(tx, {
      to: order.email,
      ...copy,
      kind: "order.cancelled-unpaid",
      key: `order-cancelled-unpaid:${orderId}`,
    });
    logger.info({ orderId }, "unpaid order cancelled at its deadline");
    return "cancelled" as const;
  });
}

defineJob<{ orderId: string }>(UNPAID_DEADLINE_JOB, async ({ db, payload }) => {
  await cancelIfUnpaid(db, payload.orderId);
});
