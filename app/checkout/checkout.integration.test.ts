import bs58 from "bs58";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { cartLines, orderLines, orders, rewardEntries, walletSessions } from "~/db/schema";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as orderLoader } from "~/routes/order";
import { randomToken } from "~/utils/cookies.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import type { CheckoutActionData } from "./checkout.server";

const ADDRESS = {
  email: "Ada@Example.com",
  name: "Ada Lovelace",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  state: "TX",
  zip: "787011234",
};
const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

const addTo = addToCart;
async function browserWith(...adds: Array<["subscribe" | "one_time", number]>) {
  let cookie = "";
  for (const [purchaseType, quantity] of adds) cookie = await addTo(cookie, purchaseType, quantity);
  return cookie;
}
const cartIdOf = (cookie: string) => /nava_cart=([^;]+)/.exec(cookie)![1]!;
async function cartLinesOf(cookie: string) {
  return (await getDb())
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartIdOf(cookie)));
}

async function issueForm(cookie: string) {
  const res = await callRoute<{ idempotencyKey: string; totals: { totalCents: number } }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  expect(res.status).toBe(200);
  return res.data;
}
function submit(cookie: string, idempotencyKey: string, extra: Record<string, string> = {}) {
  return callRoute<CheckoutActionData>(
    checkoutAction as never,
    makeRequest("/checkout", { cookie, form: { ...ADDRESS, idempotencyKey, ...extra } }),
  );
}
async function orderCount() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(orders);
  return row!.n;
}
async function orderFrom(location: string | null) {
  const match = /^\/orders\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})$/.exec(location ?? "");
  expect(match, `redirect to the order page, got ${location}`).not.toBeNull();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, match![1]!));
  return { order: order!, token: match![2]! };
}

