// Renewals charged to the card on file, against the Stripe double: a subscription checkout saves
// the card, a renewal is charged off-session when placed, a decline or a bank asking for
// authentication emails an update-card link and tries again 1, 3 and 5 days after placing, and a
// card saved through that link (Checkout in setup mode) pays the renewal at once.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { cardPayments, discountCodes, emailOutbox, jobs, orders, stripeCustomers, subscriptions } from "~/db/schema";
import { attachRenewalCode } from "~/subscriptions/save-discount.server";
import { advanceClock, resetClock } from "~/jobs/clock.server";
// The renewal charge job is defined by its flow.
import "~/flows/charge-renewal.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { placeRenewal as placeSubscriptionRenewal } from "~/flows/renew-subscription.server";
import { loader as orderLoader } from "~/routes/order";
import * as subscriptionPage from "~/routes/subscription";
import * as subscriptionCard from "~/routes/subscription-card";
import { action as cardAction } from "~/routes/order-card";
import { action as updateAction } from "~/routes/order-card-update";
import { insertTestOrder } from "../../../tests/setup/orders";
import { makeContext, makeRequest } from "../../../tests/setup/requests";
import { postOrderCardForm, sessionIdOf, startStoreWithStripe, stopStoreWithStripe } from "../../../tests/setup/stripe";
import type { StripeDouble } from "../../../tests/support/stripe-double/server";
import { CHARGE_JOB, queueRenewalCharge } from "./renewals.server";

const DAY = 86_400_000;
let double: StripeDouble;

beforeAll(async () => {
  double = await startStoreWithStripe();
});
afterAll(() => stopStoreWithStripe(double));
afterEach(() => resetClock());

