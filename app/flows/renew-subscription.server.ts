// The renew flow: a due subscription becomes a new order, once per period. One transaction takes
// the bags (or holds the renewal for stock), writes the order (the locked price, free shipping, the
// subscription's address and wallet, its pending NPX, a payment reference), the renewal row whose
// unique (subscription, period) key makes a second attempt a no-op, the next renewal day, the
// history entry, the email and the unpaid-expiry job; the payment side is told in the same
// transaction. An unpaid renewal expires here too, and the subscriber's "ship now" places one.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { newPaymentReference } from "~/payments/reference";
import { emails } from "~/content/subscriptions";
import type { Db, DbOrTx } from "~/db/types";
import { orderLines, orders, subscriptionRenewals, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { onRenewalPlaced } from "~/payments/renewal.server";
import { recordPendingReward } from "~/rewards/ledger.server";
import { giveBackRenewalBags, takeRenewalBags } from "~/stock/held-renewals.server";
import { recordHold } from "~/stock/stock.server";
import type { Control } from "~/subscriptions/controls";
import { recordSubscriptionEvent, SUBSCRIPTIONS_ACTOR } from "~/subscriptions/history.server";
import {
  EXPIRE_JOB,
  lockSubscription,
  renewalTotalCents,
  type RenewalResult,
  type SubscriptionRow,
} from "~/subscriptions/renewal.server";
import { renewalDiscountCents, takeRenewalDiscount, waitingDiscount } from "~/subscriptions/save-discount.server";
import {
  isRenewalDue,
  MISSED_RENEWALS_TO_PAUSE,
  nextAfterRenewal,
  storeDay,
  UNPAID_RENEWAL_DAYS,
  type CalendarDay,
} from "~/subscriptions/schedule";
import { applyControlIn, type ControlResult } from "~/subscriptions/subscriptions.server";
import { calculateTax, TaxUnavailableError } from "~/tax/calculate.server";
import { randomToken } from "~/utils/cookies.server";
import { manageUrl, orderUrl } from "~/utils/links.server";
import { RENEW_JOB } from "~/utils/renew-job";

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
  const stock = await takeRenewalBags(tx, subscription, period);
  if (stock.held) {
    if (stock.firstInPeriod) {
      await recordSubscriptionEvent(tx, {
        subscriptionId: subscription.id,
        actor,
        action: "renewal.held",
        detail: { period, reason: "out of stock", available: stock.available, quantity: subscription.quantity },
      });
    }
    return { placed: false, reason: "held_for_stock" };
  }
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

/**
 * Applies one control for `actor` (the owner wallet, "subscriber:link", or the operator): refused
 * when the status does not allow it; ship-now places the next renewal today.
 */
export async function applyControl(
  db: Db,
  subscriptionId: string,
  control: Control,
  actor: string,
): Promise<ControlResult> {
  return db.transaction((tx) => applyControlIn(tx, subscriptionId, control, actor, renewLocked));
}

defineJob<{ subscriptionId: string }>(RENEW_JOB, async ({ db, payload }) => {
  await placeRenewal(db, payload.subscriptionId);
});

defineJob<{ orderId: string }>(EXPIRE_JOB, async ({ db, payload }) => {
  await expireUnpaidRenewal(db, payload.orderId);
});
