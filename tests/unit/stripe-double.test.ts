// The Stripe double answers the real `stripe` library as Stripe does: the shapes it reads, the
// idempotency rules, card errors, refunds' limits, and webhooks the library's own check accepts.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double/server";

const SECRET = "whsec_double_test";
let double: StripeDouble;
let stripe: Stripe;
const received: Stripe.Event[] = [];

beforeAll(async () => {
  double = await startStripeDouble({
    webhookSecret: SECRET,
    webhook: async (body, signature) => {
      received.push(Stripe.webhooks.constructEvent(body, signature, SECRET));
      return 200;
    },
  });
  stripe = new Stripe("sk_test_double", { ...double.clientOptions, maxNetworkRetries: 0 });
});
afterAll(() => double?.close());

const sessionParams = (customer: string): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  customer,
  line_items: [
    { quantity: 2, price_data: { currency: "usd", unit_amount: 3900, product_data: { name: "NAVA Focus" } } },
  ],
  payment_intent_data: { setup_future_usage: "off_session", metadata: { order_id: "o-1" } },
  metadata: { order_id: "o-1" },
  success_url: "http://store.test/orders/o-1?session={CHECKOUT_SESSION_ID}",
  cancel_url: "http://store.test/orders/o-1",
});

describe("the Stripe double", () => {
  it("creates a Checkout Session once per idempotency key and refuses the key with other parameters", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const first = await stripe.checkout.sessions.create(sessionParams(customer.id), { idempotencyKey: "k-1" });
    const again = await stripe.checkout.sessions.create(sessionParams(customer.id), { idempotencyKey: "k-1" });
    expect(first).toMatchObject({ object: "checkout.session", status: "open", amount_total: 7800, currency: "usd" });
    expect(again.id).toBe(first.id);
    expect(double.calls.filter((c) => c.idempotencyKey === "k-1").map((c) => c.replayed)).toEqual([false, true]);
    await expect(
      stripe.checkout.sessions.create(
        { ...sessionParams(customer.id), metadata: { order_id: "o-2" } },
        { idempotencyKey: "k-1" },
      ),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    await expect(
      stripe.checkout.sessions.create({ ...sessionParams(customer.id), customer_email: "x@example.com" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError" });
  });

  it("pays through the hosted page: signed webhooks, the success URL, the saved card", async () => {
    const customer = await stripe.customers.create({ email: "grace@example.com" });
    const session = await stripe.checkout.sessions.create(sessionParams(customer.id));
    expect((await fetch(session.url!)).status).toBe(200);
    const pay = await fetch(session.url!, {
      method: "POST",
      body: new URLSearchParams({ card: "paid" }),
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(`http://store.test/orders/o-1?session=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.payment_method"] });
    expect(done).toMatchObject({ status: "complete", payment_status: "paid" });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 7800, metadata: { order_id: "o-1" } });
    expect((intent.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: "visa", last4: "4242" });
    expect((intent.payment_method as Stripe.PaymentMethod).customer).toBe(customer.id);
    expect(received.map((e) => e.type)).toEqual(
      expect.arrayContaining(["payment_intent.succeeded", "checkout.session.completed"]),
    );
  });

  it("charges a saved card off-session, or fails it as Stripe does (402, the intent in the error)", async () => {
    const customer = await stripe.customers.create({ email: "lin@example.com" });
    const session = await stripe.checkout.sessions.create(sessionParams(customer.id));
    const done = await double.completeCheckout(session.id);
    const pm = (await stripe.paymentIntents.retrieve(done.payment_intent as string)).payment_method as string;
    const charge = (key: string) =>
      stripe.paymentIntents.create(
        { amount: 3900, currency: "usd", customer: customer.id, payment_method: pm, off_session: true, confirm: true },
        { idempotencyKey: key },
      );
    expect(await charge("r-1")).toMatchObject({ status: "succeeded", amount_received: 3900 });
    double.setCardOutcome(pm, "card_declined");
    await expect(charge("r-2")).rejects.toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
      statusCode: 402,
      payment_intent: { status: "requires_payment_method" },
    });
    double.setCardOutcome(customer.id, "authentication_required");
    double.setCardOutcome(pm, "authentication_required");
    await expect(charge("r-3")).rejects.toMatchObject({ code: "authentication_required" });
    // A repeated key gives the first answer, even a decline.
    await expect(charge("r-2")).rejects.toMatchObject({ code: "card_declined" });
  });

  it("refunds in parts up to what was charged", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams((await stripe.customers.create({})).id));
    const done = await double.completeCheckout(session.id);
    const pi = done.payment_intent as string;
    await stripe.refunds.create({ payment_intent: pi, amount: 1000, reason: "requested_by_customer" });
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 7000 })).rejects.toThrow(
      /greater than unrefunded/,
    );
    const rest = await stripe.refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(6800);
    const refunded = received.filter((e) => e.type === "charge.refunded").at(-1)!.data.object as Stripe.Charge;
    expect(refunded).toMatchObject({ amount_refunded: 7800, refunded: true, payment_intent: pi });
  });

  it("saves a card in setup mode", async () => {
    const customer = await stripe.customers.create({ email: "sam@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      currency: "usd",
      customer: customer.id,
      success_url: "http://store.test/ok",
    });
    const done = await double.completeCheckout(session.id);
    const si = await stripe.setupIntents.retrieve(done.setup_intent as string);
    const pm = await stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm).toMatchObject({ customer: customer.id, card: { last4: "4242" } });
  });
});
