// Paying an order by card: a Stripe Checkout Session (Stripe's hosted page) for the order's exact
// total, opened once and reused while it is open. A cart with a subscription saves the card on a
// Stripe Customer of that subscription's own (app/payments/card/saved-card.server.ts), for its renewals. The order is
// paid later, by the verified webhook only.
import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { cardCopy } from "~/content/payments";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import { taxCopy } from "~/content/tax";
import type { Db } from "~/db/types";
import { cardCheckouts, orderLines, stripeCustomers } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { holdWhilePaying } from "~/stock/unpaid-holds.server";
import { logger } from "~/utils/logger.server";
import type { CardConfig } from "~/stripe/config.server";
import { customerOf, subscriptionOriginOf } from "~/payments/card/saved-card.server";

/** A session this close to expiring is not handed out again: a new one is opened. */
const REUSE_MARGIN_MS = 10 * 60_000;

export type StartCheckoutResult =
  { ok: true; url: string } | { ok: false; status: 409 | 503; message: string; soldOut?: true };

const minutes = (n: number) => n * 60_000;

interface OrderToPay {
  id: string;
  number: string;
  status: string;
  email: string;
  totalCents: number;
  shippingCents: number;
  /** Sales tax in the total (0 when tax is off). */
  taxCents: number;
  currency: string;
}

/** Where Stripe sends the buyer back: the order page, with the order's link token when it was used. */
export function returnUrls(origin: string, orderId: string, token: string | null) {
  const page = (card: string) => {
    const url = new URL(`/orders/${encodeURIComponent(orderId)}`, origin);
    if (token) url.searchParams.set("token", token);
    url.searchParams.set("card", card);
    return url.toString();
  };
  return { success: page("confirming"), cancel: page("cancelled"), update: page("update") };
}

/**
 * The Stripe Customer of the subscription this order starts or renews, made once. Never found by
 * email: a stranger who types a subscriber's address gets a customer (and a card) of their own.
 */
export async function customerFor(db: Db, config: CardConfig, order: { id: string; email: string }): Promise<string> {
  const originOrderId = await subscriptionOriginOf(db, order.id);
  const known = await customerOf(db, originOrderId);
  if (known) return known.customerId;
  const customer = await config.stripe.customers.create(
    { email: order.email, metadata: { first_order_id: originOrderId } },
    { idempotencyKey: `nava-customer-${originOrderId}` },
  );
  await db
    .insert(stripeCustomers)
    .values({ originOrderId, email: order.email, customerId: customer.id })
    .onConflictDoNothing();
  return (await customerOf(db, originOrderId))!.customerId;
}

export async function startCardCheckout(
  db: Db,
  config: CardConfig,
  order: OrderToPay,
  { origin, token }: { origin: string; token: string | null },
): Promise<StartCheckoutResult> {
  if (order.status !== "pending_payment") return { ok: false, status: 409, message: cardCopy.notPayable };

  const [open] = await db
    .select({ url: cardCheckouts.url, expiresAt: cardCheckouts.expiresAt })
    .from(cardCheckouts)
    .where(
      and(
        eq(cardCheckouts.orderId, order.id),
        eq(cardCheckouts.amountCents, order.totalCents),
        isNull(cardCheckouts.expiredAt),
        gt(cardCheckouts.expiresAt, new Date(now().getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(cardCheckouts.createdAt))
    .limit(1);
  // Paying by card holds the bags while the Checkout page lives (and a few minutes for Stripe's
  // word), whatever was left of the order's hold; bags gone meanwhile: nothing to pay for.
  const expiresAt = open?.expiresAt ?? new Date(now().getTime() + minutes(unpaidHoldLimits.CARD_PAYING_MINUTES));
  const held = await holdWhilePaying(
    db,
    order.id,
    new Date(expiresAt.getTime() + minutes(unpaidHoldLimits.CARD_CONFIRM_MINUTES)),
  );
  if (!held.ok) return { ok: false, status: 409, message: stockCopy.soldOutBeforePaying, soldOut: true };
  if (open) return { ok: true, url: open.url };

  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const currency = order.currency.toLowerCase();
  // A creator's discount is what the total is short of the lines and shipping: each line then goes
  // to Stripe once at its discounted amount, the discount spread in proportion, the rest on the last.
  const linesTotal = lines.reduce((n, l) => n + l.lineTotalCents, 0);
  const discount = linesTotal + order.shippingCents + order.taxCents - order.totalCents;
  let discountLeft = discount;
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = lines.map((line, i) => {
    const name = cardCopy.lineName(line.productName, line.purchaseType);
    if (discount <= 0) {
      return {
        quantity: line.quantity,
        price_data: { currency, unit_amount: line.unitPriceCents, product_data: { name } },
      };
    }
    const share = i === lines.length - 1 ? discountLeft : Math.floor((discount * line.lineTotalCents) / linesTotal);
    discountLeft -= share;
    const label = line.quantity > 1 ? `${name} × ${line.quantity}` : name;
    return {
      quantity: 1,
      price_data: { currency, unit_amount: line.lineTotalCents - share, product_data: { name: label } },
    };
  });
  if (order.shippingCents > 0) {
    items.push({
      quantity: 1,
      price_data: { currency, unit_amount: order.shippingCents, product_data: { name: cardCopy.shipping } },
    });
  }
  if (order.taxCents > 0) {
    items.push({
      quantity: 1,
      price_data: { currency, unit_amount: order.taxCents, product_data: { name: taxCopy.lineName } },
    });
  }
  const itemsTotal = items.reduce((n, i) => n + i.price_data!.unit_amount! * i.quantity!, 0);
  if (itemsTotal !== order.totalCents) {
    logger.error(
      { orderId: order.id, itemsTotal, totalCents: order.totalCents },
      "order lines do not add up to the total",
    );
    return { ok: false, status: 503, message: cardCopy.unavailable };
  }

  const subscribes = lines.some((l) => l.purchaseType === "subscribe");
  const metadata = { order_id: order.id, order_number: order.number };
  const urls = returnUrls(origin, order.id, token);
  // One key per attempt: a double click or a retry gets the same session; an expired one a new key.
  const [{ attempts }] = await db
    .select({ attempts: count() })
    .from(cardCheckouts)
    .where(eq(cardCheckouts.orderId, order.id));
  const idempotencyKey = `nava-checkout-${order.id}-${attempts + 1}`;

  try {
    const customer = subscribes ? await customerFor(db, config, order) : undefined;
    const session = await config.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: items,
        metadata,
        client_reference_id: order.id,
        payment_intent_data: {
          metadata,
          description: cardCopy.description(order.number),
          ...(subscribes ? { setup_future_usage: "off_session" as const } : {}),
        },
        ...(customer ? { customer } : { customer_email: order.email }),
        // Stripe's shortest: the page cannot outlive the order's hold.
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    await db
      .insert(cardCheckouts)
      .values({
        orderId: order.id,
        idempotencyKey,
        sessionId: session.id,
        url: session.url,
        amountCents: order.totalCents,
        expiresAt: new Date(session.expires_at * 1000),
      })
      .onConflictDoNothing();
    return { ok: true, url: session.url };
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, "could not open a Stripe Checkout Session");
    return { ok: false, status: 503, message: cardCopy.unavailable };
  }
}
