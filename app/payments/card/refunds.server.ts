// Refunds from the console: the operator asks Stripe's Refunds API for the whole card payment or
// a part, with a reason. Each form carries its own key, so a double submit refunds once; the
// payment is locked while the store decides, and one refund per payment is in flight at a time
// (a refund row without Stripe's id, for up to IN_FLIGHT_MS), so two operators cannot both pass
// the check. The order moves (refunded, NPX taken back) when Stripe's charge.refunded arrives, like
// a payment; a subscription's first order refunded in full ends that subscription then, by the
// order's listeners (app/flows/order-events.server.ts), as a refund made in Stripe's dashboard does.
// Whether the order started a live subscription is the caller's to say (payments knows none).
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, or, sum } from "drizzle-orm";
import { data } from "react-router";
import Stripe from "stripe";
import { z } from "zod";
import { refundCopy } from "~/content/admin";
import type { Db, DbOrTx } from "~/db/types";
import { cardPayments, cardRefunds } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import type { CardConfig } from "~/stripe/config.server";
import { sendCardRefund } from "./send-refund.server";

export const RefundSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, refundCopy.badAmount)
    .optional()
    .default(""),
  reason: z.string().trim().min(3, refundCopy.reasonRequired).max(500, refundCopy.reasonTooLong),
  refundKey: z.string().uuid(refundCopy.staleForm),
});

/** How long a refund may be on its way to Stripe before another may start (a crash leaves one). */
const IN_FLIGHT_MS = 2 * 60_000;

export type RefundResult = { ok: true; message: string } | { ok: false; message: string; field?: "amount" | "reason" };

/** The order's card payment that paid it, and how much of it may still be refunded. */
export async function refundableCardPayment(db: DbOrTx, orderId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "paid")));
  const [payment] = lock ? await query.for("update") : await query;
  if (!payment) return null;
  // Asked of Stripe: refunds it answered, and one still on its way (a stale one crashed unanswered).
  const [{ asked }] = await db
    .select({ asked: sum(cardRefunds.amountCents).mapWith(Number) })
    .from(cardRefunds)
    .where(
      and(
        eq(cardRefunds.paymentIntentId, payment.paymentIntentId),
        or(isNotNull(cardRefunds.stripeRefundId), gt(cardRefunds.createdAt, inFlightSince())),
      ),
    );
  const refundedOrAsked = Math.max(payment.refundedCents, asked ?? 0);
  return { payment, refundableCents: Math.max(payment.amountCents - refundedOrAsked, 0) };
}

const inFlightSince = () => new Date(now().getTime() - IN_FLIGHT_MS);

export async function requestCardRefund(
  db: Db,
  config: CardConfig | null,
  orderId: string,
  form: FormData,
  actor: string,
) {
  const fail = (message: string, status: number, field?: "amount" | "reason") =>
    data<RefundResult>({ ok: false, message, field }, { status });
  const parsed = RefundSchema.safeParse({
    amount: form.get("amount") ?? undefined,
    reason: form.get("reason") ?? undefined,
    refundKey: form.get("refundKey") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "amount" || issue.path[0] === "reason" ? issue.path[0] : undefined;
    return fail(issue.message, 400, field);
  }
  if (!config) return fail(refundCopy.notConfigured, 409);
  const { reason, refundKey } = parsed.data;
  const idempotencyKey = `nava-refund-${orderId}-${refundKey}`;

  const [already] = await db.select().from(cardRefunds).where(eq(cardRefunds.idempotencyKey, idempotencyKey));
  if (already) return data<RefundResult>({ ok: true, message: refundCopy.requested(formatCents(already.amountCents)) });

  const refuse = (message: string, status: number, field?: "amount") =>
    ({ refused: true, message, status, field }) as const;
  // Decided under the payment's lock: the refund is recorded as on its way before Stripe is asked.
  const decision = await db.transaction(async (tx) => {
    const refundable = await refundableCardPayment(tx, orderId, { lock: true });
    if (!refundable) return refuse(refundCopy.notByCard, 409);
    const [inFlight] = await tx
      .select({ id: cardRefunds.id })
      .from(cardRefunds)
      .where(
        and(
          eq(cardRefunds.paymentIntentId, refundable.payment.paymentIntentId),
          isNull(cardRefunds.stripeRefundId),
          gt(cardRefunds.createdAt, inFlightSince()),
        ),
      );
    if (inFlight) return refuse(refundCopy.inFlight, 409);
    if (refundable.refundableCents === 0) return refuse(refundCopy.nothingLeft, 409);
    const amountCents = parsed.data.amount ? Math.round(Number(parsed.data.amount) * 100) : refundable.refundableCents;
    if (amountCents <= 0) return refuse(refundCopy.badAmount, 400, "amount");
    if (amountCents > refundable.refundableCents)
      return refuse(refundCopy.tooMuch(formatCents(refundable.refundableCents)), 400, "amount");
    const paymentIntentId = refundable.payment.paymentIntentId;
    const [row] = await tx
      .insert(cardRefunds)
      .values({ orderId, paymentIntentId, idempotencyKey, amountCents, reason, requestedBy: actor, createdAt: now() })
      .returning({ id: cardRefunds.id });
    return { refundId: row!.id, paymentIntentId, amountCents };
  });
  if ("refused" in decision) return fail(decision.message, decision.status, decision.field);
  const { refundId, paymentIntentId, amountCents } = decision;

  try {
    await sendCardRefund(db, config, {
      id: refundId,
      orderId,
      paymentIntentId,
      amountCents,
      idempotencyKey,
      reason,
      requestedBy: actor,
    });
  } catch (error) {
    // Nothing went back: the refund is no longer on its way, and another may be asked.
    await db.delete(cardRefunds).where(eq(cardRefunds.id, refundId));
    logger.warn({ err: error, orderId }, "Stripe refused a refund");
    const message = error instanceof Stripe.errors.StripeError ? error.message : refundCopy.unreachable;
    return fail(refundCopy.refused(message), error instanceof Stripe.errors.StripeInvalidRequestError ? 409 : 502);
  }
  return data<RefundResult>({ ok: true, message: refundCopy.requested(formatCents(amountCents)) });
}

/**
 * The console's view of an order's card payments and refunds; `startsSubscription`: the order
 * started a subscription still live (the form says a whole refund ends it).
 */
export async function getCardDetail(db: DbOrTx, orderId: string, startsSubscription: boolean) {
  const [payments, refunds, refundable] = await Promise.all([
    db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId)).orderBy(cardPayments.id),
    db.select().from(cardRefunds).where(eq(cardRefunds.orderId, orderId)).orderBy(cardRefunds.id),
    refundableCardPayment(db, orderId),
  ]);
  return {
    payments,
    refunds,
    refundableCents: refundable?.refundableCents ?? 0,
    // A fresh key per form: submitting the same form twice refunds once.
    refundKey: randomUUID(),
    /** The form says a whole refund ends the subscription it started. */
    startsSubscription,
  };
}
