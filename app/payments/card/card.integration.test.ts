// Paying orders by card against the Stripe double, through the real `stripe` library: the
// Checkout Session an order opens, the webhook that alone pays it (once, however often or however
// concurrently it arrives), payments that do not match, forged events, and out-of-order events.
import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import {
  auditLog,
  cardPayments,
  emailOutbox,
  orders,
  rewardEntries,
  stripeEvents,
  subscriptionEvents,
  subscriptions,
} from "~/db/schema";
import { distributeRewards, getUndistributedByWallet } from "~/rewards/ledger.server";
import * as adminOrder from "~/routes/admin-order";
import { loader as orderLoader } from "~/routes/order";
import { action as cardAction } from "~/routes/order-card";
import { resetEnvCache } from "~/utils/env.server";
import { databaseFingerprint } from "../../../tests/fuzz/app";
import { insertTestOrder } from "../../../tests/setup/orders";
import { makeContext, makeRequest } from "../../../tests/setup/requests";
import { postWebhook, signBody, startStoreWithStripe, stopStoreWithStripe } from "../../../tests/setup/stripe";
import type { StripeDouble } from "../../../tests/support/stripe-double/server";

const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
let double: StripeDouble;

beforeAll(async () => {
  double = await startStoreWithStripe();
});
afterAll(() => stopStoreWithStripe(double));

