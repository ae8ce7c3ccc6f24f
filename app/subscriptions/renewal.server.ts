// Renewals: a due subscription becomes a new order, once per period. One transaction writes the
// order (the locked price, free shipping, the subscription's address and wallet, its pending NPX,
// a payment reference), the renewal row whose unique (subscription, period) key makes a second
// attempt a no-op, the next renewal day, the history entry, the email and the unpaid-expiry job.
// The scheduler's sweep finds due subscriptions, reminders and pauses that end.
import { randomUUID } from "node:crypto";
import { and, eq, gt, lte, notExists, sql, isNotNull } from "drizzle-orm";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { emails } from "~/content/subscriptions";
import type { Db, DbOrTx } from "~/db/types";
import { emailOutbox, orderLines, orders, subscriptionRenewals, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { newPaymentReference } from "~/checkout/place-order.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { onRenewalPlaced } from "~/payments/renewal.server";
import { recordPendingReward } from "~/rewards/ledger.server";
import { giveBackRenewalBags, takeRenewalBags } from "~/stock/held-renewals.server";
import { recordHold } from "~/stock/stock.server";
import { calculateTax, TaxUnavailableError } from "~/tax/calculate.server";
import { randomToken } from "~/utils/cookies.server";
import { recordSubscriptionEvent, SUBSCRIPTIONS_ACTOR } from "./history.server";
import { manageUrl, orderUrl } from "~/utils/links.server";
import {
  renewalDiscountCents,
  takeRenewalDiscount,
  waitingDiscount,
  type RenewalDiscount,
} from "./save-discount.server";
import {
  addDays,
  formatDay,
  isRenewalDue,
  MISSED_RENEWALS_TO_PAUSE,
  nextAfterRenewal,
  REMINDER_DAYS_BEFORE,
  storeDay,
  UNPAID_RENEWAL_DAYS,
  type CalendarDay,
} from "./schedule";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface RenewalOrder {
  id: string;
  number: string;
  accessToken: string;
  totalCents: number;
  period: number;
}

export type RenewalResult =
  | { placed: true; order: RenewalOrder }
  | { placed: false; reason: "not_found" | "not_active" | "not_due" | "already_placed" | "held_for_stock" };

import { RENEW_JOB } from "./renew-job";
export { RENEW_JOB };
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

/**
 * Places the renewal of `subscription` (locked FOR UPDATE by the caller) for its next period:
 * `renewalOn` is the day it counts for. Returns already_placed when the period has its order.
 */
export async function renewLocked(
  tx: DbOrTx,
  subscription: SubscriptionRow,
  { renewalOn, actor }: { renewalOn: CalendarDay; actor: string },
): Promise<RenewalResult> {
  const period = subscription.nextPeriod;
  const id = randomUUID();
  const accessToken = randomToken(32);
  // A waiting discount (the cancel flow's save, or a code for N renewals) comes off this renewal.
  const discount = await waitingDiscount(tx, subscription.id);
  const fullCents = renewalTotalCents(subscription);
  const discountCents = discount ? renewalDiscountCents(discount, fullCents) : 0;
  const untaxedCents = fullCents - discountCents;
  // Too few bags: no order, no charge; the subscriber is told and it goes on when bags are back.
  const stock = await takeRenewalBags(tx, subscription, { period, actor });
  if (stock.held) return { placed: false, reason: "held_for_stock" };
  // Each renewal's tax is asked anew (rates and the address change); no answer, no renewal yet.
  const tax = await calculateTax({
    lines: [{ reference: "L1", quantity: subscription.quantity, lineTotalCents: fullCents }],
    discountCents,
    shippingCents: 0,
    address: {
      line1: subscription.shipLine1,
      line2: subscription.shipLine2,
      city: subscription.shipCity,
      state: subscription.shipState,
      zip: subscription.shipZip,
    },
  });
  if (!tax.ok) throw new TaxUnavailableError();
  const totalCents = untaxedCents + tax.taxCents;
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      number: sql`'NAVA-' || nextval('order_number_seq')`,
      status: "pending_payment",
      email: subscription.email,
      shipName: subscription.shipName,
      shipLine1: subscription.shipLine1,
      shipLine2: subscription.shipLine2,
      shipCity: subscription.shipCity,
      shipState: subscription.shipState,
      shipZip: subscription.shipZip,
      subtotalCents: fullCents,
      shippingCents: 0,
      totalCents,
      discountCents,
      discountCode: discount?.code ?? null,
      taxCents: tax.taxCents,
      taxCalculationId: tax.calculationId,
      wallet: subscription.wallet,
      idempotencyKey: `renewal:${subscription.id}:${period}`,
      accessToken,
      // No browser placed it: a random value no cart cookie can match.
      buyerSessionId: randomToken(32),
      paymentReference: newPaymentReference(),
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ number: orders.number });
  if (!order) {
    if (stock.taken) await giveBackRenewalBags(tx, subscription);
    return { placed: false, reason: "already_placed" };
  }
  if (stock.taken) await recordHold(tx, id, subscription.productId, subscription.quantity);
  if (discount) await takeRenewalDiscount(tx, discount.id, id);

  const npx = subscription.npxRewardPerBag * subscription.quantity;
  await tx.insert(orderLines).values({
    orderId: id,
    productId: subscription.productId,
    productName: subscription.productName,
    purchaseType: "subscribe",
    quantity: subscription.quantity,
    unitPriceCents: subscription.unitPriceCents,
    lineTotalCents: fullCents,
    npxReward: npx,
  });
  await tx.insert(subscriptionRenewals).values({ subscriptionId: subscription.id, period, orderId: id, renewalOn });
  // Without a wallet the renewal's NPX waits on its order, collected from the order's page.
  await recordPendingReward(tx, { orderId: id, wallet: subscription.wallet ?? null, amountNpx: npx });

  const today = storeDay(now());
  const nextRenewalOn = nextAfterRenewal(renewalOn, subscription.frequencyWeeks, today);
  await tx
    .update(subscriptions)
    .set({ nextPeriod: period + 1, nextRenewalOn, updatedAt: now() })
    .where(eq(subscriptions.id, subscription.id));
  await recordSubscriptionEvent(tx, {
    subscriptionId: subscription.id,
    actor,
    action: "renewal.placed",
    detail: { orderId: id, number: order.number, period, renewalOn, nextRenewalOn },
  });

  const placed = { id, number: order.number, accessToken, totalCents, period };
  const copy = emails.renewalPlaced({
    number: order.number,
    totalCents,
    taxCents: tax.calculationId ? tax.taxCents : null,
    discount: discount && { code: discount.code, offCents: discountCents, left: discount.renewalsLeft - 1 },
    payUrl: `${orderUrl(placed)}#payment`,
    manageUrl: manageUrl(subscription),
    summary: await orderSummaryFor(tx, id),
  });
  await queueEmail(tx, { to: subscription.email, ...copy, kind: "subscription.renewal", key: `renewal-placed:${id}` });
  await enqueueJob(
    tx,
    EXPIRE_JOB,
    { orderId: id },
    { key: id, runAt: new Date(now().getTime() + UNPAID_RENEWAL_DAYS * 86_400_000) },
  );
  await onRenewalPlaced(tx, {
    orderId: id,
    orderNumber: order.number,
    subscriptionId: subscription.id,
    totalCents,
    email: subscription.email,
    wallet: subscription.wallet,
  });
  return { placed: true, order: placed };
}

