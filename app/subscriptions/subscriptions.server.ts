// Subscriptions: started by a paid subscribe line, changed by the subscriber's controls (or the
// operator on their behalf). Every change locks the row, checks what the status allows, writes
// the change, its history entry and its email in one transaction.
import { stockCopy } from "~/content/stock";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { controlMessages, emails, firstOrderReversed, subscriptionPage } from "~/content/subscriptions";
import type { DbOrTx } from "~/db/types";
import { jobs, orderLines, orders, subscriptionEvents, subscriptionRenewals, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { randomToken } from "~/utils/cookies.server";
import type { Control, Intent } from "./controls";
import { recordSubscriptionEvent, SUBSCRIPTIONS_ACTOR } from "./history.server";
import { manageUrl } from "~/utils/links.server";
import { EXPIRE_JOB, lockSubscription, type RenewalResult, type SubscriptionRow } from "./renewal.server";
import {
  DEFAULT_FREQUENCY,
  firstRenewalOn,
  formatDay,
  MAX_SUBSCRIPTION_QUANTITY,
  nextOnReactivate,
  nextOnResume,
  pauseEndsOn,
  skipNext,
  storeDay,
  checkReschedule,
  type CalendarDay,
} from "./schedule";
import { taxCopy } from "~/content/tax";
import { TaxUnavailableError } from "~/tax/calculate.server";
import { attachRenewalCode } from "./save-discount.server";

export type SubscriptionStatus = SubscriptionRow["status"];

/** What each status allows; anything else is refused with a message and changes nothing. */
export const ALLOWED_CONTROLS: Record<SubscriptionStatus, readonly Intent[]> = {
  active: ["skip", "ship-now", "reschedule", "frequency", "quantity", "pause", "address", "cancel"],
  paused: ["resume", "frequency", "quantity", "address", "cancel"],
  cancelled: ["reactivate"],
};

/**
 * When an order is paid: a renewal order clears the subscription's missed count; a first order
 * with a subscribe line starts its subscription. Runs in the paying transaction. `ways`: the ways
 * the store takes payment now, said in the welcome email.
 */
export async function onOrderPaid(tx: DbOrTx, orderId: string, ways: { card: boolean; usdc: boolean }): Promise<void> {
  const [renewal] = await tx
    .select({ subscriptionId: subscriptionRenewals.subscriptionId, period: subscriptionRenewals.period })
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.orderId, orderId));
  if (renewal) {
    await tx
      .update(subscriptions)
      .set({ missedInARow: 0, updatedAt: now() })
      .where(eq(subscriptions.id, renewal.subscriptionId));
    await recordSubscriptionEvent(tx, {
      subscriptionId: renewal.subscriptionId,
      actor: SUBSCRIPTIONS_ACTOR,
      action: "renewal.paid",
      detail: { orderId, period: renewal.period },
    });
    return;
  }

  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.purchaseType, "subscribe")))
    .orderBy(asc(orderLines.id))
    .limit(1);
  if (!line) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;

  const quantity = Math.min(line.quantity, MAX_SUBSCRIPTION_QUANTITY);
  const nextRenewalOn = firstRenewalOn(now(), DEFAULT_FREQUENCY);
  const [created] = await tx
    .insert(subscriptions)
    .values({
      id: randomUUID(),
      originOrderId: orderId,
      productId: line.productId,
      productName: line.productName,
      quantity,
      unitPriceCents: line.unitPriceCents,
      npxRewardPerBag: Math.floor(line.npxReward / line.quantity),
      frequencyWeeks: DEFAULT_FREQUENCY,
      nextRenewalOn,
      email: order.email,
      shipName: order.shipName,
      shipLine1: order.shipLine1,
      shipLine2: order.shipLine2,
      shipCity: order.shipCity,
      shipState: order.shipState,
      shipZip: order.shipZip,
      wallet: order.wallet,
      manageToken: randomToken(32),
    })
    .onConflictDoNothing({ target: subscriptions.originOrderId })
    .returning();
  if (!created) return;
  // A store code for renewals used on this order now discounts the subscription's renewals.
  await attachRenewalCode(tx, created.id, order.discountCode);
  await recordSubscriptionEvent(tx, {
    subscriptionId: created.id,
    actor: SUBSCRIPTIONS_ACTOR,
    action: "created",
    detail: { orderId, number: order.number, quantity, nextRenewalOn },
  });
  const copy = emails.subscriptionStarted({
    product: created.productName,
    weeks: created.frequencyWeeks,
    deliveryCents: created.unitPriceCents * created.quantity,
    nextDay: formatDay(nextRenewalOn),
    manageUrl: manageUrl(created),
    ways,
  });
  await queueEmail(tx, {
    to: created.email,
    ...copy,
    kind: "subscription.started",
    key: `subscription-started:${created.id}`,
  });
}

export type ControlResult =
  | { ok: true; message: string; orderId?: string }
  | {
      ok: false;
      reason: "not_found" | "not_allowed" | "invalid" | "already_placed" | "unchanged" | "tax_unavailable";
      message: string;
    };

type Change = Partial<typeof subscriptions.$inferInsert>;