describe("placing an order", () => {
  it("writes the order, its lines from the catalog, and empties the cart", async () => {
    const cookie = await browserWith(["subscribe", 2], ["one_time", 1]);
    const form = await issueForm(cookie);
    expect(form.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(form.totals.totalCents).toBe(12700);

    const res = await submit(cookie, form.idempotencyKey, {
      price: "1",
      unitPriceCents: "1",
      totalCents: "1",
      subtotalCents: "1",
      shippingCents: "0",
      wallet: WALLET,
    });
    expect(res.status).toBe(302);
    const { order, token } = await orderFrom(res.location);
    expect(order).toMatchObject({
      status: "pending_payment",
      email: "ada@example.com",
      shipName: "Ada Lovelace",
      shipState: "TX",
      shipZip: "78701-1234",
      subtotalCents: 12700,
      shippingCents: 0,
      totalCents: 12700,
      wallet: null,
      buyerSessionId: cartIdOf(cookie),
      accessToken: token,
    });
    expect(order.number).toMatch(/^NAVA-\d{6,}$/);
    expect(bs58.decode(order.paymentReference!)).toHaveLength(32);

    const db = await getDb();
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.purchaseType, l.quantity, l.unitPriceCents, l.lineTotalCents, l.npxReward])).toEqual([
      ["subscribe", 2, 3900, 7800, 20000],
      ["one_time", 1, 4900, 4900, 10000],
    ]);
    expect(
      await db
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartId, cartIdOf(cookie))),
    ).toEqual([]);
    // A guest order's NPX waits on the order, without a wallet, for its buyer to collect it.
    expect(await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, order.id))).toMatchObject([
      { wallet: null, amountNpx: 30000, status: "pending" },
    ]);
  });

  it("one-time only under $50 pays $8.99 shipping; order numbers differ", async () => {
    const a = await browserWith(["one_time", 1]);
    const b = await browserWith(["one_time", 1]);
    const first = await orderFrom((await submit(a, (await issueForm(a)).idempotencyKey)).location);
    const second = await orderFrom((await submit(b, (await issueForm(b)).idempotencyKey)).location);
    expect(first.order).toMatchObject({ subtotalCents: 4900, shippingCents: 899, totalCents: 5799 });
    expect(second.order.number).not.toBe(first.order.number);
    expect(second.order.paymentReference).not.toBe(first.order.paymentReference);
  });

  it("a signed-in wallet gets the order and a pending reward for its NPX", async () => {
    const db = await getDb();
    const sessionId = randomToken(32);
    await db
      .insert(walletSessions)
      .values({ id: sessionId, wallet: WALLET, expiresAt: new Date(Date.now() + 3_600_000) });
    const cookie = `${await browserWith(["subscribe", 3])}; nava_session=${sessionId}`;
    const { order } = await orderFrom((await submit(cookie, (await issueForm(cookie)).idempotencyKey)).location);
    expect(order.wallet).toBe(WALLET);
    const entries = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, order.id));
    expect(entries).toMatchObject([{ wallet: WALLET, amountNpx: 30000, status: "pending" }]);
  });

  it("50 concurrent submits with one idempotency key make exactly one order", async () => {
    const cookie = await browserWith(["subscribe", 1], ["one_time", 2]);
    const { idempotencyKey } = await issueForm(cookie);
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(cookie, idempotencyKey)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(302));
    expect(new Set(results.map((r) => r.location)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const { order } = await orderFrom(results[0]!.location);
    const db = await getDb();
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(2);
    // A retry later still returns the same order, though the cart is now empty.
    expect((await submit(cookie, idempotencyKey)).location).toBe(results[0]!.location);
  });

  it("two forms of one cart submitted at once make one order; the other goes back to the empty cart", async () => {
    const cookie = await browserWith(["subscribe", 2]);
    const [a, b] = [await issueForm(cookie), await issueForm(cookie)];
    const before = await orderCount();
    const results = await Promise.all([submit(cookie, a.idempotencyKey), submit(cookie, b.idempotencyKey)]);
    expect(results.map((r) => r.status)).toEqual([302, 302]);
    const locations = results.map((r) => r.location);
    expect(locations.filter((l) => l?.startsWith("/orders/"))).toHaveLength(1);
    expect(locations).toContain("/cart?notice=empty-checkout");
    expect(await orderCount()).toBe(before + 1);
    expect(await cartLinesOf(cookie)).toEqual([]);
  });

  it("50 buyers at once make 50 orders with exact totals, and no line lost or doubled", async () => {
    // Buyer i takes i % 3 + 1 subscription bags, and one one-time bag when i is even.
    const carts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        browserWith(["subscribe", (i % 3) + 1], ...(i % 2 === 0 ? [["one_time", 1] as ["one_time", number]] : [])),
      ),
    );
    const forms = await Promise.all(carts.map((cookie) => issueForm(cookie)));
    const before = await orderCount();
    const results = await Promise.all(carts.map((cookie, i) => submit(cookie, forms[i]!.idempotencyKey)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(302));
    expect(await orderCount()).toBe(before + 50);
    const db = await getDb();
    for (const [i, result] of results.entries()) {
      const { order } = await orderFrom(result.location);
      const subscribe = ((i % 3) + 1) * 3900;
      const oneTime = i % 2 === 0 ? 4900 : 0;
      const subtotal = subscribe + oneTime;
      // Every cart holds a subscription, so shipping is free.
      expect(order).toMatchObject({ subtotalCents: subtotal, shippingCents: 0, totalCents: subtotal });
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.map((l) => [l.purchaseType, l.quantity]).sort()).toEqual(
        [["subscribe", (i % 3) + 1], ...(i % 2 === 0 ? [["one_time", 1]] : [])].sort(),
      );
    }
  });

  it("a cart changed after the form was issued is priced again at submit", async () => {
    const cookie = await browserWith(["one_time", 1]);
    const form = await issueForm(cookie);
    expect(form.totals.totalCents).toBe(5799);
    // Another tab adds a subscription: shipping becomes free, the subtotal grows.
    await addTo(cookie, "subscribe", 2);
    const { order } = await orderFrom((await submit(cookie, form.idempotencyKey)).location);
    expect(order).toMatchObject({ subtotalCents: 4900 + 7800, shippingCents: 0, totalCents: 12700 });
  });

  it("an empty cart cannot check out: the form and the action send it back to the cart", async () => {
    const loader = await callRoute(checkoutLoader as never, makeRequest("/checkout"));
    expect(loader.status).toBe(302);
    expect(loader.location).toBe("/cart?notice=empty-checkout");
    const before = await orderCount();
    const res = await submit("", randomToken(24));
    expect(res.location).toBe("/cart?notice=empty-checkout");
    expect(await orderCount()).toBe(before);
  });

  it("bad fields are a 400 with a message at each field, and nothing is written", async () => {
    const cookie = await browserWith(["subscribe", 1]);
    const { idempotencyKey } = await issueForm(cookie);
    const before = await orderCount();
    const res = await callRoute<CheckoutActionData>(
      checkoutAction as never,
      makeRequest("/checkout", {
        cookie,
        form: { idempotencyKey, email: "not-an-email", name: " ", line1: "", city: "", state: "ZZ", zip: "1234" },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.data.error).toEqual({
      email: ["Enter a valid email address, like you@example.com."],
      name: ["Enter the full name of the person receiving the order."],
      line1: ["Enter the street address."],
      city: ["Enter the city."],
      state: ["Choose a US state."],
      zip: ["Enter a 5-digit ZIP code, or ZIP+4 like 78701-1234."],
    });
    expect(res.data.initialValue?.email).toBe("not-an-email");
    for (const zip of ["7870", "787011", "78701-12", "abcde"]) {
      expect((await submit(cookie, idempotencyKey, { zip })).data.error?.zip, zip).toBeDefined();
    }
    expect((await submit(cookie, "short")).status).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(await cartLinesOf(cookie)).toHaveLength(1);
  });

  it("a retry after the cart was filled again returns the first order and leaves the new bag in the cart", async () => {
    const cookie = await browserWith(["subscribe", 1]);
    const { idempotencyKey } = await issueForm(cookie);
    const first = await submit(cookie, idempotencyKey);
    expect(first.status).toBe(302);
    await addTo(cookie, "one_time", 2);
    const before = await orderCount();

    const retry = await submit(cookie, idempotencyKey);
    expect(retry.status).toBe(302);
    expect(retry.location).toBe(first.location);
    expect(await orderCount()).toBe(before);
    const db = await getDb();
    const { order } = await orderFrom(first.location);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(1);
    const kept = await db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartIdOf(cookie)));
    expect(kept.map((l) => [l.purchaseType, l.quantity])).toEqual([["one_time", 2]]);
  });

  it("a key used by one browser cannot be used by another", async () => {
    const a = await browserWith(["subscribe", 1]);
    const b = await browserWith(["subscribe", 1]);
    const { idempotencyKey } = await issueForm(a);
    expect((await submit(a, idempotencyKey)).status).toBe(302);
    const before = await orderCount();
    const stolen = await submit(b, idempotencyKey);
    expect(stolen.status).toBe(409);
    expect(stolen.data.error?.[""]?.[0]).toMatch(/expired/);
    expect(await orderCount()).toBe(before);
  });
});

