// Renewals charged to the card on file. A renewal order placed for a subscriber with a saved card
// is charged off-session at once (a PaymentIntent with the saved payment method, off_session and
// confirm, one idempotency key per try). A decline or a bank asking for authentication emails the
// subscriber a link to save another card (Checkout in setup mode) and tries again 1, 3 and 5 days
// after the renewal was placed; after that the renewal's own 7-day expiry gives it up.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { recordAudit } from "~/audit/audit.server";
import { cardOnFileCopy } from "~/content/payments";
import type { Db, DbOrTx } from "~/db/types";
import { cardPayments, orders, stripeCustomers } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { enqueueJob } from "~/jobs/scheduler.server";
import { orderUrl } from "~/utils/links.server";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import { getCardConfig, type CardConfig } from "~/stripe/config.server";
import { cardOnFileForOrder, customerOf, subscriptionOriginOf } from "./saved-card.server";
import { idOf, STRIPE_ACTOR } from "./pay.server";

export const CHARGE_JOB = "cards.charge-renewal";
/** Days after the renewal was placed when a failed charge is tried again. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
const DAY_MS = 86_400_000;

export interface ChargePayload {
  orderId: string;
  /** "0" when placed, "1".."3" the scheduled retries, "card-<setup intent>" after a card update. */
  attempt: string;
}

/** In the renewal's transaction: charge it now when its own subscription has a card on file. */
export async function queueRenewalCharge(tx: DbOrTx, renewal: { orderId: string }): Promise<boolean> {
  if (!getCardConfig() || !(await cardOnFileForOrder(tx, renewal.orderId))) return false;
  return enqueueJob(tx, CHARGE_JOB, { orderId: renewal.orderId, attempt: "0" }, { key: `${renewal.orderId}:0` });
}

/** A declined charge: recorded, the subscriber emailed a link to save another card, the next try queued. */
export async function recordFailedCharge(
  db: Db,
  order: typeof orders.$inferSelect,
  attempt: string,
  error: InstanceType<typeof Stripe.errors.StripeCardError>,
) {
  const code = error.code ?? "card_error";
  const intentId = error.payment_intent?.id ?? `failed-${order.id}-${attempt}`;
  const scheduled = /^\d$/.test(attempt) ? Number(attempt) : null;
  const retryDays = scheduled !== null ? RETRY_AFTER_DAYS[scheduled] : undefined;
  const retryAt = retryDays === undefined ? null : new Date(order.createdAt.getTime() + retryDays * DAY_MS);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cardPayments)
      .values({
        orderId: order.id,
        paymentIntentId: intentId,
        amountCents: order.totalCents,
        currency: order.currency.toLowerCase(),
        status: "failed",
        reason: code,
      })
      .onConflictDoNothing()
      .returning({ id: cardPayments.id });
    if (!row) return;
    await recordAudit(tx, {
      actor: STRIPE_ACTOR,
      action: "card_payment.failed",
      target: order.id,
      detail: { attempt, code, paymentIntent: intentId, nextTry: retryAt?.toISOString() ?? null },
    });
    const updateUrl = `${orderUrl(order)}&card=update#payment`;
    const copy = cardOnFileCopy.email({
      number: order.number,
      total: formatCents(order.totalCents),
      why: cardOnFileCopy.failed[code] ?? cardOnFileCopy.failedOther,
      updateUrl,
      retry: retryAt ? retryAt.toISOString().slice(0, 10) : null,
    });
    await queueEmail(tx, {
      to: order.email,
      ...copy,
      kind: "card.renewal_failed",
      key: `card-failed:${order.id}:${attempt}`,
    });
    if (retryAt && scheduled !== null) {
      await enqueueJob(
        tx,
        CHARGE_JOB,
        { orderId: order.id, attempt: String(scheduled + 1) },
        { key: `${order.id}:${scheduled + 1}`, runAt: retryAt < now() ? now() : retryAt },
      );
    }
  });
  logger.warn({ orderId: order.id, attempt, code }, "renewal card charge failed");
}

/**
 * Opens Stripe Checkout in setup mode to save another card on a subscription's own Stripe customer
 * (the one its first order's card checkout made: `originOrderId`); with `orderId`, the unpaid
 * renewal the new card pays once saved.
 */
export async function startCardUpdate(
  db: Db,
  config: CardConfig,
  { originOrderId, orderId }: { originOrderId: string; orderId: string | null },
  urls: { success: string; cancel: string },
): Promise<{ ok: true; url: string } | { ok: false }> {
  const customer = await customerOf(db, originOrderId);
  if (!customer) return { ok: false };
  const metadata = { purpose: "update_card", ...(orderId ? { order_id: orderId } : {}) };
  try {
    const session = await config.stripe.checkout.sessions.create(
      {
        mode: "setup",
        currency: "usd",
        customer: customer.customerId,
        metadata,
        setup_intent_data: { metadata },
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      // A new key per quarter hour: a double click reuses the session, a later visit opens a fresh one.
      {
        idempotencyKey: `nava-card-update-${orderId ?? customer.customerId}-${Math.floor(now().getTime() / (15 * 60_000))}`,
      },
    );
    return session.url ? { ok: true, url: session.url } : { ok: false };
  } catch (error) {
    logger.error({ err: error, orderId }, "could not open a card update session");
    return { ok: false };
  }
}

/** A saved card, as the webhook learned it: it becomes the customer's card on file. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  /** The renewal to charge with it now (a card update from a failed renewal's email). */
  orderId: string | null;
  setupIntentId: string | null;
}

/** Reads what the event saved (the payment method's brand and last 4) before its transaction. */
export async function savedCardOf(config: CardConfig, event: Stripe.Event): Promise<SavedCard | null> {
  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    if (intent.setup_future_usage !== "off_session" || !intent.customer || !intent.payment_method) return null;
    const pm = await config.stripe.paymentMethods.retrieve(idOf(intent.payment_method));
    return cardOf(idOf(intent.customer), pm, null, null);
  }
  if (event.type === "checkout.session.completed" && event.data.object.mode === "setup") {
    const session = event.data.object;
    if (!session.setup_intent || !session.customer) return null;
    const setup = await config.stripe.setupIntents.retrieve(idOf(session.setup_intent), {
      expand: ["payment_method"],
    });
    if (!setup.payment_method || typeof setup.payment_method === "string") return null;
    return cardOf(idOf(session.customer), setup.payment_method, session.metadata?.order_id ?? null, setup.id);
  }
  return null;
}

function cardOf(customerId: string, pm: Stripe.PaymentMethod, orderId: string | null, setupIntentId: string | null) {
  if (!pm.card) return null;
  return { customerId, paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4, orderId, setupIntentId };
}

/** In the event's transaction: the card on file changes; an unpaid renewal is charged with it now. */
export async function keepSavedCard(tx: DbOrTx, card: SavedCard): Promise<string | null> {
  const [customer] = await tx
    .update(stripeCustomers)
    .set({
      paymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardSavedAt: now(),
    })
    .where(eq(stripeCustomers.customerId, card.customerId))
    .returning({ originOrderId: stripeCustomers.originOrderId });
  if (!customer?.originOrderId || !card.orderId) return null;
  // Only an order of the same subscription is charged with the card its subscriber just saved.
  if ((await subscriptionOriginOf(tx, card.orderId)) !== customer.originOrderId) return null;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, card.orderId));
  if (order?.status !== "pending_payment") return null;
  const attempt = `card-${card.setupIntentId}`;
  await enqueueJob(tx, CHARGE_JOB, { orderId: card.orderId, attempt }, { key: `${card.orderId}:${attempt}` });
  return card.orderId;
}
