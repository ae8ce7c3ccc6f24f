// Renewals, the subscription's side: its row locked while it changes, what a renewal costs, the
// reminders, and the sweep that finds due renewals (queued as RENEW_JOB), reminders and pauses
// that end. Placing a renewal spans orders, payments, stock and rewards: that is the renew flow
// (app/flows/renew-subscription.server.ts), which also runs the renewal and expiry jobs.
import { and, eq, gt, lte, notExists, sql, isNotNull } from "drizzle-orm";
import { emails } from "~/content/subscriptions";
import type { Db, DbOrTx } from "~/db/types";
import { emailOutbox, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { enqueueJob } from "~/jobs/scheduler.server";
import { RENEW_JOB } from "~/utils/renew-job";
import { recordSubscriptionEvent, SUBSCRIPTIONS_ACTOR } from "./history.server";
import { manageUrl } from "~/utils/links.server";
import { renewalDiscountCents, waitingDiscount, type RenewalDiscount } from "./save-discount.server";
import { addDays, formatDay, REMINDER_DAYS_BEFORE, storeDay } from "./schedule";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface RenewalOrder {
  id: string;
  number: string;
  accessToken: string;
  totalCents: number;
  period: number;
}

/** What placing a renewal came to (app/flows/renew-subscription.server.ts places them). */
export type RenewalResult =
  | { placed: true; order: RenewalOrder }
  | { placed: false; reason: "not_found" | "not_active" | "not_due" | "already_placed" | "held_for_stock" };

/** The job that ends a renewal left unpaid (app/flows/renew-subscription.server.ts runs it). */
export const EXPIRE_JOB = "subscriptions.expire-renewal";
export const SWEEP_JOB = "subscriptions.sweep";
/** How often the sweep looks for due renewals, reminders and pauses that end. */
export const SWEEP_EVERY_MS = 15 * 60_000;

/** Reads a subscription and locks it until the transaction ends: its changes queue one after another. */
export async function lockSubscription(tx: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return subscription;
}

/** A renewal's total: the locked price per bag times the bags; subscriptions ship free. */
export function renewalTotalCents(subscription: Pick<SubscriptionRow, "unitPriceCents" | "quantity">): number {
  return subscription.unitPriceCents * subscription.quantity;
}

/** The reminder of one upcoming renewal; its key makes it go out once per period and day. */
export function reminderKey(subscription: Pick<SubscriptionRow, "id" | "nextPeriod" | "nextRenewalOn">): string {
  return `reminder:${subscription.id}:${subscription.nextPeriod}:${subscription.nextRenewalOn}`;
}

/** What the next renewal's items will cost, its waiting discount taken off (tax comes at renewal). */
export function nextRenewalCents(subscription: SubscriptionRow, discount: RenewalDiscount | null): number {
  const fullCents = renewalTotalCents(subscription);
  return fullCents - (discount ? renewalDiscountCents(discount, fullCents) : 0);
}

async function queueReminder(db: DbOrTx, subscription: SubscriptionRow) {
  const manage = manageUrl(subscription);
  const copy = emails.reminder({
    product: subscription.productName,
    day: formatDay(subscription.nextRenewalOn),
    totalCents: nextRenewalCents(subscription, await waitingDiscount(db, subscription.id)),
    skipUrl: `${manage}#skip`,
    manageUrl: manage,
  });
  await queueEmail(db, {
    to: subscription.email,
    ...copy,
    kind: "subscription.reminder",
    key: reminderKey(subscription),
  });
}

/**
 * One pass over the subscriptions: pauses that end today resume, due renewals get their job
 * (keyed by subscription, period and day: one per due date, whoever sweeps), and renewals in the
 * next three days get their reminder.
 */
export async function sweepSubscriptions(db: Db): Promise<{ resumed: number; due: number; reminded: number }> {
  const today = storeDay(now());

  const ending = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.status, "paused"), isNotNull(subscriptions.resumeOn), lte(subscriptions.resumeOn, today)),
    );
  let resumed = 0;
  for (const { id } of ending) {
    const done = await db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, id);
      if (subscription?.status !== "paused" || !subscription.resumeOn || subscription.resumeOn > today) return false;
      await tx
        .update(subscriptions)
        .set({ status: "active", resumeOn: null, missedInARow: 0, updatedAt: now() })
        .where(eq(subscriptions.id, id));
      await recordSubscriptionEvent(tx, {
        subscriptionId: id,
        actor: SUBSCRIPTIONS_ACTOR,
        action: "resumed",
        detail: { nextRenewalOn: subscription.nextRenewalOn, automatic: true },
      });
      return true;
    });
    if (done) resumed++;
  }

  const due = await db
    .select({ id: subscriptions.id, period: subscriptions.nextPeriod, day: subscriptions.nextRenewalOn })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.nextRenewalOn, today)));
  for (const { id, period, day } of due) {
    await enqueueJob(db, RENEW_JOB, { subscriptionId: id }, { key: `${id}:${period}:${day}` });
  }

  const upcoming = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        gt(subscriptions.nextRenewalOn, today),
        lte(subscriptions.nextRenewalOn, addDays(today, REMINDER_DAYS_BEFORE)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailOutbox)
            .where(
              eq(
                emailOutbox.key,
                sql`'reminder:' || ${subscriptions.id} || ':' || ${subscriptions.nextPeriod} || ':' || ${subscriptions.nextRenewalOn}`,
              ),
            ),
        ),
      ),
    );
  let reminded = 0;
  for (const subscription of upcoming) {
    await db.transaction(async (tx) => queueReminder(tx, subscription));
    reminded++;
  }
  return { resumed, due: due.length, reminded };
}
