// A saved card belongs to the subscription whose payment saved it. The attack this closes: a
// stranger places a subscribe order with a subscriber's email and their own address, has that
// first order paid (by USDC, or by a card of their own), and then, from their own private links,
// must see nothing of the subscriber's card, charge nothing to it with "ship now", and open no
// card update on the subscriber's Stripe customer.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders, stripeCustomers, subscriptions } from "~/db/schema";
// The renewal charge job is defined by its flow.
import "~/flows/charge-renewal.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { loader as orderLoader } from "~/routes/order";
import { action as cardAction } from "~/routes/order-card";
import { action as updateAction } from "~/routes/order-card-update";
import * as subscriptionPage from "~/routes/subscription";
import * as subscriptionCard from "~/routes/subscription-card";
import { insertTestOrder } from "../../../tests/setup/orders";
import { makeContext, makeRequest } from "../../../tests/setup/requests";
import { postOrderCardForm, sessionIdOf, startStoreWithStripe, stopStoreWithStripe } from "../../../tests/setup/stripe";
import type { StripeDouble } from "../../../tests/support/stripe-double/server";

let double: StripeDouble;
beforeAll(async () => {
  double = await startStoreWithStripe();
});
afterAll(() => stopStoreWithStripe(double));

let sequence = 0;
async function placeSubscribeOrder(email: string, shipName: string) {
  sequence += 1;
  const id = randomUUID();
  const db = await getDb();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${700000 + sequence}`,
    email,
    wallet: null,
    accessToken: `token-${id}-${randomBytes(8).toString("hex")}`,
    line: { purchaseType: "subscribe", unitPriceCents: 3900 },
  });
  await db.update(orders).set({ shipName }).where(eq(orders.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

async function orderPageCard(order: { id: string; accessToken: string }) {
  const page = (await orderLoader({
    request: makeRequest(`/orders/${order.id}?token=${order.accessToken}`),
    params: { orderId: order.id },
    context: makeContext(),
  } as never)) as { data: { card: { cardOnFile: unknown; updateAction: string | null } } };
  return page.data.card;
}

async function subscriptionOf(originOrderId: string) {
  const [subscription] = await (
    await getDb()
  )
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, originOrderId));
  return subscription!;
}

async function subscriptionPost(subscription: { id: string; manageToken: string }, form: Record<string, string>) {
  const request = makeRequest(`/subscriptions/${subscription.id}?token=${subscription.manageToken}`, {
    method: "POST",
    form,
  });
  return subscriptionPage.action({
    request,
    params: { subscriptionId: subscription.id },
    context: makeContext(),
  } as never);
}

/** "Update card" on the subscription page: where it sends the subscriber. */
async function updateCard(subscription: { id: string; manageToken: string }) {
  const request = makeRequest(`/subscriptions/${subscription.id}/card?token=${subscription.manageToken}`, {
    method: "POST",
    form: {},
  });
  const response = (await subscriptionCard.action({
    request,
    params: { subscriptionId: subscription.id },
    context: makeContext(),
  } as never)) as Response;
  return response.headers.get("location")!;
}

/** Every PaymentIntent Stripe was asked to create on a customer. */
const chargesOn = (customerId: string) =>
  double.calls.filter(
    (c) => c.method === "POST" && c.path === "/v1/payment_intents" && c.params.customer === customerId,
  );
/** Every Checkout Session opened on a customer. */
const sessionsOn = (customerId: string) =>
  double.calls.filter(
    (c) => c.method === "POST" && c.path === "/v1/checkout/sessions" && c.params.customer === customerId,
  );

async function victimWithCard() {
  const email = `victim-${randomBytes(4).toString("hex")}@example.com`;
  const first = await placeSubscribeOrder(email, "Vera Victim");
  await double.completeCheckout(sessionIdOf(await postOrderCardForm(cardAction, first, "card")));
  const [card] = await (
    await getDb()
  )
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.originOrderId, first.id));
  expect(card).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
  return { email, first, card: card! };
}

describe("a stranger who types a subscriber's email", () => {
  it("pays the first order some other way, sees no card, and ship now charges nothing of the subscriber's", async () => {
    const victim = await victimWithCard();
    const db = await getDb();
    const stranger = await placeSubscribeOrder(victim.email, "Sam Stranger");
    // Paid by USDC (or recorded paid by the operator): no card of the stranger's is saved.
    await transitionOrder(db, stranger.id, "paid", { actor: "system:payments" });

    const card = await orderPageCard(stranger);
    expect(card.cardOnFile).toBeNull();
    expect(card.updateAction).toBeNull();

    const subscription = await subscriptionOf(stranger.id);
    const page = (await subscriptionPage.loader({
      request: makeRequest(`/subscriptions/${subscription.id}?token=${subscription.manageToken}`),
      params: { subscriptionId: subscription.id },
      context: makeContext(),
    } as never)) as { data: { card: unknown } };
    expect(page.data.card).toBeNull();

    // Ten bags, then ship now: a renewal order awaiting payment, and no charge on anyone's card.
    await subscriptionPost(subscription, { intent: "quantity", quantity: "10" });
    await subscriptionPost(subscription, { intent: "ship-now" });
    await runDueJobs(db);
    const shipped = await db.select().from(orders).where(eq(orders.email, victim.email));
    const renewal = shipped.find((o) => o.id !== victim.first.id && o.id !== stranger.id);
    expect(renewal).toMatchObject({ status: "pending_payment", totalCents: 39000, shipName: "Sam Stranger" });
    expect(chargesOn(victim.card.customerId)).toHaveLength(0);

    // "Update card" from the stranger's subscription page and renewal page opens nothing on the
    // subscriber's customer.
    expect(await updateCard(subscription)).toBe(`/subscriptions/${subscription.id}?token=${subscription.manageToken}`);
    expect(await postOrderCardForm(updateAction, renewal!, "card/update")).toContain("card=unavailable");
    expect(sessionsOn(victim.card.customerId).filter((c) => c.params.mode === "setup")).toHaveLength(0);

    // The subscriber's card is as it was.
    const [after] = await db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.customerId, victim.card.customerId));
    expect(after).toMatchObject({ paymentMethodId: victim.card.paymentMethodId, originOrderId: victim.first.id });
  });

  it("pays the first order by a card of their own: their card goes on a customer of their own, never the subscriber's", async () => {
    const victim = await victimWithCard();
    const db = await getDb();
    const stranger = await placeSubscribeOrder(victim.email, "Sam Stranger");
    const checkout = sessionIdOf(await postOrderCardForm(cardAction, stranger, "card"));
    expect(double.store.sessions.get(checkout)!.customer).not.toBe(victim.card.customerId);
    await double.completeCheckout(checkout);

    const [own] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.originOrderId, stranger.id));
    expect(own!.customerId).not.toBe(victim.card.customerId);
    const subscription = await subscriptionOf(stranger.id);
    await subscriptionPost(subscription, { intent: "ship-now" });
    await runDueJobs(db);
    expect(chargesOn(victim.card.customerId)).toHaveLength(0);
    expect(chargesOn(own!.customerId)).toHaveLength(1);

    const setup = double.store.sessions.get(sessionIdOf(await updateCard(subscription)))!;
    expect(setup).toMatchObject({ mode: "setup", customer: own!.customerId });
    const [after] = await db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.customerId, victim.card.customerId));
    expect(after!.paymentMethodId).toBe(victim.card.paymentMethodId);
  });
});
