// Unpaid orders have a deadline: UNPAID_ORDER_HOURS after checkout (USDC or card alike). A job
// keyed by the order waits in the jobs table until then; its run time is the deadline the order
// page and the confirmation email show. At the deadline the job reads the chain once more (a
// transfer sent in time but not yet seen pays the order), waits for a card checkout still open on
// Stripe's page, and only then cancels, under the order's row lock and only from pending_payment:
// an order paid first is never cancelled. Renewal orders keep their own expiry (app/subscriptions).
import { and, eq, gt, isNull } from "drizzle-orm";
import { unpaidOrderCopy, unpaidOrderEmails } from "~/content/payments";
import type { Db, DbOrTx } from "~/db/types";
import { stockCopy } from "~/content/stock";
import { auditLog, cardCheckouts, cardPayments, jobs, orders, payments } from "~/db/schema";
import { orderHold } from "~/stock/unpaid-holds.server";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { absoluteUrl, orderUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import { formatStoreTime } from "~/utils/store-time";
import { getPaymentRpc } from "./chain.server";
import { getPaymentConfig } from "./config.server";
import { checkOrderPayments } from "./confirm.server";

export const UNPAID_DEADLINE_JOB = "payments.cancel-unpaid";
export const UNPAID_REMINDER_JOB = "payments.remind-unpaid";
export const UNPAID_ACTOR = "system:unpaid-deadline";
/** After a card checkout opened before the deadline expires, the order waits this much longer. */
const AFTER_CHECKOUT_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;

/** The deadline as the store's clock shows it, for pages and email. */
export function formatDeadline(at: Date): string {
  return formatStoreTime(at, getEnv().STORE_TIME_ZONE);
}

/**
 * Schedules the order's deadline (once: a second call reads the first) and returns it. Called in
 * the transaction that places the order, so the job exists only if the order does.
 */
export async function scheduleUnpaidDeadline(db: DbOrTx, orderId: string, from: Date = now()): Promise<Date> {
  const runAt = new Date(from.getTime() + getEnv().UNPAID_ORDER_HOURS * HOUR_MS);
  const fresh = await enqueueJob(db, UNPAID_DEADLINE_JOB, { orderId }, { key: orderId, runAt });
  const remindHours = getEnv().UNPAID_REMINDER_HOURS;
  const remindAt = new Date(runAt.getTime() - remindHours * HOUR_MS);
  // A reminder only where it comes after the order was placed (a deadline shorter than the
  // reminder's hours has the confirmation email alone).
  if (fresh && remindHours > 0 && remindAt > from)
    await enqueueJob(db, UNPAID_REMINDER_JOB, { orderId }, { key: orderId, runAt: remindAt });
  return (await unpaidDeadline(db, orderId)) ?? runAt;
}

/** Reminds the shopper once to pay, if the order is still unpaid and its deadline ahead. */
export async function remindIfUnpaid(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "pending_payment") return false;
  const deadline = await unpaidDeadline(db, orderId);
  if (!deadline || deadline <= now()) return false;
  return queueEmail(db, {
    to: order.email,
    ...unpaidOrderEmails.reminder({
      number: order.number,
      total: formatCents(order.totalCents),
      deadline: formatDeadline(deadline),
      orderUrl: orderUrl(order),
    }),
    kind: "order.unpaid-reminder",
    key: `order-unpaid-reminder:${orderId}`,
  });
}

defineJob<{ orderId: string }>(UNPAID_REMINDER_JOB, async ({ db, payload }) => {
  await remindIfUnpaid(db, payload.orderId);
});

/** When an unpaid order is cancelled; null when it has no deadline (e.g. a renewal). */
export async function unpaidDeadline(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [job] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.name, UNPAID_DEADLINE_JOB), eq(jobs.key, orderId)));
  return job?.runAt ?? null;
}

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
