// Sales tax with TAX_MODE=stripe, against the Stripe double's Tax API through the real `stripe`
// library: checkout asks for the tax on the shipping address and charges it by card and in USDC,
// a state without tax answers $0.00, an outage places no order, the paid order's tax is filed as a
// transaction and a refund reverses it, and each renewal is asked anew.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getCardConfig } from "~/stripe/config.server";
import { getDb } from "~/db/client.server";
import { cartLines, emailOutbox, orders, paymentWatches, productStock, subscriptions, taxRecords } from "~/db/schema";
import { readStock } from "~/stock/stock.server";
import { PRODUCT_ID } from "~/content/product";
import { runDueJobs } from "~/flows/jobs.server";
import { pollWatchedPayments } from "~/flows/payment-poller.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as orderLoader } from "~/routes/order";
import { action as payAction } from "~/routes/api.pay";
import { action as cardAction } from "~/routes/order-card";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { applyControl } from "~/flows/renew-subscription.server";
import type { Control } from "~/subscriptions/controls";
import { resetEnvCache } from "~/utils/env.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import {
  postOrderCardForm,
  sessionIdOf,
  startStoreWithStripeTax,
  stopStoreWithStripeTax,
} from "../../tests/setup/stripe";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import type { StripeDouble } from "../../tests/support/stripe-double/server";
import { payer } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { readTransaction, sendWire, signWire } from "../../tests/support/svm-rpc/keys";
import { taxCopy } from "~/content/tax";

const chain = localChainForStore();
let double: StripeDouble;

beforeAll(async () => {
  double = await startStoreWithStripeTax();
});
afterAll(() => stopStoreWithStripeTax(double));
beforeEach(() => double.setTaxDown(false));

const ADDRESS = { email: "ada@example.com", name: "Ada Lovelace", line1: "1 Main St", line2: "", city: "Austin" };
const STATES = {
  TX: { state: "TX", zip: "78701" },
  CA: { state: "CA", zip: "94103", city: "San Francisco" },
  OR: { state: "OR", zip: "97201", city: "Portland" },
  WA: { state: "WA", zip: "98101", city: "Seattle" },
};

async function checkout(where: Record<string, string>, { bags = 1, cookie = "" } = {}) {
  if (!cookie) cookie = await addToCart("", "one_time", bags);
  const form = await callRoute<{ idempotencyKey: string; taxOnNextStep: boolean }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  const submit = () =>
    callRoute<{ error?: Record<string, string[]> }>(
      checkoutAction as never,
      makeRequest("/checkout", {
        cookie,
        form: { ...ADDRESS, ...where, idempotencyKey: form.data.idempotencyKey },
      }),
    );
  return { cookie, form: form.data, submit };
}

async function placed(location: string | null) {
  const [, id, token] = /^\/orders\/([0-9a-f-]{36})\?token=(.+)$/.exec(location ?? "")!;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id!));
  return { ...order!, accessToken: decodeURIComponent(token!) };
}

async function orderPageTotals(order: { id: string; accessToken: string }) {
  const page = await callRoute<{ order: { totals: Record<string, number | null> } }>(
    orderLoader as never,
    makeRequest(`/orders/${order.id}?token=${order.accessToken}`),
    { orderId: order.id },
  );
  return page.data.order.totals;
}

const recordsOf = async (orderId: string) =>
  (await getDb()).select().from(taxRecords).where(eq(taxRecords.orderId, orderId)).orderBy(taxRecords.id);
const transactionsFor = (reference: string) =>
  [...double.tax.transactions.values()].filter((t) => t.reference.startsWith(reference));

async function payByCard(order: { id: string; accessToken: string }) {
  const url = await postOrderCardForm(cardAction as never, order, "card");
  await double.completeCheckout(sessionIdOf(url));
  return double.store.sessions.get(sessionIdOf(url))!;
}

