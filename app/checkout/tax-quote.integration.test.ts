// The sales tax checkout shows before the order is placed (POST /checkout/tax), against the Stripe
// double's Tax API through the real `stripe` library: a taxed state answers the tax and the total
// the order is then placed at; a state without tax answers no tax (never a "$0.00" row); tax off
// asks nothing; bad input gets its message and a 400, never a 5xx; Stripe Tax down says the tax comes
// at placing; and a rate changed between the quote and the placing places nothing and shows the new
// figures, the next Place order being at them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders } from "~/db/schema";
import { checkoutMessages } from "~/content/checkout-schema";
import type { TaxQuote } from "~/checkout/tax-quote";
import { taxCopy } from "~/content/tax";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { action as quoteAction, loader as quoteLoader } from "~/routes/checkout-tax";
import { resetEnvCache } from "~/utils/env.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import { startStoreWithStripeTax, stopStoreWithStripeTax } from "../../tests/setup/stripe";
import type { StripeDouble } from "../../tests/support/stripe-double/server";

let double: StripeDouble;

beforeAll(async () => {
  double = await startStoreWithStripeTax();
});
afterAll(() => stopStoreWithStripeTax(double));
beforeEach(() => {
  double.setTaxDown(false);
  double.setTaxRate("TX", null);
});

const CONTACT = { email: "ada@example.com", name: "Ada Lovelace" };
const TEXAS = { line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" };

const quote = (cookie: string, form: Record<string, string>) =>
  callRoute<TaxQuote>(quoteAction as never, makeRequest("/checkout/tax", { cookie, form }));

const taxCalls = () => double.calls.filter((c) => c.path.startsWith("/v1/tax/calculations")).length;

async function placeWith(cookie: string, form: Record<string, string>) {
  const page = await callRoute<{ idempotencyKey: string }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  return callRoute<{ error?: Record<string, string[]>; taxQuote?: TaxQuote }>(
    checkoutAction as never,
    makeRequest("/checkout", { cookie, form: { ...CONTACT, ...form, idempotencyKey: page.data.idempotencyKey } }),
  );
}

async function orderAt(location: string | null) {
  const [, id] = /^\/orders\/([0-9a-f-]{36})\?token=/.exec(location ?? "")!;
  const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, id!));
  return order!;
}

describe("the tax for the typed address", () => {
  it("in Texas: the tax and the total, and the order is placed at that total", async () => {
    const cookie = await addToCart("", "one_time", 1);
    const answer = await quote(cookie, TEXAS);
    // 8.25% of $49.00 and of $8.99 shipping.
    expect(answer).toMatchObject({ status: 200, data: { status: "taxed", taxCents: 478, totalCents: 6277 } });
    expect(answer.headers.get("cache-control")).toBe("no-store");

    const placed = await placeWith(cookie, { ...TEXAS, shownTotalCents: "6277" });
    const order = await orderAt(placed.location);
    expect({ tax: order.taxCents, total: order.totalCents }).toEqual({ tax: 478, total: 6277 });
  });

  it("where there is no sales tax (Oregon, or a state the store does not collect in): no tax, the total as it was", async () => {
    const cookie = await addToCart("", "one_time", 1);
    for (const where of [
      { city: "Portland", state: "OR", zip: "97201" },
      { city: "Miami", state: "FL", zip: "33101" },
    ])
      expect((await quote(cookie, { ...TEXAS, ...where })).data).toEqual({
        status: "taxed",
        taxCents: 0,
        totalCents: 5799,
      });
  });

  it("with tax off: nothing to show, and Stripe Tax is not asked", async () => {
    process.env.TAX_MODE = "off";
    resetEnvCache();
    try {
      const cookie = await addToCart("", "one_time", 1);
      const calls = taxCalls();
      expect((await quote(cookie, TEXAS)).data).toEqual({ status: "off" });
      expect(taxCalls()).toBe(calls);
    } finally {
      process.env.TAX_MODE = "stripe";
      resetEnvCache();
    }
  });

  it("bad input: the field's message or the address's, a 400, and Stripe asked only for a whole address", async () => {
    const cookie = await addToCart("", "one_time", 1);
    const calls = taxCalls();
    for (const [form, message] of [
      [{ ...TEXAS, zip: "787" }, checkoutMessages.zip],
      [{ ...TEXAS, state: "ZZ" }, checkoutMessages.state],
      [{ ...TEXAS, city: "" }, checkoutMessages.city],
      [{ ...TEXAS, line1: "x".repeat(500) }, checkoutMessages.line1],
      [{}, checkoutMessages.line1],
    ] as const) {
      const answer = await quote(cookie, form);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ status: "invalid", message });
    }
    expect(taxCalls()).toBe(calls);

    // A body that is not a form.
    const json = await callRoute<TaxQuote>(
      quoteAction as never,
      makeRequest("/checkout/tax", { cookie, json: { state: "TX" } }),
    );
    expect(json.status).toBe(400);

    // An address Stripe cannot place.
    expect((await quote(cookie, { ...TEXAS, zip: "00000" })).data).toEqual({
      status: "invalid",
      message: taxCopy.address,
    });
    // No cart: nothing to tax.
    const empty = await quote("", TEXAS);
    expect(empty).toMatchObject({ status: 400, data: { status: "invalid", message: taxCopy.quoteEmptyCart } });
    // A GET is the checkout.
    expect((await callRoute(quoteLoader as never, makeRequest("/checkout/tax"))).location).toBe("/checkout");
  });

  it("with Stripe Tax down: the tax comes when the order is placed, no figure", async () => {
    const cookie = await addToCart("", "one_time", 1);
    double.setTaxDown(true);
    expect((await quote(cookie, TEXAS)).data).toEqual({ status: "later", message: taxCopy.checkoutLater });
  });
});

describe("the rate changes between the quote and the placing", () => {
  it("places nothing, shows the new tax and total, and the next Place order is at them", async () => {
    const cookie = await addToCart("", "one_time", 1);
    expect((await quote(cookie, TEXAS)).data).toMatchObject({ taxCents: 478, totalCents: 6277 });

    double.setTaxRate("TX", "9.0");
    const db = await getDb();
    const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;
    const refused = await placeWith(cookie, { ...TEXAS, shownTotalCents: "6277" });
    expect(refused.status).toBe(409);
    // 9% of $57.99: $5.22.
    expect(refused.data.error?.[""]).toEqual([taxCopy.totalChanged("$5.22", "$63.21", "$62.77")]);
    expect(refused.data.taxQuote).toEqual({ status: "taxed", taxCents: 522, totalCents: 6321 });
    // Nothing placed, the cart kept.
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    const page = await callRoute<{ lines: unknown[] }>(checkoutLoader as never, makeRequest("/checkout", { cookie }));
    expect(page.data.lines).toHaveLength(1);

    const placed = await placeWith(cookie, { ...TEXAS, shownTotalCents: "6321" });
    const order = await orderAt(placed.location);
    expect({ tax: order.taxCents, total: order.totalCents }).toEqual({ tax: 522, total: 6321 });
  });
});