let sequence = 0;
async function placeOrder(email: string) {
  sequence += 1;
  const id = randomUUID();
  const db = await getDb();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${400000 + sequence}`,
    email,
    accessToken: `token-${id}-${randomBytes(8).toString("hex")}`,
    line: { purchaseType: "subscribe", unitPriceCents: 3900 },
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

/** A subscriber who bought with a card that was saved: their first order is paid. */
async function subscriber() {
  const email = `sub-${randomBytes(4).toString("hex")}@example.com`;
  const first = await placeOrder(email);
  const session = await double.completeCheckout(sessionIdOf(await postOrderCardForm(cardAction, first, "card")));
  return { email, first, session, card: (await cardOf(first.id))! };
}

/** A renewal of the subscriber's subscription (ship now), its card charge queued as it is placed. */
async function placeRenewal(first: { id: string }) {
  const db = await getDb();
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, first.id));
  const placed = await placeSubscriptionRenewal(db, subscription!.id, { shipNow: true });
  if (!placed.placed) throw new Error(`no renewal: ${placed.reason}`);
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `${placed.order.id}:0`));
  expect(job?.name).toBe(CHARGE_JOB);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
  return order!;
}

/** The card on file of the subscription that `originOrderId` started. */
async function cardOf(originOrderId: string) {
  const [card] = await (
    await getDb()
  )
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.originOrderId, originOrderId));
  return card;
}

async function status(orderId: string) {
  const [order] = await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order!.status;
}

const chargesOf = (orderId: string) =>
  double.calls.filter(
    (c) =>
      c.method === "POST" &&
      c.path === "/v1/payment_intents" &&
      (c.params.metadata as Record<string, string>).order_id === orderId,
  );

async function failureEmails(orderId: string, email: string) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "card.renewal_failed")));
  return rows.filter((r) => r.text.includes(orderId));
}

describe("the card on file", () => {
  it("is saved by a subscription's checkout: a Stripe customer, setup_future_usage=off_session, brand and last 4", async () => {
    const { email, first, session, card } = await subscriber();
    const created = double.store.sessions.get(session.id)!;
    expect(created.customer).toBe(card.customerId);
    expect(created.customer_email).toBeNull();
    expect(created.intentData.setupFutureUsage).toBe("off_session");
    expect(card).toMatchObject({ email, cardBrand: "visa", cardLast4: "4242" });
    expect(card.paymentMethodId).toMatch(/^pm_/);
    expect(double.store.paymentMethods.get(card.paymentMethodId!)!.customer).toBe(card.customerId);
    // The subscription's order page shows the card on file once paid.
    const page = (await orderLoader({
      request: makeRequest(`/orders/${first.id}?token=${first.accessToken}`),
      params: { orderId: first.id },
      context: makeContext(),
    } as never)) as { data: { order: { status: string }; card: { cardOnFile: unknown } } };
    expect(page.data.order.status).toBe("paid");
    expect(page.data.card.cardOnFile).toEqual({ brand: "visa", last4: "4242" });
  });

  it("pays a renewal off-session when it is placed, with one idempotency key per renewal", async () => {
    const { first, card } = await subscriber();
    const renewal = await placeRenewal(first);
    await runDueJobs(await getDb());
    expect(await status(renewal.id)).toBe("paid");
    const charges = chargesOf(renewal.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      idempotencyKey: `nava-renewal-${renewal.id}-0`,
      status: 200,
      params: {
        amount: "3900",
        currency: "usd",
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: "true",
        confirm: "true",
      },
    });
    // Running the job again (after a crash) charges nothing more.
    await (
      await getDb()
    )
      .update(jobs)
      .set({ status: "pending" })
      .where(eq(jobs.key, `${renewal.id}:0`));
    await runDueJobs(await getDb());
    expect(chargesOf(renewal.id).filter((c) => !c.replayed)).toHaveLength(1);
  });

  it("charges a code for renewals' discounted amount, then the full price once its renewals are used", async () => {
    const { first } = await subscriber();
    const db = await getDb();
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, first.id));
    const [code] = await db
      .insert(discountCodes)
      .values({
        code: "CARDRNW",
        kind: "percent",
        value: 1500,
        appliesTo: "renewals",
        renewalCount: 1,
        createdBy: "test",
      })
      .returning();
    await attachRenewalCode(db, subscription!.id, code!.code);
    const discounted = await placeRenewal(first);
    const full = await placeRenewal(first);
    await runDueJobs(db);
    expect([await status(discounted.id), await status(full.id)]).toEqual(["paid", "paid"]);
    // $39.00 less 15% ($5.85), then $39.00.
    expect(chargesOf(discounted.id).map((c) => c.params.amount)).toEqual(["3315"]);
    expect(chargesOf(full.id).map((c) => c.params.amount)).toEqual(["3900"]);
  });

  it("after a decline emails an update-card link and tries again 1, 3 and 5 days after placing, then stops", async () => {
    const { email, first, card } = await subscriber();
    double.setCardOutcome(card.paymentMethodId!, "card_declined");
    const renewal = await placeRenewal(first);
    const db = await getDb();
    await runDueJobs(db);
    expect(await status(renewal.id)).toBe("pending_payment");
    let emails = await failureEmails(renewal.id, email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`We could not charge your card for order ${renewal.number}`);
    expect(emails[0]!.text).toContain("the card was declined");
    expect(emails[0]!.text).toContain(`/orders/${renewal.id}?token=${renewal.accessToken}&card=update#payment`);

    for (const [day, tries] of [
      [0.9, 1],
      [1.01, 2],
      [3.01, 3],
      [5.01, 4],
      [6.5, 4],
    ] as const) {
      resetClock();
      advanceClock(day * DAY);
      await runDueJobs(db);
      expect(
        chargesOf(renewal.id).filter((c) => !c.replayed),
        `day ${day}`,
      ).toHaveLength(tries);
    }
    expect(chargesOf(renewal.id).map((c) => [c.idempotencyKey, c.status])).toEqual([
      [`nava-renewal-${renewal.id}-0`, 402],
      [`nava-renewal-${renewal.id}-1`, 402],
      [`nava-renewal-${renewal.id}-2`, 402],
      [`nava-renewal-${renewal.id}-3`, 402],
    ]);
    emails = await failureEmails(renewal.id, email);
    expect(emails).toHaveLength(4);
    expect(emails.at(-1)!.text).toContain("This was the last automatic try");
    const failed = await db.select().from(cardPayments).where(eq(cardPayments.orderId, renewal.id));
    expect(failed.map((p) => [p.status, p.reason])).toEqual(Array(4).fill(["failed", "card_declined"]));
    expect(await status(renewal.id)).toBe("pending_payment");
  });

  it("tells a subscriber whose bank asks for authentication, and a card saved through the link pays the renewal", async () => {
    const { email, first, card } = await subscriber();
    double.setCardOutcome(card.paymentMethodId!, "authentication_required");
    const renewal = await placeRenewal(first);
    const db = await getDb();
    await runDueJobs(db);
    const [mail] = await failureEmails(renewal.id, email);
    expect(mail!.text).toContain("the bank asks you to confirm the payment");

    const hosted = await postOrderCardForm(updateAction, renewal, "card/update");
    const setup = double.store.sessions.get(sessionIdOf(hosted))!;
    expect(setup).toMatchObject({ mode: "setup", customer: card.customerId, metadata: { order_id: renewal.id } });
    await double.completeCheckout(setup.id);
    const updated = await cardOf(first.id);
    expect(updated!.paymentMethodId).not.toBe(card.paymentMethodId);
    expect(updated!.cardLast4).toBe("4242");
    await runDueJobs(db);
    expect(await status(renewal.id)).toBe("paid");
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, CHARGE_JOB), eq(jobs.key, `${renewal.id}:1`)));
    // The scheduled retry finds the renewal paid and charges nothing.
    resetClock();
    advanceClock(1.01 * DAY);
    await runDueJobs(db);
    expect(job).toBeDefined();
    expect(chargesOf(renewal.id).filter((c) => c.status === 200)).toHaveLength(1);
  });

  it("charges the renewal a subscription places (ship now) to its card on file", async () => {
    const { email, first } = await subscriber();
    const db = await getDb();
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, first.id));
    expect(subscription).toMatchObject({ email, status: "active" });
    const placed = await placeSubscriptionRenewal(db, subscription!.id, { shipNow: true });
    if (!placed.placed) throw new Error(`no renewal: ${placed.reason}`);
    await runDueJobs(db);
    expect(await status(placed.order.id)).toBe("paid");
    expect(chargesOf(placed.order.id).map((c) => c.idempotencyKey)).toEqual([`nava-renewal-${placed.order.id}-0`]);

    // The subscriber's page shows the card on file and updates it through Checkout in setup mode.
    const query = `?token=${subscription!.manageToken}`;
    const page = (await subscriptionPage.loader({
      request: makeRequest(`/subscriptions/${subscription!.id}${query}`),
      params: { subscriptionId: subscription!.id },
      context: makeContext(),
    } as never)) as { data: { card: unknown; cardUpdateAction: string } };
    expect(page.data.card).toEqual({ brand: "visa", last4: "4242" });
    expect(page.data.cardUpdateAction).toBe(`/subscriptions/${subscription!.id}/card${query}`);
    const response = (await subscriptionCard.action({
      request: makeRequest(page.data.cardUpdateAction, { method: "POST", form: {} }),
      params: { subscriptionId: subscription!.id },
      context: makeContext(),
    } as never)) as Response;
    const setup = double.store.sessions.get(sessionIdOf(response.headers.get("location")!))!;
    expect(setup).toMatchObject({ mode: "setup", customer: (await cardOf(first.id))!.customerId });
    const before = (await cardOf(first.id))!.paymentMethodId;
    await double.completeCheckout(setup.id);
    expect((await cardOf(first.id))!.paymentMethodId).not.toBe(before);
  });

  it("queues nothing for a subscriber without a card on file", async () => {
    const order = await placeOrder("no-card@example.com");
    const queued = await (await getDb()).transaction((tx) => queueRenewalCharge(tx, { orderId: order.id }));
    expect(queued).toBe(false);
  });

  it("sends every write to Stripe with the store's own idempotency key", () => {
    const writes = double.calls.filter((c) => c.method === "POST");
    for (const call of writes) expect(call.idempotencyKey, call.path).toMatch(/^nava-/);
  });
});