describe("a taxed card order", () => {
  it("charges Texas tax on the bag and shipping, files it when paid, and reverses it part by part on refunds", async () => {
    const { form, submit } = await checkout(STATES.TX);
    expect(form.taxOnNextStep).toBe(true);
    const order = await placed((await submit()).location);
    // 8.25% of $49.00 (4.04) and of $8.99 shipping (0.74).
    expect({ tax: order.taxCents, total: order.totalCents }).toEqual({ tax: 478, total: 4900 + 899 + 478 });
    expect(order.taxCalculationId).toMatch(/^taxcalc_/);
    const calculation = double.tax.calculations.get(order.taxCalculationId!)!;
    expect(calculation.customer_details).toMatchObject({
      address: { state: "TX", postal_code: "78701", country: "US" },
      address_source: "shipping",
    });
    expect(calculation.line_items.data.map((l) => [l.amount, l.tax_behavior])).toEqual([[4900, "exclusive"]]);
    expect(calculation.shipping_cost).toMatchObject({ amount: 899, amount_tax: 74 });

    expect(await orderPageTotals(order)).toEqual({
      subtotalCents: 4900,
      shippingCents: 899,
      taxCents: 478,
      totalCents: 6277,
    });
    const db = await getDb();
    const [confirmation] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `order-confirmation:${order.id}`));
    expect(confirmation!.text).toContain("($62.77 including $4.78 sales tax)");

    const session = await payByCard(order);
    expect(session.amount_total).toBe(6277);
    expect(session.line_items.map((l) => [l.name, l.unit_amount])).toContainEqual(["Sales tax", 478]);
    const [paid] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe("paid");
    // Nothing is filed inside the payment's transaction: the job does it.
    expect(transactionsFor(order.number)).toHaveLength(0);
    await runDueJobs(db);
    const [filed] = transactionsFor(order.number);
    expect(filed).toMatchObject({ type: "transaction", reference: order.number, calculation: order.taxCalculationId });
    expect(await recordsOf(order.id)).toMatchObject([{ kind: "transaction", stripeId: filed!.id, amountCents: 6277 }]);
    await runDueJobs(db);
    expect(transactionsFor(order.number)).toHaveLength(1);

    // $10 back by card: that part is reversed; then the rest: the order is refunded, the rest reversed.
    const stripe = getCardConfig()!.stripe;
    await stripe.refunds.create({ payment_intent: session.payment_intent!, amount: 1000 });
    await runDueJobs(db);
    await stripe.refunds.create({ payment_intent: session.payment_intent! });
    const [refunded] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(refunded!.status).toBe("refunded");
    await runDueJobs(db);
    const reversals = transactionsFor(order.number).filter((t) => t.type === "reversal");
    expect(reversals.map((r) => r.reversal?.original_transaction)).toEqual([filed!.id, filed!.id]);
    const reversedTotal = (t: (typeof reversals)[number]) =>
      -t.line_items.data.reduce((n, l) => n + l.amount + l.amount_tax, 0) -
      (t.shipping_cost ? t.shipping_cost.amount + t.shipping_cost.amount_tax : 0);
    expect(reversals.map(reversedTotal)).toEqual([1000, 5277]);
    expect((await recordsOf(order.id)).map((r) => [r.kind, r.amountCents])).toEqual([
      ["transaction", 6277],
      ["reversal", -1000],
      ["reversal", -5277],
    ]);
  });

  it("reverses a refund in full when nothing was reversed before", async () => {
    const order = await placed((await (await checkout(STATES.TX)).submit()).location);
    const session = await payByCard(order);
    const db = await getDb();
    await runDueJobs(db);
    await getCardConfig()!.stripe.refunds.create({ payment_intent: session.payment_intent! });
    await runDueJobs(db);
    const [reversal] = transactionsFor(`${order.number}-refund`);
    expect(reversal).toMatchObject({ type: "reversal", reference: `${order.number}-refund-full` });
    expect(reversal!.line_items.data[0]).toMatchObject({ amount: -4900, amount_tax: -404 });
    expect(reversal!.shipping_cost).toMatchObject({ amount: -899, amount_tax: -74 });
  });
});

