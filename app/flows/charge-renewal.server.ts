// Charging a renewal to the card on file (app/payments/card/renewals.server.ts queues it): Stripe
// is asked off session; a success pays the order (app/flows/pay-by-card.server.ts), a decline is
// recorded and retried by the payments domain.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "~/db/types";
import { orders } from "~/db/schema";
import { defineJob } from "~/jobs/scheduler.server";
import { CHARGE_JOB, recordFailedCharge, type ChargePayload } from "~/payments/card/renewals.server";
import { cardOnFileForOrder } from "~/payments/card/saved-card.server";
import { getCardConfig, type CardConfig } from "~/stripe/config.server";
import { payByCard } from "./pay-by-card.server";

export const chargeRenewalJob = defineJob<ChargePayload>(
  CHARGE_JOB,
  async ({ db, payload }) => {
    const config = getCardConfig();
    if (config) await chargeRenewal(db, config, payload);
  },
  { maxAttempts: 6 },
);

/** One try at charging a renewal; safe to run again (the same try reuses its idempotency key). */
export async function chargeRenewal(db: Db, config: CardConfig, { orderId, attempt }: ChargePayload): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== "pending_payment") return;
  const card = await cardOnFileForOrder(db, order.id);
  if (!card?.paymentMethodId) return;
  const metadata = { order_id: order.id, order_number: order.number, attempt };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await config.stripe.paymentIntents.create(
      {
        amount: order.totalCents,
        currency: order.currency.toLowerCase(),
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        metadata,
        description: `NAVA order ${order.number}`,
      },
      { idempotencyKey: `nava-renewal-${order.id}-${attempt}` },
    );
  } catch (error) {
    // Network trouble or Stripe down: the job runs again with the same key.
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    await recordFailedCharge(db, order, attempt, error);
    return;
  }
  if (intent.status === "succeeded") {
    await db.transaction((tx) =>
      payByCard(tx, {
        orderId: order.id,
        paymentIntentId: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
      }),
    );
  }
}