describe("the order page", () => {
  it("is reached by its buyer's browser or its link's token; anyone else gets a 404", async () => {
    const cookie = await browserWith(["subscribe", 1]);
    const { order, token } = await orderFrom((await submit(cookie, (await issueForm(cookie)).idempotencyKey)).location);
    const view = (path: string, c = "") =>
      callRoute<{ order: { number: string; status: string; npxReward: number } }>(
        orderLoader as never,
        makeRequest(path, { cookie: c }),
        { orderId: path.split("/")[2]!.split("?")[0]! },
      );

    const byBrowser = await view(`/orders/${order.id}`, cookie);
    expect(byBrowser.status).toBe(200);
    expect(byBrowser.data.order).toMatchObject({ number: order.number, status: "pending_payment", npxReward: 10000 });
    expect((await view(`/orders/${order.id}?token=${token}`)).status).toBe(200);

    const stranger = await browserWith(["one_time", 1]);
    expect((await view(`/orders/${order.id}`)).status).toBe(404);
    expect((await view(`/orders/${order.id}`, stranger)).status).toBe(404);
    expect((await view(`/orders/${order.id}?token=${token.slice(0, -1)}x`)).status).toBe(404);
    expect((await view(`/orders/${order.id}?token=`)).status).toBe(404);
    expect((await view(`/orders/not-an-order?token=${token}`)).status).toBe(404);
  });
});