/** The change a control makes, the history entry's detail and the subscriber's message. */
function planChange(
  subscription: SubscriptionRow,
  control: Exclude<Control, { intent: "ship-now" }>,
  today: CalendarDay,
): { change: Change; detail: Record<string, unknown>; message: string } | { invalid: string } {
  const s = subscription;
  switch (control.intent) {
    case "skip": {
      const next = skipNext(s.nextRenewalOn, s.frequencyWeeks);
      return {
        change: { nextRenewalOn: next },
        detail: { from: s.nextRenewalOn, to: next },
        message: controlMessages.skipped(formatDay(next)),
      };
    }
    case "reschedule": {
      if (!checkReschedule(control.date, today).ok) return { invalid: controlMessages.unknown };
      return {
        change: { nextRenewalOn: control.date },
        detail: { from: s.nextRenewalOn, to: control.date },
        message: controlMessages.rescheduled(formatDay(control.date)),
      };
    }
    case "frequency":
      return {
        change: { frequencyWeeks: control.frequencyWeeks },
        detail: { from: s.frequencyWeeks, to: control.frequencyWeeks },
        message: controlMessages.frequency(control.frequencyWeeks, formatDay(s.nextRenewalOn)),
      };
    case "quantity":
      return {
        change: { quantity: control.quantity },
        detail: { from: s.quantity, to: control.quantity },
        message: controlMessages.quantity(control.quantity),
      };
    case "pause": {
      const resumeOn =
        control.periods === null ? null : pauseEndsOn(s.nextRenewalOn, s.frequencyWeeks, control.periods);
      return {
        change: { status: "paused", resumeOn, ...(resumeOn ? { nextRenewalOn: resumeOn } : {}) },
        detail: { periods: control.periods, resumeOn },
        message: controlMessages.paused(resumeOn && formatDay(resumeOn)),
      };
    }
    case "resume": {
      const next = nextOnResume(s.nextRenewalOn, today);
      return {
        change: { status: "active", resumeOn: null, nextRenewalOn: next, missedInARow: 0 },
        detail: { nextRenewalOn: next },
        message: controlMessages.resumed(formatDay(next)),
      };
    }
    case "address": {
      const address = {
        shipName: control.name,
        shipLine1: control.line1,
        shipLine2: control.line2,
        shipCity: control.city,
        shipState: control.state,
        shipZip: control.zip,
      };
      return { change: address, detail: { to: address }, message: controlMessages.address };
    }
    case "cancel":
      return {
        change: { status: "cancelled", cancelReason: control.reason || null, cancelledAt: now(), resumeOn: null },
        detail: { reason: control.reason || null },
        message: controlMessages.cancelled,
      };
    case "reactivate": {
      const next = nextOnReactivate(today, s.frequencyWeeks);
      return {
        change: { status: "active", nextRenewalOn: next, cancelReason: null, cancelledAt: null, missedInARow: 0 },
        detail: { nextRenewalOn: next },
        message: controlMessages.reactivated(formatDay(next)),
      };
    }
  }
}

/** The email a change sends: paused and cancelled have their own, the rest say what changed. */
function changeEmail(subscription: SubscriptionRow, intent: Intent, message: string) {
  const link = manageUrl(subscription);
  if (intent === "pause") return { ...emails.paused({ what: message, manageUrl: link }), kind: "subscription.paused" };
  if (intent === "cancel") return { ...emails.cancelled({ manageUrl: link }), kind: "subscription.cancelled" };
  return { ...emails.changed({ what: message, manageUrl: link }), kind: "subscription.changed" };
}

/** Places the locked subscription's next renewal on `renewalOn` (the renew flow's renewLocked). */
export type PlaceRenewal = (
  tx: DbOrTx,
  subscription: SubscriptionRow,
  at: { renewalOn: CalendarDay; actor: string },
) => Promise<RenewalResult>;

/** The active or paused subscription `orderId` started, if any. */
export async function liveSubscriptionStartedBy(db: DbOrTx, orderId: string) {
  const [started] = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.originOrderId, orderId), inArray(subscriptions.status, ["active", "paused"])));
  return started ?? null;
}

/**
 * When the order that started a subscription is refunded in full or disputed, whoever moved it
 * (the console, Stripe's dashboard, a USDC refund): the subscription stops renewing and the
 * subscriber is emailed, as a cancellation by that actor. Runs in the order's transaction.
 */
export async function endOnFirstOrderReversed(
  tx: DbOrTx,
  orderId: string,
  to: keyof typeof firstOrderReversed,
  actor: string,
): Promise<void> {
  const started = await liveSubscriptionStartedBy(tx, orderId);
  if (started) await applyControlIn(tx, started.id, { intent: "cancel", reason: firstOrderReversed[to] }, actor);
}

/**
 * Applies one control for `actor` (the owner wallet, "subscriber:link", or the operator) in the
 * caller's transaction: refused when the status does not allow it; ship-now places the next
 * renewal today with `placeRenewal` (app/flows/renew-subscription.server.ts's applyControl).
 */
