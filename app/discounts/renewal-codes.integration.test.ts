// Codes for renewals and the code previewed before the order: a code used at a subscription's
// checkout discounts its next N renewals (then full price), as the subscriber's page and renewal
// emails say; the cancel flow's save discount is the same mechanism; the cart and checkout show the
// applied code's discount and total, equal to what the order charges, or the reason it is refused.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { codeFieldCopy } from "~/content/code-field";
import { discountMessages } from "~/content/discounts";
import { getDb } from "~/db/client.server";
import { carts, discountCodes, emailOutbox, orders, subscriptions } from "~/db/schema";
import { resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { centsToUsdcUnits } from "~/utils/usdc-amount";
import { action as cartAction, loader as cartLoader } from "~/routes/cart";
import { loader as checkoutLoader } from "~/routes/checkout";
import { loader as subscriptionLoader } from "~/routes/subscription";
import { setSaveSettings, takeSaveDiscount } from "~/subscriptions/cancel-flow.server";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { submitCheckout } from "../../tests/integration/helpers/checkout";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { listDiscountCodes } from "./console.server";

const ADDRESS = { name: "Sam Shopper", line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" };

let n = 0;
async function makeCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await (
    await getDb()
  )
    .insert(discountCodes)
    .values({ code: `RNW${++n}`, kind: "percent", value: 2000, createdBy: "test", ...values })
    .returning();
  return row!;
}

/** A subscription bought through checkout with `code`, paid: its first order and the subscription. */
async function subscribeWith(code: string, quantity = 1) {
  const cookie = await addToCart("", "subscribe", quantity);
  const { order, res } = await submitCheckout(cookie, { ...ADDRESS, email: `sub${++n}@example.com`, code });
  if (!order) throw new Error(`not placed: ${JSON.stringify(res.data)}`);
  const db = await getDb();
  await transitionOrder(db, order.id, "paid", { actor: "test" });
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, order.id));
  return { order, subscription: subscription! };
}

async function renew(subscriptionId: string) {
  const db = await getDb();
  const placed = await placeRenewal(db, subscriptionId, { shipNow: true });
  if (!placed.placed) throw new Error(`no renewal: ${placed.reason}`);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
  const [email] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.key, `renewal-placed:${order!.id}`));
  return { order: order!, email: email!.text };
}

async function pageText(subscription: { id: string; manageToken: string }) {
  const page = (await subscriptionLoader({
    request: makeRequest(`/subscriptions/${subscription.id}?token=${subscription.manageToken}`),
    params: { subscriptionId: subscription.id },
    context: makeContext(),
  } as never)) as { data: { discountWaiting: string | null } };
  return page.data.discountWaiting;
}

beforeEach(() => resetClock());