let sequence = 0;
/** An order awaiting payment: one bag one-time (4900) plus shipping (899), or a subscription. */
async function placeOrder({ subscribe = false, wallet = WALLET } = {}) {
  sequence += 1;
  const id = randomUUID();
  const unit = subscribe ? 3900 : 4900;
  const shipping = subscribe ? 0 : 899;
  const db = await getDb();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${300000 + sequence}`,
    subtotalCents: unit,
    shippingCents: shipping,
    totalCents: unit + shipping,
    email: `buyer${sequence}@example.com`,
    wallet,
    accessToken: `token-${id}-${randomBytes(8).toString("hex")}`,
    line: { purchaseType: subscribe ? "subscribe" : "one_time", unitPriceCents: unit },
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

async function payByCard(order: { id: string; accessToken: string }) {
  return (await cardAction({
    request: makeRequest(`/orders/${order.id}/card?token=${order.accessToken}`, { method: "POST", form: {} }),
    params: { orderId: order.id },
    context: makeContext(),
  } as never)) as Response;
}

async function state(orderId: string) {
  const db = await getDb();
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const payments = await db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId));
  const rewards = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, orderId));
  const [{ paidAudits }] = await db
    .select({ paidAudits: count() })
    .from(auditLog)
    .where(and(eq(auditLog.target, orderId), eq(auditLog.action, "order.paid")));
  return { status: order!.status, payments, rewards: rewards.map((r) => [r.status, r.amountNpx]), paidAudits };
}

/** Opens the order's Checkout Session and pays it on the double's hosted page. */
async function payOrder(order: { id: string; accessToken: string }) {
  const response = await payByCard(order);
  const sessionId = new URL(response.headers.get("location")!).pathname.split("/").at(-1)!;
  const session = await double.completeCheckout(sessionId);
  return { sessionId, paymentIntent: session.payment_intent as string };
}

/** The exact body of an event the double sent, to deliver it again. */
function sentBody(type: string, objectId: string) {
  const sent = double.events.filter(
    (e) => e.event.type === type && (e.event.data.object as { id: string }).id === objectId,
  );
  expect(sent).toHaveLength(1);
  return JSON.stringify(sent[0]!.event);
}

describe("paying an order by card", () => {
  it("opens one Checkout Session for the order's exact total and reuses it while it is open", async () => {
    const order = await placeOrder();
    const first = await payByCard(order);
    expect(first.status).toBe(303);
    const url = first.headers.get("location")!;
    expect(url.startsWith(`${double.url}/c/pay/cs_test_`)).toBe(true);
    const again = await payByCard(order);
    expect(again.headers.get("location")).toBe(url);

    const creates = double.calls.filter((c) => c.path === "/v1/checkout/sessions" && c.method === "POST");
    const mine = creates.filter((c) => (c.params.metadata as Record<string, string>).order_id === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.idempotencyKey).toBe(`nava-checkout-${order.id}-1`);
    const session = double.store.sessions.get(url.split("/").at(-1)!)!;
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 5799,
      currency: "usd",
      customer_email: order.email,
      metadata: { order_id: order.id, order_number: order.number },
      client_reference_id: order.id,
    });
    expect(session.line_items).toEqual([
      { name: "NAVA Focus", unit_amount: 4900, quantity: 1, currency: "usd" },
      { name: "Shipping", unit_amount: 899, quantity: 1, currency: "usd" },
    ]);
    expect(session.success_url).toBe(
      `http://localhost:3000/orders/${order.id}?token=${order.accessToken}&card=confirming`,
    );
    expect(session.cancel_url).toBe(
      `http://localhost:3000/orders/${order.id}?token=${order.accessToken}&card=cancelled`,
    );
    // Coming back from Stripe says "confirming"; the order is still awaiting payment.
    expect((await state(order.id)).status).toBe("pending_payment");
  });

  it("is paid by the webhook once, with its NPX earned in the same transaction", async () => {
    const order = await placeOrder();
    const { paymentIntent } = await payOrder(order);
    const after = await state(order.id);
    expect(after.status).toBe("paid");
    expect(after.payments).toMatchObject([{ paymentIntentId: paymentIntent, status: "paid", amountCents: 5799 }]);
    expect(after.rewards).toEqual([["earned", 10000]]);
    expect(after.paidAudits).toBe(1);

    const page = (await orderLoader({
      request: makeRequest(`/orders/${order.id}?token=${order.accessToken}&card=confirming`),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as { data: { card: { paidByCard: boolean; notice: string } } };
    expect(page.data.card).toMatchObject({ paidByCard: true, notice: "confirming" });
  });

  it("applies a replayed event once: 5 times in a row, then 20 at once", async () => {
    const order = await placeOrder();
    const { sessionId, paymentIntent } = await payOrder(order);
    const before = await state(order.id);
    const body = sentBody("checkout.session.completed", sessionId);
    for (let i = 0; i < 5; i++) expect((await postWebhook(body, signBody(body))).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(body, signBody(body))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await state(order.id)).toEqual(before);
    const db = await getDb();
    const [{ n }] = await db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.objectId, sessionId));
    expect(n).toBe(1);
    expect(before.payments.map((p) => p.paymentIntentId)).toEqual([paymentIntent]);
  });

  it("pays once when 20 different events for one payment arrive at once", async () => {
    const order = await placeOrder();
    const { paymentIntent } = await payOrder(order);
    const intent = double.store.paymentIntents.get(paymentIntent)!;
    const fresh = await placeOrder();
    // Twenty distinct events (new ids) for a payment of the fresh order.
    const bodies = Array.from({ length: 20 }, () => {
      const signed = double.signEvent("payment_intent.succeeded", {
        ...intent,
        id: `pi_concurrent_${fresh.id}`,
        metadata: { order_id: fresh.id, order_number: fresh.number },
      });
      return signed.body;
    });
    const answers = await Promise.all(bodies.map((b) => postWebhook(b, signBody(b))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = await state(fresh.id);
    expect(after).toMatchObject({ status: "paid", paidAudits: 1, rewards: [["earned", 10000]] });
    expect(after.payments).toHaveLength(1);
  });

  it("refuses and records a payment of another amount or currency", async () => {
    const db = await getDb();
    for (const [amount, currency] of [
      [5700, "usd"],
      [5799, "eur"],
    ] as const) {
      const order = await placeOrder();
      const { body } = double.signEvent("payment_intent.succeeded", {
        id: `pi_wrong_${order.id}`,
        object: "payment_intent",
        amount,
        amount_received: amount,
        currency,
        status: "succeeded",
        metadata: { order_id: order.id },
      });
      const response = await postWebhook(body, signBody(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ outcome: "refused" });
      const after = await state(order.id);
      expect(after.status).toBe("pending_payment");
      expect(after.rewards).toEqual([["pending", 10000]]);
      expect(after.payments).toMatchObject([{ status: "refused", amountCents: amount, currency }]);
      expect(after.payments[0]!.reason).toContain("the order total is $57.99 USD");
      const [event] = await db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.objectId, `pi_wrong_${order.id}`));
      expect(event).toMatchObject({ outcome: "refused", orderId: order.id });
      const audits = await db.select().from(auditLog).where(eq(auditLog.target, order.id));
      expect(audits.map((a) => a.action)).toEqual(["card_payment.refused"]);
    }
  });

  it("accepts a signature a minute ahead of the store's clock (Stripe's clock may run fast)", async () => {
    const order = await placeOrder();
    const { body } = double.signEvent("payment_intent.succeeded", {
      id: `pi_ahead_${order.id}`,
      object: "payment_intent",
      amount_received: 5799,
      currency: "usd",
      metadata: { order_id: order.id },
    });
    const answer = await postWebhook(body, signBody(body, undefined, Math.floor(Date.now() / 1000) + 60));
    expect(answer.status).toBe(200);
    expect((await state(order.id)).status).toBe("paid");
  });

  it("changes nothing for a forged, unsigned, oversized or wrongly dated event", async () => {
    const order = await placeOrder();
    const { body } = double.signEvent("payment_intent.succeeded", {
      id: `pi_forged_${order.id}`,
      object: "payment_intent",
      amount_received: 5799,
      currency: "usd",
      metadata: { order_id: order.id },
    });
    const before = await databaseFingerprint();
    const forged = await postWebhook(body, signBody(body, "whsec_not_the_store_secret"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: "The signature does not match this endpoint's secret." });
    expect((await postWebhook(body, null)).status).toBe(400);
    const tampered = body.replace('"amount_received": 5799', '"amount_received": 1');
    expect((await postWebhook(tampered, signBody(body))).status).toBe(400);
    // Signed with the right secret, but dated ten minutes ahead or behind.
    const seconds = Math.floor(Date.now() / 1000);
    for (const when of [seconds + 600, seconds - 600]) {
      const skewed = await postWebhook(body, signBody(body, undefined, when));
      expect(skewed.status).toBe(400);
    }
    const ahead = await postWebhook(body, signBody(body, undefined, seconds + 600));
    expect(await ahead.json()).toEqual({ message: "The event's signature is dated more than five minutes from now." });
    const late = await postWebhook(body, signBody(body, undefined, seconds - 600));
    expect(await late.json()).toEqual({
      message: "The event's signature is more than five minutes old: its timestamp is outside the tolerance.",
    });
    const huge = JSON.stringify({ id: "evt_huge", pad: "x".repeat(300 * 1024) });
    expect((await postWebhook(huge, signBody(huge))).status).toBe(413);
    expect(await databaseFingerprint()).toBe(before);
  });

  it("acknowledges and ignores event types it does not handle", async () => {
    const { body, event } = double.signEvent("customer.created", { id: "cus_ignored", object: "customer" });
    const response = await postWebhook(body, signBody(body));
    expect(response.status).toBe(200);
    const [row] = await (await getDb()).select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(row).toMatchObject({ type: "customer.created", outcome: "ignored" });
  });

  it("asks Stripe to retry a refund that arrives before its payment, then applies it once", async () => {
    const order = await placeOrder();
    const piId = `pi_early_${order.id}`;
    const charge = {
      id: `ch_early_${order.id}`,
      object: "charge",
      amount: 5799,
      amount_refunded: 5799,
      refunded: true,
      currency: "usd",
      payment_intent: piId,
      metadata: { order_id: order.id },
    };
    const refund = double.signEvent("charge.refunded", charge).body;
    expect((await postWebhook(refund, signBody(refund))).status).toBe(409);
    expect((await state(order.id)).status).toBe("pending_payment");

    const paid = double.signEvent("payment_intent.succeeded", {
      id: piId,
      object: "payment_intent",
      amount_received: 5799,
      currency: "usd",
      metadata: { order_id: order.id },
    }).body;
    expect((await postWebhook(paid, signBody(paid))).status).toBe(200);
    expect((await postWebhook(refund, signBody(refund))).status).toBe(200);
    expect((await postWebhook(refund, signBody(refund))).status).toBe(200);
    const after = await state(order.id);
    expect(after.status).toBe("refunded");
    expect(after.rewards).toEqual([["void", 10000]]);
    expect(after.payments).toMatchObject([{ refundedCents: 5799 }]);
  });

  it("offers no card payment when Stripe is not configured, and nothing errors", async () => {
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    try {
      const order = await placeOrder();
      const page = (await orderLoader({
        request: makeRequest(`/orders/${order.id}?token=${order.accessToken}`),
        params: { orderId: order.id },
        context: makeContext(),
      } as never)) as { data: { card: { enabled: boolean } } };
      expect(page.data.card.enabled).toBe(false);
      const response = await payByCard(order);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/orders/${order.id}?token=${order.accessToken}&card=unavailable`);
      expect((await postWebhook("{}", "t=1,v1=x")).status).toBe(404);
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      resetEnvCache();
    }
  });

  it("sends every write to Stripe with the store's own idempotency key", () => {
    const writes = double.calls.filter((c) => c.method === "POST");
    expect(writes.length).toBeGreaterThan(0);
    for (const call of writes) expect(call.idempotencyKey, call.path).toMatch(/^nava-/);
  });
});

describe("refunds from the console", () => {
  const ADMIN = "Adm1nWa11etAdm1nWa11etAdm1nWa11etAdm1nWa11e";
  let cookie: string;

  beforeAll(async () => {
    process.env.ADMIN_WALLETS = ADMIN;
    resetEnvCache();
    cookie = (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;
  });
  afterAll(() => {
    delete process.env.ADMIN_WALLETS;
    resetEnvCache();
  });

  async function refundForm(orderId: string) {
    const detail = (await adminOrder.loader({
      request: makeRequest(`/admin/orders/${orderId}`, { cookie }),
      params: { orderId },
      context: makeContext(),
    } as never)) as { card: { refundKey: string; refundableCents: number; startsSubscription: boolean } };
    return detail.card;
  }

  /** What the order's page offers beside "Cancel order". */
  async function cancelRefund(orderId: string) {
    const detail = (await adminOrder.loader({
      request: makeRequest(`/admin/orders/${orderId}`, { cookie }),
      params: { orderId },
      context: makeContext(),
    } as never)) as { cancelRefund: unknown };
    return detail.cancelRefund;
  }

  async function refund(orderId: string, form: Record<string, string>) {
    const result = (await adminOrder.action({
      request: makeRequest(`/admin/orders/${orderId}`, { cookie, form: { intent: "refund", confirm: "yes", ...form } }),
      params: { orderId },
      context: makeContext(),
    } as never)) as { data: { ok: boolean; message: string }; init: { status?: number } | null };
    return { ...result.data, status: result.init?.status ?? 200 };
  }

  it("refunds part, then the rest: the order turns refunded and its NPX void, all audited", async () => {
    const order = await placeOrder();
    const { paymentIntent } = await payOrder(order);
    const form = await refundForm(order.id);
    expect(form.refundableCents).toBe(5799);
    expect(await cancelRefund(order.id)).toEqual({ kind: "card", cents: 5799 });

    const part = await refund(order.id, {
      amount: "10.00",
      reason: "One bag arrived damaged",
      refundKey: form.refundKey,
    });
    expect(part).toMatchObject({ ok: true, status: 200 });
    expect(part.message).toContain("Refund of $10.00 sent to Stripe");
    // The same form sent again refunds nothing more.
    expect(
      await refund(order.id, { amount: "10.00", reason: "One bag arrived damaged", refundKey: form.refundKey }),
    ).toMatchObject({ ok: true });
    let after = await state(order.id);
    expect(after.status).toBe("paid");
    expect(after.payments).toMatchObject([{ refundedCents: 1000 }]);
    expect(after.rewards).toEqual([["earned", 10000]]);

    const next = await refundForm(order.id);
    expect(next.refundableCents).toBe(4799);
    const tooMuch = await refund(order.id, { amount: "50.00", reason: "Everything", refundKey: next.refundKey });
    expect(tooMuch).toMatchObject({ ok: false, status: 400, message: "That is more than is left to refund ($47.99)." });
    const rest = await refund(order.id, {
      amount: "",
      reason: "Customer returned the rest",
      refundKey: next.refundKey,
    });
    expect(rest).toMatchObject({ ok: true });
    after = await state(order.id);
    expect(after.status).toBe("refunded");
    expect(after.payments).toMatchObject([{ refundedCents: 5799 }]);
    expect(after.rewards).toEqual([["void", 10000]]);

    const refunds = double.calls.filter((c) => c.path === "/v1/refunds" && !c.replayed);
    const mine = refunds.filter((c) => c.params.payment_intent === paymentIntent);
    expect(mine.map((c) => [c.params.amount, c.status])).toEqual([
      ["1000", 200],
      ["4799", 200],
    ]);
    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.target, order.id)).orderBy(auditLog.id);
    // Stripe's charge.refunded may arrive before the console records its request: order by action.
    expect(audits.map((a) => `${a.action} by ${a.actor}`).sort()).toEqual([
      "order.paid by system:stripe",
      "order.partly_refunded by system:stripe",
      `order.refund_requested by ${ADMIN}`,
      `order.refund_requested by ${ADMIN}`,
      "order.refunded by system:stripe",
    ]);
    const requested = audits.filter((a) => a.action === "order.refund_requested").map((a) => a.detail);
    expect(requested).toMatchObject([
      { amountCents: 1000, note: "One bag arrived damaged" },
      { amountCents: 4799, note: "Customer returned the rest" },
    ]);
  });

  it("two refunds of one payment asked at once: one is sent to Stripe, the other is refused", async () => {
    const order = await placeOrder();
    const { paymentIntent } = await payOrder(order);
    const [first, second] = [await refundForm(order.id), await refundForm(order.id)];
    const answers = await Promise.all([
      refund(order.id, { amount: "", reason: "Operator one refunds", refundKey: first.refundKey }),
      refund(order.id, { amount: "", reason: "Operator two refunds", refundKey: second.refundKey }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const refused = answers.find((a) => !a.ok)!;
    expect(refused.status).toBe(409);
    expect([
      "Another refund of this payment is being sent to Stripe. Wait a moment, reload, and try again.",
      "This card payment has already been refunded in full.",
    ]).toContain(refused.message);
    const sent = double.calls.filter((c) => c.path === "/v1/refunds" && c.params.payment_intent === paymentIntent);
    expect(sent).toHaveLength(1);
    expect((await state(order.id)).status).toBe("refunded");
  });

  it("a subscription's first order refunded in full, by the console or in Stripe's dashboard, or disputed, ends the subscription; a part refund does not", async () => {
    const db = await getDb();
    const subscriptionOf = async (orderId: string) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, orderId)))[0]!;
    const cancelledBy = async (orderId: string) => {
      const subscription = await subscriptionOf(orderId);
      const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, subscription.email));
      const [event] = await db
        .select()
        .from(subscriptionEvents)
        .where(and(eq(subscriptionEvents.subscriptionId, subscription.id), eq(subscriptionEvents.action, "cancelled")));
      return { ...subscription, mail: mail.map((m) => m.kind), by: event?.actor };
    };

    // The console: its form says what a whole refund does, and has no box to untick.
    const fromConsole = await placeOrder({ subscribe: true });
    await payOrder(fromConsole);
    const form = await refundForm(fromConsole.id);
    expect(form.startsSubscription).toBe(true);
    expect(
      await refund(fromConsole.id, { amount: "", reason: "Never arrived", refundKey: form.refundKey }),
    ).toMatchObject({ ok: true });
    expect(await cancelledBy(fromConsole.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "First order refunded in full",
      mail: expect.arrayContaining(["subscription.cancelled"]),
      by: "system:stripe",
    });

    // Stripe's dashboard: the store hears of it only by charge.refunded.
    const fromDashboard = await placeOrder({ subscribe: true });
    const { paymentIntent } = await payOrder(fromDashboard);
    const dashboard = await fetch(`${double.url}/v1/refunds`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_dashboard", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment_intent: paymentIntent }),
    });
    expect(dashboard.status).toBe(200);
    expect((await state(fromDashboard.id)).status).toBe("refunded");
    expect(await cancelledBy(fromDashboard.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "First order refunded in full",
      mail: expect.arrayContaining(["subscription.cancelled"]),
    });

    // A dispute of the first order.
    const disputed = await placeOrder({ subscribe: true });
    await double.openDispute((await payOrder(disputed)).paymentIntent);
    expect(await cancelledBy(disputed.id)).toMatchObject({ status: "cancelled", cancelReason: "First order disputed" });

    // Only part of the payment: the subscription goes on.
    const partly = await placeOrder({ subscribe: true });
    await payOrder(partly);
    const partForm = await refundForm(partly.id);
    await refund(partly.id, { amount: "5", reason: "Dented bag", refundKey: partForm.refundKey });
    expect(await cancelledBy(partly.id)).toMatchObject({ status: "active", by: undefined });
  });

  it("refuses a refund without a reason, of a bad amount, or of an order not paid by card, and changes nothing", async () => {
    const order = await placeOrder();
    await payOrder(order);
    const unpaid = await placeOrder();
    const { refundKey } = await refundForm(order.id);
    const before = await databaseFingerprint();
    expect(await refund(order.id, { amount: "5", reason: "", refundKey })).toMatchObject({ ok: false, status: 400 });
    expect(await refund(order.id, { amount: "-5", reason: "Damaged", refundKey })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await refund(order.id, { amount: "5", reason: "Damaged", refundKey: "not-a-key" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await refund(unpaid.id, { amount: "5", reason: "Damaged", refundKey })).toMatchObject({
      ok: false,
      status: 409,
      message: "This order was not paid by card.",
    });
    expect(await databaseFingerprint()).toBe(before);
  });

  it("a dispute moves the order to disputed and takes back NPX already distributed with a negative entry", async () => {
    const disputer = "DispUteWa11etDispUteWa11etDispUteWa11etDisp";
    const order = await placeOrder({ wallet: disputer });
    const { paymentIntent } = await payOrder(order);
    const db = await getDb();
    const [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, order.id));
    const distributed = await distributeRewards(db, {
      entryIds: [entry!.id],
      txSignature: `sig-${order.id}`,
      actor: ADMIN,
    });
    expect(distributed.ok).toBe(true);
    await double.openDispute(paymentIntent);
    const after = await state(order.id);
    expect(after.status).toBe("disputed");
    expect(after.rewards.sort()).toEqual([
      ["distributed", 10000],
      ["earned", -10000],
    ]);
    // The clawback offsets the wallet's next distribution: nothing is due to it now.
    expect((await getUndistributedByWallet(db)).find((b) => b.wallet === disputer)).toBeUndefined();
  });
});
