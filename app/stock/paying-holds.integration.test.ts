// A payment under way and the bags it pays for (decision 0030): opening Stripe Checkout or a wallet
// asking for the transaction keeps the order's bags held a bounded time, and a card payment that
// completes after the bags went to someone else is refunded through Stripe by itself, the order
// cancelled and its page saying why. Against the Stripe double and the local chain, on PGlite (and
// PostgreSQL with DATABASE_URL).
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { auditLog, cardPayments, cardRefunds, orders, stockHolds } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { unpaidDeadlineNotice } from "~/flows/unpaid-notice.server";
import { action as payAction } from "~/routes/api.pay";
import { action as cardAction } from "~/routes/order-card";
import { bagsForSale, orderBagsFrom, setBags } from "../../tests/integration/helpers/stock";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { sessionIdOf, startStoreWithStripe, stopStoreWithStripe } from "../../tests/setup/stripe";
import type { StripeDouble } from "../../tests/support/stripe-double/server";
import { payer } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { releaseExpiredHolds } from "./unpaid-holds.server";

const MINUTE = 60_000;
const HOLD = unpaidHoldLimits.HOLD_MINUTES;
let n = 0;
let double: StripeDouble;
localChainForStore();

beforeAll(async () => {
  double = await startStoreWithStripe();
});
afterAll(() => stopStoreWithStripe(double));

const available = bagsForSale;

/** A new shopper from its own address orders `bags` bags; answers the order's row. */
async function order(bags: number) {
  const placed = await orderBagsFrom(`192.0.2.${++n}`, bags);
  if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, placed.order.id));
  return row!;
}

/** The shopper presses "Pay by card": answers where the store sends them. */
async function openCheckout(o: { id: string; accessToken: string }) {
  const response = (await cardAction({
    request: makeRequest(`/orders/${o.id}/card?token=${o.accessToken}`, { method: "POST", form: {} }),
    params: { orderId: o.id },
    context: makeContext(),
  } as never)) as Response;
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

/** A wallet asks for the order's transaction. */
async function walletAsks(orderId: string) {
  return (await payAction({
    request: makeRequest(`/api/pay/${orderId}`, { json: { account: payer(0).publicKey.toBase58() } }),
    params: { orderId },
    context: makeContext(),
  } as never)) as Response;
}

const status = async (id: string) =>
  (await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const notice = async (id: string) => unpaidDeadlineNotice(await getDb(), { id, status: await status(id) });
/** The minute's job, `minutes` from now. */
async function sweepAfter(minutes: number) {
  advanceClock(minutes * MINUTE);
  return releaseExpiredHolds(await getDb());
}

beforeEach(async () => {
  await (await getDb()).update(stockHolds).set({ releasedAt: new Date() });
  await setBags(500);
});
afterEach(() => resetClock());

describe("a card payment after the order's bags were sold", () => {
  it("is refunded through Stripe by itself, the order cancelled and its page saying why; no bag is sold twice", async () => {
    await setBags(2);
    const late = await order(2);
    // The shopper comes back late: the hold ended, the bags were still there, Checkout took them again.
    expect(await sweepAfter(HOLD + 25)).toBe(1);
    const checkout = await openCheckout(late);
    expect(await available()).toBe(0);
    // The Checkout page is still open when the order's bags have been held as long as they may be.
    expect(await sweepAfter(unpaidHoldLimits.PAYING_HELD_AT_MOST_MINUTES - HOLD - 25 + 1)).toBe(1);
    const other = await order(2);
    expect(await available()).toBe(0);

    // The shopper pays on Stripe's page: the webhook says the payment succeeded.
    await double.completeCheckout(sessionIdOf(checkout));
    const db = await getDb();
    expect(await status(late.id)).toBe("cancelled");
    const reason = stockCopy.soldOutAtCardPayment("NAVA Focus");
    expect(await db.select().from(cardPayments).where(eq(cardPayments.orderId, late.id))).toMatchObject([
      { status: "duplicate_refund", reason, amountCents: late.totalCents },
    ]);
    expect((await notice(late.id)).cancelled).toBe(reason);
    // The bags stay with the other shopper; the count never went below zero.
    expect(await available()).toBe(0);
    expect(await status(other.id)).toBe("pending_payment");

    // The refund goes to Stripe after the webhook's commit, by a job that retries until Stripe answers.
    await runDueJobs(db);
    const [refund] = await db.select().from(cardRefunds).where(eq(cardRefunds.orderId, late.id));
    expect(refund).toMatchObject({ amountCents: late.totalCents, reason });
    expect(refund!.stripeRefundId).toMatch(/^re_/);
    const charge = [...double.store.charges.values()].find((c) => c.metadata?.order_id === late.id);
    expect(charge).toMatchObject({ amount: late.totalCents, amount_refunded: late.totalCents, refunded: true });
    // Run again (a retry, a second process): Stripe is asked once.
    await runDueJobs(db);
    expect([...double.store.refunds.values()].filter((r) => r.payment_intent === refund!.paymentIntentId)).toHaveLength(
      1,
    );
    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, late.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["card_payment.sold_out", "order.cancelled"]));
    expect(await status(late.id)).toBe("cancelled");
  });

  it("takes the bags again when some are left, and the order is paid", async () => {
    await setBags(3);
    const late = await order(2);
    const checkout = await openCheckout(late);
    await sweepAfter(unpaidHoldLimits.PAYING_HELD_AT_MOST_MINUTES + 1);
    expect(await available()).toBe(3);
    await double.completeCheckout(sessionIdOf(checkout));
    expect(await status(late.id)).toBe("paid");
    expect(await available()).toBe(1);
  });
});

