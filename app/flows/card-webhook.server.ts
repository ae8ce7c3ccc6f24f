// Stripe's webhooks: the only way a card payment changes an order. The raw body's signature is
// checked with the official library; each event is stored by its id in the same transaction as
// what it does, so a replay, a duplicate or two deliveries at once are applied once. Payments must
// match the order's total and currency exactly; refunds and disputes move the order and take its
// NPX back. Events of other types are acknowledged and ignored.
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { recordAudit } from "~/audit/audit.server";
import { cardReasons } from "~/content/payments";
import type { Db, Tx } from "~/db/types";
import { cardCheckouts, cardPayments, stripeEvents } from "~/db/schema";
import { recordRefund } from "~/money/orders.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { logger } from "~/utils/logger.server";
import { readBody } from "~/utils/read-body.server";
import { STRIPE_WEBHOOK_MAX_BYTES, type CardConfig } from "~/stripe/config.server";
import { idOf, lockOrder, STRIPE_ACTOR, type EventOutcome, type Verdict } from "~/payments/card/pay.server";
import { payByCard } from "./pay-by-card.server";
import { keepSavedCard, savedCardOf, type SavedCard } from "~/payments/card/renewals.server";
import { queueTaxReversal } from "~/tax/transactions.server";
import { now } from "~/jobs/clock.server";

/**
 * How far from now a signature's timestamp may be, either way. Stripe's library refuses only old
 * ones; a signature dated in the future (a captured event replayed by a clock-skewed signer, or a
 * leaked secret) is refused as well.
 */
const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header: the signed time, in seconds. */
function signedAt(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

/** The event depends on one not received yet (a refund before its payment): Stripe retries it. */
class RetryLater extends Error {}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** POST /webhooks/stripe */
export async function receiveStripeWebhook(db: Db, config: CardConfig, request: Request): Promise<Response> {
  const body = await readBody(request, STRIPE_WEBHOOK_MAX_BYTES);
  if (!body) return json({ message: "The event is larger than this endpoint accepts." }, 413);
  const signature = request.headers.get("stripe-signature");
  if (!signature) return json({ message: "Missing Stripe-Signature header." }, 400);
  let event: Stripe.Event;
  try {
    // Tolerance 0: the library checks the signature alone; its date is checked below, both ways,
    // so an event signed too long ago is told apart from a forged one.
    event = config.stripe.webhooks.constructEvent(body, signature, config.webhookSecret, 0);
  } catch (error) {
    logger.warn({ err: error }, "Stripe webhook with a bad signature refused");
    return json({ message: "The signature does not match this endpoint's secret." }, 400);
  }
  // Real time, as the library's own check: the signature's age is not the store's clock's business.
  const signed = signedAt(signature);
  const age = signed === null ? Number.NaN : Date.now() / 1000 - signed;
  if (!(Math.abs(age) <= SIGNATURE_TOLERANCE_S)) {
    logger.warn({ eventId: event.id, signed }, "Stripe webhook signed outside the accepted window refused");
    const message =
      age > 0
        ? "The event's signature is more than five minutes old: its timestamp is outside the tolerance."
        : "The event's signature is dated more than five minutes from now.";
    return json({ message }, 400);
  }
  let saved: SavedCard | null;
  try {
    // A saved card's brand and last 4 are read from Stripe before the event's transaction.
    saved = await savedCardOf(config, event);
  } catch (error) {
    logger.error({ err: error, eventId: event.id }, "could not read a saved card from Stripe");
    return json({ message: "Stripe could not be reached; deliver this event again later." }, 503);
  }
  try {
    const result = await handleStripeEvent(db, event, saved);
    return json({ received: true, outcome: result.outcome });
  } catch (error) {
    if (error instanceof RetryLater) return json({ message: error.message }, 409);
    throw error;
  }
}

/** Stores the event once and applies it; a second delivery of the same id answers "duplicate". */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  saved: SavedCard | null = null,
): Promise<{ outcome: EventOutcome | "duplicate"; reason?: string | null }> {
  return db.transaction(async (tx) => {
    const object = event.data.object as { id?: string };
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        objectId: object.id ?? null,
        outcome: "ignored",
        payload: event as unknown as Record<string, unknown>,
        createdAt: new Date(event.created * 1000),
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { outcome: "duplicate" as const };
    let verdict = await applyEvent(tx, event);
    if (saved) {
      const charging = await keepSavedCard(tx, saved);
      if (verdict.outcome === "ignored") verdict = { outcome: "applied", orderId: charging };
    }
    await tx
      .update(stripeEvents)
      .set({ outcome: verdict.outcome, reason: verdict.reason ?? null, orderId: verdict.orderId ?? null })
      .where(eq(stripeEvents.id, event.id));
    if (verdict.outcome === "refused") logger.warn({ eventId: event.id, ...verdict }, "Stripe event refused");
    return verdict;
  });
}