describe("a taxed USDC order", () => {
  it("asks the USDC transfer for the total with California's tax, and files the tax once paid on chain", async () => {
    const order = await placed((await (await checkout(STATES.CA)).submit()).location);
    // 7.25% of $49.00; California does not tax separately stated shipping.
    expect({ tax: order.taxCents, total: order.totalCents }).toEqual({ tax: 355, total: 4900 + 899 + 355 });

    const wallet = payer(2);
    const response = (await payAction({
      request: makeRequest(`/api/pay/${order.id}`, { json: { account: wallet.publicKey.toBase58() } }),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    const body = (await response.json()) as { transaction: string; message: string };
    expect(body.message).toBe(`NAVA order ${order.number}: $61.54 in USDC`);
    const wire = Buffer.from(body.transaction, "base64");
    const transfer = readTransaction(wire).instructions.find((ix) => ix.data[0] === 12)!;
    expect(transfer.data.readBigUInt64LE(1)).toBe(61_540_000n);

    await sendWire(chain().url, signWire(wire, wallet));
    const db = await getDb();
    await db.update(paymentWatches).set({ nextCheckAt: new Date(0) });
    await pollWatchedPayments(db);
    const [paid] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe("paid");
    await runDueJobs(db);
    expect(transactionsFor(order.number)).toMatchObject([{ type: "transaction", calculation: order.taxCalculationId }]);
  });
});

describe("where no tax is owed", () => {
  it("shows $0.00 of sales tax in Oregon and charges subtotal plus shipping", async () => {
    const order = await placed((await (await checkout(STATES.OR)).submit()).location);
    expect(double.tax.calculations.get(order.taxCalculationId!)!.tax_breakdown[0]!.taxability_reason).toBe(
      "not_subject_to_tax",
    );
    expect(await orderPageTotals(order)).toEqual({
      subtotalCents: 4900,
      shippingCents: 899,
      taxCents: 0,
      totalCents: 5799,
    });
  });
});

describe("when Stripe Tax cannot answer", () => {
  it("says so plainly, places no order and keeps the cart; the same form places it once Tax is back", async () => {
    const { cookie, submit } = await checkout(STATES.TX, { bags: 2 });
    const db = await getDb();
    const count = async () => (await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(orders))[0]!.n;
    const before = await count();
    // A counted product: the refused order must not keep the bags it would have taken.
    await db.insert(productStock).values({ productId: PRODUCT_ID, available: 10 });
    double.setTaxDown(true);
    const refused = await submit();
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.data)).toContain(taxCopy.unavailable);
    expect(await count()).toBe(before);
    expect((await readStock(db, PRODUCT_ID))?.available).toBe(10);
    const cartId = /nava_cart=([^;]+)/.exec(cookie)![1]!;
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(1);

    double.setTaxDown(false);
    const order = await placed((await submit()).location);
    expect(order.taxCents).toBe(Math.round(9800 * 0.0825));
    expect((await readStock(db, PRODUCT_ID))?.available).toBe(8);
    await db.delete(productStock);
  });

  it("asks to check an address Stripe Tax cannot place, with nothing saved", async () => {
    const refused = await (await checkout({ state: "TX", zip: "00000" })).submit();
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(taxCopy.address);
  });
});

describe("renewals", () => {
  it("are taxed anew each time, at the subscription's address of the day, and wait while Tax is down", async () => {
    const db = await getDb();
    const subscription = await startTestSubscription(db, { id: crypto.randomUUID() });
    const first = await placeRenewal(db, subscription.id, { shipNow: true });
    if (!first.placed) throw new Error(first.reason);
    const [renewal1] = await db.select().from(orders).where(eq(orders.id, first.order.id));
    // Texas: 8.25% of $39.00.
    expect({ tax: renewal1!.taxCents, total: renewal1!.totalCents }).toEqual({ tax: 322, total: 3900 + 322 });
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `renewal-placed:${first.order.id}`));
    expect(email!.text).toContain("$42.22 including $3.22 sales tax");

    await db
      .update(subscriptions)
      .set({ shipState: "WA", shipCity: "Seattle", shipZip: "98101" })
      .where(eq(subscriptions.id, subscription.id));
    double.setTaxDown(true);
    await expect(placeRenewal(db, subscription.id, { shipNow: true })).rejects.toThrow(/Stripe Tax/);
    // The subscriber's "ship now" is told so, with nothing ordered.
    expect(await applyControl(db, subscription.id, { intent: "ship-now" } as Control, "subscriber")).toEqual({
      ok: false,
      reason: "tax_unavailable",
      message: taxCopy.renewalUnavailable,
    });
    const renewals = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.email, subscription.email), eq(orders.status, "pending_payment")));
    expect(renewals.map((r) => r.id)).toEqual([first.order.id]);

    double.setTaxDown(false);
    const second = await placeRenewal(db, subscription.id, { shipNow: true });
    if (!second.placed) throw new Error(second.reason);
    const [renewal2] = await db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(renewal2!.taxCalculationId).not.toBe(renewal1!.taxCalculationId);
    // Washington: 10.1% of $39.00.
    expect({ tax: renewal2!.taxCents, total: renewal2!.totalCents }).toEqual({ tax: 394, total: 3900 + 394 });
    expect(double.tax.calculations.get(renewal2!.taxCalculationId!)!.customer_details.address.state).toBe("WA");
  });
});

describe("TAX_MODE=off", () => {
  it("is today's store: no tax line, no call to Stripe Tax", async () => {
    process.env.TAX_MODE = "off";
    resetEnvCache();
    try {
      const calls = double.calls.length;
      const { form, submit } = await checkout(STATES.TX);
      expect(form.taxOnNextStep).toBe(false);
      const order = await placed((await submit()).location);
      expect({ tax: order.taxCents, calc: order.taxCalculationId, total: order.totalCents }).toEqual({
        tax: 0,
        calc: null,
        total: 5799,
      });
      expect((await orderPageTotals(order)).taxCents).toBeNull();
      expect(double.calls.slice(calls).filter((c) => c.path.startsWith("/v1/tax"))).toEqual([]);
    } finally {
      process.env.TAX_MODE = "stripe";
      resetEnvCache();
    }
  });
});