export async function applyControlIn(
  tx: DbOrTx,
  subscriptionId: string,
  control: Control,
  actor: string,
  placeRenewal?: PlaceRenewal,
): Promise<ControlResult> {
  const subscription = await lockSubscription(tx, subscriptionId);
  if (!subscription) return { ok: false, reason: "not_found", message: controlMessages.unknown } as const;
  if (!ALLOWED_CONTROLS[subscription.status].includes(control.intent)) {
    return { ok: false, reason: "not_allowed", message: controlMessages.notAllowed[subscription.status] } as const;
  }
  const today = storeDay(now());

  if (control.intent === "ship-now") {
    if (!placeRenewal) throw new Error("ship-now places an order: it goes through the renew flow");
    // Stripe Tax is asked before anything is written: without its answer nothing is ordered.
    const result = await placeRenewal(tx, subscription, { renewalOn: today, actor }).catch((error: unknown) => {
      if (error instanceof TaxUnavailableError) return null;
      throw error;
    });
    if (!result) return { ok: false, reason: "tax_unavailable", message: taxCopy.renewalUnavailable } as const;
    if (!result.placed) {
      const message = result.reason === "held_for_stock" ? stockCopy.shipNowSoldOut : controlMessages.alreadyRenewed;
      return { ok: false, reason: "already_placed", message } as const;
    }
    await recordSubscriptionEvent(tx, {
      subscriptionId,
      actor,
      action: "ship-now",
      detail: { orderId: result.order.id, number: result.order.number },
    });
    return { ok: true, message: controlMessages.shippedNow(result.order.number), orderId: result.order.id } as const;
  }

  const plan = planChange(subscription, control, today);
  if ("invalid" in plan) return { ok: false, reason: "invalid", message: plan.invalid } as const;
  // Saving the value it already has (the frequency it comes at, the same day or address) is no change.
  if (Object.entries(plan.change).every(([key, value]) => subscription[key as keyof SubscriptionRow] === value))
    return { ok: false, reason: "unchanged", message: controlMessages.unchanged } as const;
  await tx
    .update(subscriptions)
    .set({ ...plan.change, updatedAt: now() })
    .where(eq(subscriptions.id, subscriptionId));
  const eventId = await recordSubscriptionEvent(tx, {
    subscriptionId,
    actor,
    action: historyAction(control.intent),
    detail: plan.detail,
  });
  const updated = { ...subscription, ...plan.change } as SubscriptionRow;
  await queueEmail(tx, {
    to: subscription.email,
    ...changeEmail(updated, control.intent, plan.message),
    key: `subscription-event:${eventId}`,
  });
  return { ok: true, message: plan.message } as const;
}

const HISTORY_ACTIONS: Partial<Record<Intent, string>> = {
  skip: "skipped",
  reschedule: "rescheduled",
  pause: "paused",
  resume: "resumed",
  cancel: "cancelled",
  reactivate: "reactivated",
};
const historyAction = (intent: Intent) => HISTORY_ACTIONS[intent] ?? intent;

export async function getSubscription(db: DbOrTx, id: string) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return subscription ?? null;
}

/** The subscription an order started or renewed, if any. */
export async function findSubscriptionForOrder(db: DbOrTx, orderId: string) {
  const [origin] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, orderId));
  if (origin) return origin;
  const [renewed] = await db
    .select({ subscription: subscriptions })
    .from(subscriptionRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
    .where(eq(subscriptionRenewals.orderId, orderId));
  return renewed?.subscription ?? null;
}

/** When an unpaid renewal order is cancelled (its expiry job, 7 days after it was placed); null for other orders. */
export async function renewalPayBy(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [expiry] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.name, EXPIRE_JOB), eq(jobs.key, orderId)));
  return expiry?.runAt ?? null;
}

export async function listWalletSubscriptions(db: DbOrTx, wallet: string) {
  return db
    .select({
      id: subscriptions.id,
      productName: subscriptions.productName,
      status: subscriptions.status,
      nextRenewalOn: subscriptions.nextRenewalOn,
      quantity: subscriptions.quantity,
      frequencyWeeks: subscriptions.frequencyWeeks,
    })
    .from(subscriptions)
    .where(eq(subscriptions.wallet, wallet))
    .orderBy(desc(subscriptions.createdAt));
}

/** History (newest first) and orders (the first, then each renewal) of one subscription. */
export async function getSubscriptionRecord(db: DbOrTx, subscription: SubscriptionRow) {
  const history = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscription.id))
    .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id));
  const renewals = await db
    .select({
      period: subscriptionRenewals.period,
      renewalOn: subscriptionRenewals.renewalOn,
      orderId: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      accessToken: orders.accessToken,
    })
    .from(subscriptionRenewals)
    .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
    .where(eq(subscriptionRenewals.subscriptionId, subscription.id))
    .orderBy(desc(subscriptionRenewals.period));
  const [origin] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      accessToken: orders.accessToken,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, subscription.originOrderId));
  return {
    history,
    orders: [
      ...renewals.map((r) => ({ ...r, label: `${subscriptionPage.renewalOrder} ${r.period}` })),
      ...(origin ? [{ ...origin, period: 0, renewalOn: null, label: subscriptionPage.originOrder }] : []),
    ],
  };
}