async function applyEvent(tx: Tx, event: Stripe.Event): Promise<Verdict> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "payment" || session.payment_status !== "paid" || !session.payment_intent)
        return { outcome: "ignored", reason: `mode ${session.mode}, payment ${session.payment_status}` };
      return payByCard(tx, {
        orderId: session.metadata?.order_id,
        paymentIntentId: idOf(session.payment_intent),
        amount: session.amount_total,
        currency: session.currency,
      });
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return payByCard(tx, {
        orderId: intent.metadata?.order_id,
        paymentIntentId: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
      });
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      const expired = await tx
        .update(cardCheckouts)
        .set({ expiredAt: new Date(event.created * 1000) })
        .where(eq(cardCheckouts.sessionId, session.id))
        .returning({ orderId: cardCheckouts.orderId });
      return expired[0] ? { outcome: "applied", orderId: expired[0].orderId } : { outcome: "ignored" };
    }
    case "charge.refunded":
      return refundedByCard(tx, event.data.object);
    case "charge.dispute.created":
      return disputedByCard(tx, event.data.object);
    default:
      return { outcome: "ignored" };
  }
}

async function cardPaymentOf(tx: Tx, paymentIntent: string | Stripe.PaymentIntent | null, orderId?: string) {
  if (!paymentIntent) return null;
  const [payment] = await tx
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.paymentIntentId, idOf(paymentIntent)));
  if (payment) return payment;
  // A charge of one of our orders whose payment has not arrived yet: Stripe delivers it again later.
  if (orderId) throw new RetryLater(cardReasons.notPaidYet);
  return null;
}

/** charge.refunded carries the charge's running total refunded: applying it twice changes nothing. */
async function refundedByCard(tx: Tx, charge: Stripe.Charge): Promise<Verdict> {
  const payment = await cardPaymentOf(tx, charge.payment_intent, charge.metadata?.order_id);
  if (!payment) return { outcome: "ignored", reason: cardReasons.noOrder };
  const order = await lockOrder(tx, payment.orderId);
  const [current] = await tx
    .select({ refundedCents: cardPayments.refundedCents })
    .from(cardPayments)
    .where(eq(cardPayments.id, payment.id))
    .for("update");
  const refunded = Math.min(Math.max(current!.refundedCents, charge.amount_refunded), payment.amountCents);
  if (refunded === current!.refundedCents) return { outcome: "already_applied", orderId: payment.orderId };

  await tx.update(cardPayments).set({ refundedCents: refunded }).where(eq(cardPayments.id, payment.id));
  const detail = {
    paymentIntent: payment.paymentIntentId,
    refundedCents: refunded - current!.refundedCents,
    totalRefundedCents: refunded,
  };
  // The money record: this refund, dated when Stripe says it went back (before the order moves).
  await recordRefund(tx, {
    key: `card-refund:${payment.paymentIntentId}:${refunded}`,
    orderId: payment.orderId,
    cents: detail.refundedCents,
    method: "card",
    reference: charge.refunds?.data?.[0]?.id ?? payment.paymentIntentId,
    actor: STRIPE_ACTOR,
  });
  const whole = refunded >= payment.amountCents;
  if (whole && payment.status === "paid" && order && (order.status === "paid" || order.status === "fulfilled")) {
    await transitionOrder(tx as unknown as Db, payment.orderId, "refunded", { actor: STRIPE_ACTOR, detail });
  } else {
    await recordAudit(tx, { actor: STRIPE_ACTOR, action: "order.partly_refunded", target: payment.orderId, detail });
    // The refunded part's tax is reversed; the running total names this refund. A payment that
    // never paid the order (refunded as not kept) filed no tax.
    if (payment.status === "paid")
      await queueTaxReversal(tx, payment.orderId, {
        refundedCents: detail.refundedCents,
        refundKey: `${payment.paymentIntentId}-${refunded}`,
      });
  }
  return { outcome: "applied", orderId: payment.orderId };
}

async function disputedByCard(tx: Tx, dispute: Stripe.Dispute): Promise<Verdict> {
  const payment = await cardPaymentOf(tx, dispute.payment_intent, undefined);
  if (!payment) return { outcome: "ignored", reason: cardReasons.noOrder };
  if (payment.disputedAt) return { outcome: "already_applied", orderId: payment.orderId };
  await tx.update(cardPayments).set({ disputedAt: now() }).where(eq(cardPayments.id, payment.id));
  const detail = { paymentIntent: payment.paymentIntentId, dispute: dispute.id, reason: dispute.reason };
  const order = await lockOrder(tx, payment.orderId);
  if (payment.status === "paid" && order && (order.status === "paid" || order.status === "fulfilled")) {
    await transitionOrder(tx as unknown as Db, payment.orderId, "disputed", { actor: STRIPE_ACTOR, detail });
  } else {
    await recordAudit(tx, { actor: STRIPE_ACTOR, action: "card_payment.disputed", target: payment.orderId, detail });
  }
  return { outcome: "applied", orderId: payment.orderId };
}