describe("a code for renewals", () => {
  it("20% off the next 3 renewals: the first order full price, three renewals discounted, then full", async () => {
    const code = await makeCode({ appliesTo: "renewals", renewalCount: 3 });
    const { order, subscription } = await subscribeWith(code.code.toLowerCase());
    // The first order carries the code (its use counted) but takes nothing off.
    expect(order).toMatchObject({ subtotalCents: 3900, discountCents: 0, discountCode: code.code, totalCents: 3900 });
    expect(await pageText(subscription)).toBe(`${code.code}: 20% off your next 3 renewals.`);

    const renewals = [];
    for (let i = 0; i < 4; i++) renewals.push(await renew(subscription.id));
    expect(renewals.map((r) => [r.order.subtotalCents, r.order.discountCents, r.order.totalCents])).toEqual([
      [3900, 780, 3120],
      [3900, 780, 3120],
      [3900, 780, 3120],
      [3900, 0, 3900],
    ]);
    expect(renewals.map((r) => r.order.discountCode)).toEqual([code.code, code.code, code.code, null]);
    // The USDC payment asks for the order's total: the discounted amount.
    expect(centsToUsdcUnits(renewals[0]!.order.totalCents)).toBe(31_200_000n);
    expect(renewals[0]!.email).toContain(
      `Code ${code.code} took $7.80 off this renewal; 2 more renewals are discounted.`,
    );
    expect(renewals[1]!.email).toContain("1 more renewal is discounted.");
    expect(renewals[2]!.email).toContain("later renewals are at the full price.");
    expect(renewals[3]!.email).not.toContain("off this renewal");
    expect(await pageText(subscription)).toBeNull();

    // The console counts the checkout use and the renewals it discounted once they are paid.
    const db = await getDb();
    for (const r of renewals) await transitionOrder(db, r.order.id, "paid", { actor: "test" });
    const listed = (await listDiscountCodes(db)).find((c) => c.code === code.code)!;
    expect(listed).toMatchObject({ uses: 1, renewals: 3, revenueCents: 3900 + 3 * 3120 });
  });

  it("an amount off for the first order and 2 renewals; the page counts down", async () => {
    const code = await makeCode({ kind: "amount", value: 500, appliesTo: "subscription", renewalCount: 2 });
    const { order, subscription } = await subscribeWith(code.code, 2);
    expect(order).toMatchObject({ subtotalCents: 7800, discountCents: 500, totalCents: 7300 });
    expect(await pageText(subscription)).toBe(`${code.code}: $5.00 off your next 2 renewals.`);
    expect((await renew(subscription.id)).order.totalCents).toBe(7300);
    expect(await pageText(subscription)).toBe(`${code.code}: $5.00 off your next renewal.`);
    expect((await renew(subscription.id)).order.totalCents).toBe(7300);
    expect((await renew(subscription.id)).order.totalCents).toBe(7800);
  });

  it("is refused on a cart without a subscription, with the reason, the cart kept", async () => {
    const code = await makeCode({ appliesTo: "renewals", renewalCount: 2 });
    const cookie = await addToCart("", "one_time", 1);
    const { order, res } = await submitCheckout(cookie, { ...ADDRESS, email: "oneoff@example.com", code: code.code });
    expect(order).toBeUndefined();
    expect(res.data.error?.code).toEqual([discountMessages.renewalsOnly]);
    expect(
      (await callRoute<{ lines: unknown[] }>(cartLoader as never, makeRequest("/cart", { cookie }))).data.lines,
    ).toHaveLength(1);
  });

  it("leaves no room for the cancel flow's save while it lasts; the save still comes off once without one", async () => {
    const db = await getDb();
    await setSaveSettings(db, { discountOn: true, discountPercent: 25 }, "test");
    const code = await makeCode({ appliesTo: "renewals", renewalCount: 1 });
    const withCode = await subscribeWith(code.code);
    const flow = { why: "too_expensive" as const, note: "" };
    // One discount per renewal: the code's is waiting, so the save is refused.
    expect(await takeSaveDiscount(db, withCode.subscription.id, flow, "subscriber")).toMatchObject({ ok: false });
    const plain = await subscribeWith("");
    expect(await takeSaveDiscount(db, plain.subscription.id, flow, "subscriber")).toMatchObject({ ok: true });
    expect(await pageText(plain.subscription)).toBe("25% off your next renewal (the discount you took).");
    const saved = await renew(plain.subscription.id);
    expect(saved.order).toMatchObject({
      subtotalCents: 3900,
      discountCents: 975,
      discountCode: null,
      totalCents: 2925,
    });
    expect(saved.email).toContain("Your discount took $9.75 off this renewal; later renewals are at the full price.");
    expect((await renew(plain.subscription.id)).order.totalCents).toBe(3900);
  });
});

