// Refunds from the console: the operator asks Stripe's Refunds API for the whole card payment or
// a part, with a reason. Each form carries its own key, so a double submit refunds once. The
// order moves (refunded, NPX taken back) when Stripe's charge.refunded arrives, like a payment.
import { randomUUID } from "node:crypto";
import { and, eq, sum } from "drizzle-orm";
import { data } from "react-router";
import Stripe from "stripe";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import { refundCopy } from "~/content/admin";
import type { Db, DbOrTx } from "~/db/client.server";
import { cardPayments, cardRefunds } from "~/db/schema";
import { formatCents } from "~/utils/money";
import { logger } from "~/utils/logger.server";
import type { CardConfig } from "./config.server";

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

export type RefundResult = { ok: true; message: string } | { ok: false; message: string; field?: "amount" | "reason" };

/** The order's card payment that paid it, and how much of it may still be refunded. */
export async function refundableCardPayment(db: DbOrTx, orderId: string) {
  const [payment] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "paid")));
  if (!payment) return null;
  const [{ asked }] = await db
    .select({ asked: sum(cardRefunds.amountCents).mapWith(Number) })
    .from(cardRefunds)
    .where(eq(cardRefunds.paymentIntentId, payment.paymentIntentId));
  const refundedOrAsked = Math.max(payment.refundedCents, asked ?? 0);
  return { payment, refundableCents: Math.max(payment.amountCents - refundedOrAsked, 0) };
}

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

  const refundable = await refundableCardPayment(db, orderId);
  if (!refundable) return fail(refundCopy.notByCard, 409);
  if (refundable.refundableCents === 0) return fail(refundCopy.nothingLeft, 409);
  const amountCents = parsed.data.amount ? Math.round(Number(parsed.data.amount) * 100) : refundable.refundableCents;
  if (amountCents <= 0) return fail(refundCopy.badAmount, 400, "amount");
  if (amountCents > refundable.refundableCents)
    return fail(refundCopy.tooMuch(formatCents(refundable.refundableCents)), 400, "amount");

  let refund: Stripe.Refund;
  try {
    refund = await config.stripe.refunds.create(
      {
        payment_intent: refundable.payment.paymentIntentId,
        amount: amountCents,
        reason: "requested_by_customer",
        metadata: { order_id: orderId, requested_by: actor },
      },
      { idempotencyKey },
    );
  } catch (error) {
    logger.warn({ err: error, orderId }, "Stripe refused a refund");
    const message = error instanceof Stripe.errors.StripeError ? error.message : refundCopy.unreachable;
    return fail(refundCopy.refused(message), error instanceof Stripe.errors.StripeInvalidRequestError ? 409 : 502);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cardRefunds)
      .values({
        orderId,
        paymentIntentId: refundable.payment.paymentIntentId,
        idempotencyKey,
        stripeRefundId: refund.id,
        amountCents,
        reason,
        requestedBy: actor,
      })
      .onConflictDoNothing()
      .returning({ id: cardRefunds.id });
    if (!row) return;
    await recordAudit(tx, {
      actor,
      action: "order.refund_requested",
      target: orderId,
      detail: { amountCents, note: reason, refund: refund.id, paymentIntent: refundable.payment.paymentIntentId },
    });
  });
  return data<RefundResult>({ ok: true, message: refundCopy.requested(formatCents(amountCents)) });
}

/** The console's view of an order's card payments and refunds. */
export async function getCardDetail(db: DbOrTx, orderId: string) {
  const [payments, refunds, refundable] = await Promise.all([
    db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId)).orderBy(cardPayments.id),
    db.select().from(cardRefunds).where(eq(cardRefunds.orderId, orderId)).orderBy(cardRefunds.id),
    refundableCardPayment(db, orderId),
  ]);
  // A fresh key per form: submitting the same form twice refunds once.
  return { payments, refunds, refundableCents: refundable?.refundableCents ?? 0, refundKey: randomUUID() };
}
