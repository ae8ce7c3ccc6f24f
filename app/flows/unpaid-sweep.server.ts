// The minute's sweep that ends unpaid orders' holds of bags, and the hourly sweep that gives a deadline to every unpaid order placed without one (before
// deadlines existed, or by a path that skipped checkout), so no unpaid order waits without a date.
// Apart from unpaid-deadline.server.ts so only the job registry, not every importer, runs it.
import { and, eq, notExists } from "drizzle-orm";
import type { Db } from "~/db/types";
import { jobs, orders, subscriptionRenewals } from "~/db/schema";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { releaseExpiredHolds } from "~/stock/unpaid-holds.server";
import { scheduleUnpaidDeadline, UNPAID_DEADLINE_JOB } from "~/payments/unpaid-deadline.server";

/** Deadlines from the placing time; renewals are left to their own expiry. */
export async function scheduleMissingDeadlines(db: Db): Promise<number> {
  const missing = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending_payment"),
        notExists(
          db
            .select()
            .from(jobs)
            .where(and(eq(jobs.name, UNPAID_DEADLINE_JOB), eq(jobs.key, orders.id))),
        ),
        notExists(db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.orderId, orders.id))),
      ),
    )
    .limit(500);
  for (const order of missing) await scheduleUnpaidDeadline(db, order.id, order.createdAt);
  return missing.length;
}

defineRecurringJob("payments.schedule-missing-deadlines", 3_600_000, async ({ db }) => {
  await scheduleMissingDeadlines(db);
});

// An unpaid order's bags go back on sale when its hold ends (minutes after placing; decision 0030).
defineRecurringJob("stock.release-expired-holds", 60_000, async ({ db }) => {
  await releaseExpiredHolds(db);
});