describe("the code previewed before the order", () => {
  const postCode = (cookie: string, form: Record<string, string>) =>
    callRoute<{ error?: Record<string, string[]> }>(cartAction as never, makeRequest("/cart", { cookie, form }));

  it("applied in the cart: the discount row and total shown equal what the order charges", async () => {
    const code = await makeCode({ code: "PREVIEW15", value: 1500 });
    const cookie = await addToCart("", "one_time", 2);
    const applied = await postCode(cookie, { intent: "apply-code", code: " preview15 " });
    expect([applied.status, applied.location]).toEqual([302, "/cart"]);
    const cart = await callRoute<{ code: { code: string; terms: unknown; label: string } }>(
      cartLoader as never,
      makeRequest("/cart", { cookie }),
    );
    expect(cart.data.code).toMatchObject({ code: "PREVIEW15", terms: { kind: "percent", value: 1500 } });
    const checkout = await callRoute<{ totals: { totalCents: number }; discounts: unknown[] }>(
      checkoutLoader as never,
      makeRequest("/checkout", { cookie }),
    );
    // $98 of bags, 15% off ($14.70), shipping free over $50.
    expect(checkout.data.discounts).toEqual([{ id: "discount", label: "Discount (PREVIEW15)", cents: 1470 }]);
    expect(checkout.data.totals.totalCents).toBe(8330);
    const { order } = await submitCheckout(cookie, {
      ...ADDRESS,
      email: "preview@example.com",
      code: "PREVIEW15",
      appliedCode: "PREVIEW15",
    });
    expect(order).toMatchObject({ discountCents: 1470, totalCents: 8330, discountCode: code.code });
    // The code went with the order.
    const cartId = readCartId(makeRequest("/", { cookie }))!;
    const [row] = await (await getDb()).select().from(carts).where(eq(carts.id, cartId));
    expect(row!.discountCode).toBeNull();
  });

  const refusals: [string, Partial<typeof discountCodes.$inferInsert>, string][] = [
    ["expired", { active: false }, discountMessages.expired],
    ["used up", { maxUses: 1, uses: 1 }, discountMessages.usedUp],
    ["not for this kind of order", { appliesTo: "first_subscription" }, discountMessages.subscriptionOnly],
    ["below the minimum", { minSubtotalCents: 10_000 }, "This code needs a subtotal of at least $100.00."],
  ];
  for (const [name, values, message] of refusals) {
    it(`refused in the cart (${name}): the reason under the field, no code kept, the cart as it was`, async () => {
      const code = await makeCode(values);
      const cookie = await addToCart("", "one_time", 1);
      const refused = await postCode(cookie, { intent: "apply-code", code: code.code });
      expect(refused.status).toBe(400);
      expect(refused.data.error?.code).toEqual([message]);
      const cart = await callRoute<{ lines: unknown[]; code: { code: string | null } }>(
        cartLoader as never,
        makeRequest("/cart", { cookie }),
      );
      expect(cart.data.lines).toHaveLength(1);
      expect(cart.data.code.code).toBeNull();
    });
  }

  it("first order only: shown in the cart, refused with its reason when the email has ordered, the cart kept", async () => {
    const code = await makeCode({ firstOrderOnly: true });
    await subscribeWith(""); // an earlier order of sub<n>@example.com
    const email = `sub${n}@example.com`;
    const cookie = await addToCart("", "one_time", 1);
    expect((await postCode(cookie, { intent: "apply-code", code: code.code })).status).toBe(302);
    const { order, res } = await submitCheckout(cookie, { ...ADDRESS, email, code: code.code, appliedCode: code.code });
    expect(order).toBeUndefined();
    expect(res.data.error?.code).toEqual([discountMessages.firstOrderOnly]);
    const cart = await callRoute<{ lines: unknown[] }>(cartLoader as never, makeRequest("/cart", { cookie }));
    expect(cart.data.lines).toHaveLength(1);
  });

  it("a code typed at checkout but not applied is applied and shown first, never charged unseen", async () => {
    const code = await makeCode({ value: 1000 });
    const cookie = await addToCart("", "one_time", 1);
    const typed = await submitCheckout(cookie, {
      ...ADDRESS,
      email: "typed@example.com",
      code: code.code,
      appliedCode: "",
    });
    expect(typed.order).toBeUndefined();
    expect(typed.res.status).toBe(409);
    expect(typed.res.data.error?.[""]).toEqual([codeFieldCopy.changed]);
    const shown = await callRoute<{ totals: { totalCents: number } }>(
      checkoutLoader as never,
      makeRequest("/checkout", { cookie }),
    );
    expect(shown.data.totals.totalCents).toBe(4900 - 490 + 899);
    const placed = await submitCheckout(cookie, {
      ...ADDRESS,
      email: "typed@example.com",
      code: code.code,
      appliedCode: code.code,
    });
    expect(placed.order!.totalCents).toBe(shown.data.totals.totalCents);
    // Removing it in the cart: the field and the totals are back to none.
    const again = await addToCart(cookie, "one_time", 1);
    await postCode(again, { intent: "apply-code", code: code.code });
    expect((await postCode(again, { intent: "remove-code" })).status).toBe(302);
    const [row] = await (
      await getDb()
    )
      .select({ code: carts.discountCode })
      .from(carts)
      .where(and(eq(carts.id, readCartId(makeRequest("/", { cookie: again }))!)));
    expect(row!.code).toBeNull();
  });
});
