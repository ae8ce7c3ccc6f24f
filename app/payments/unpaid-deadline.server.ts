// Unpaid orders have a deadline: UNPAID_ORDER_HOURS after checkout (USDC or card alike). A job
// keyed by the order waits in the jobs table until then; its run time is the deadline the order
// page and the confirmation email show. What happens at the deadline is a flow
// (app/flows/cancel-unpaid-order.server.ts). Renewal orders keep their own expiry (app/subscriptions).
import { and, eq } from "drizzle-orm";
import { unpaidOrderEmails } from "~/content/payments";
import type { Db, DbOrTx } from "~/db/types";
import { jobs, orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { orderUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { formatStoreTime } from "~/utils/store-time";

export const UNPAID_DEADLINE_JOB = "payments.cancel-unpaid";
export const UNPAID_REMINDER_JOB = "payments.remind-unpaid";
export const UNPAID_ACTOR = "system:unpaid-deadline";
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