describe("a payment under way keeps the bags held", () => {
  it("opening Stripe Checkout holds the bags while its page lives, past the order's own hold", async () => {
    await setBags(2);
    const o = await order(2);
    advanceClock((HOLD - 1) * MINUTE);
    const checkout = await openCheckout(o);
    // The page lives Stripe's shortest time, so it cannot outlive the hold by much.
    const session = double.store.sessions.get(sessionIdOf(checkout))!;
    expect(session.expires_at * 1000 - now().getTime()).toBeLessThanOrEqual(
      unpaidHoldLimits.CARD_PAYING_MINUTES * MINUTE,
    );
    expect(session.expires_at * 1000 - now().getTime()).toBeGreaterThan(30 * MINUTE);
    // Past the 15 minutes: the bags stay held while the shopper types the card.
    expect(await sweepAfter(HOLD)).toBe(0);
    expect(await available()).toBe(0);
    expect((await notice(o.id)).payBy).toContain("Your bags are held for you until");
    await double.completeCheckout(sessionIdOf(checkout));
    expect(await status(o.id)).toBe("paid");
    expect(await available()).toBe(0);
  });

  it("after the hold ended, Checkout takes the bags again if they are left", async () => {
    await setBags(2);
    const again = await order(2);
    await sweepAfter(HOLD + 1);
    expect(await available()).toBe(2);
    expect(await openCheckout(again)).toMatch(/\/c\/pay\//);
    expect(await available()).toBe(0);
    expect(await sweepAfter(HOLD)).toBe(0);
  });

  it("when they are gone, Checkout is not opened and the order page says so", async () => {
    await setBags(1);
    const late = await order(1);
    await sweepAfter(HOLD + 1);
    await order(1); // someone else takes the bag that came back
    const sessionsBefore = double.store.sessions.size;
    const location = await openCheckout(late);
    expect(new URL(location, "http://x").searchParams.get("card")).toBe("sold-out");
    expect(double.store.sessions.size).toBe(sessionsBefore);
    expect(await available()).toBe(0);
  });

  it("a wallet asking for the transaction holds the bags a few minutes more, at most an hour after placing", async () => {
    await setBags(1);
    const o = await order(1);
    advanceClock((HOLD - 1) * MINUTE);
    expect((await walletAsks(o.id)).status).toBe(200);
    expect(await sweepAfter(unpaidHoldLimits.WALLET_PAYING_MINUTES - 1)).toBe(0);
    expect(await available()).toBe(0);
    // Asked again and again, the hold still ends an hour after placing.
    for (let minute = HOLD + 3; minute + 4 < unpaidHoldLimits.PAYING_HELD_AT_MOST_MINUTES; minute += 4) {
      expect((await walletAsks(o.id)).status).toBe(200);
      expect(await sweepAfter(4)).toBe(0);
    }
    expect((await walletAsks(o.id)).status).toBe(200);
    expect(await sweepAfter(unpaidHoldLimits.WALLET_PAYING_MINUTES - 2)).toBe(1);
    expect(await available()).toBe(1);

    // Its bag sold to someone else: the wallet is told, nothing to sign.
    await order(1);
    const refused = await walletAsks(o.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: stockCopy.soldOutBeforePaying });
  });
});