/**
 * The renewal of one subscription, in its own transaction: its due period on schedule, or (for
 * `shipNow`) the next period today. Safe to call any number of times, from any number of processes.
 */
export async function placeRenewal(
  db: Db,
  subscriptionId: string,
  { actor = SUBSCRIPTIONS_ACTOR, shipNow = false }: { actor?: string; shipNow?: boolean } = {},
): Promise<RenewalResult> {
  return db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription) return { placed: false, reason: "not_found" } as const;
    if (subscription.status !== "active") return { placed: false, reason: "not_active" } as const;
    const today = storeDay(now());
    if (!shipNow && !isRenewalDue(subscription.nextRenewalOn, today))
      return { placed: false, reason: "not_due" } as const;
    return renewLocked(tx, subscription, { renewalOn: shipNow ? today : subscription.nextRenewalOn, actor });
  });
}

export type ExpiryResult = "expired" | "paused" | "not_renewal" | "not_pending";

/**
 * An unpaid renewal after 7 days: the order is cancelled (its pending NPX void) and the
 * subscription stays active, unless this is the second unpaid one in a row: then it pauses.
 */
export async function expireUnpaidRenewal(db: Db, orderId: string): Promise<ExpiryResult> {
  return db.transaction(async (tx) => {
    const [renewal] = await tx
      .select({ subscriptionId: subscriptionRenewals.subscriptionId })
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.orderId, orderId));
    if (!renewal) return "not_renewal";
    const subscription = await lockSubscription(tx, renewal.subscriptionId);
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!subscription || order?.status !== "pending_payment") return "not_pending";

    await transitionOrder(tx as unknown as Db, orderId, "cancelled", {
      actor: SUBSCRIPTIONS_ACTOR,
      detail: { reason: "renewal unpaid after 7 days" },
    });
    const missed = subscription.missedInARow + 1;
    await recordSubscriptionEvent(tx, {
      subscriptionId: subscription.id,
      actor: SUBSCRIPTIONS_ACTOR,
      action: "renewal.expired",
      detail: { orderId, missedInARow: missed },
    });
    const pause = missed >= MISSED_RENEWALS_TO_PAUSE && subscription.status === "active";
    await tx
      .update(subscriptions)
      .set({ missedInARow: missed, ...(pause ? { status: "paused" as const, resumeOn: null } : {}), updatedAt: now() })
      .where(eq(subscriptions.id, subscription.id));
    if (!pause) return "expired";
    await recordSubscriptionEvent(tx, {
      subscriptionId: subscription.id,
      actor: SUBSCRIPTIONS_ACTOR,
      action: "paused.missed",
      detail: { orderId, missedInARow: missed },
    });
    await queueEmail(tx, {
      to: subscription.email,
      ...emails.pausedAfterMissed({ manageUrl: manageUrl(subscription) }),
      kind: "subscription.paused",
      key: `paused-missed:${orderId}`,
    });
    return "paused";
  });
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

defineJob<{ subscriptionId: string }>(RENEW_JOB, async ({ db, payload }) => {
  await placeRenewal(db, payload.subscriptionId);
});

defineJob<{ orderId: string }>(EXPIRE_JOB, async ({ db, payload }) => {
  await expireUnpaidRenewal(db, payload.orderId);
});
