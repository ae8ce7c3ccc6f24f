// Stock against the real database (PGlite, or PostgreSQL with DATABASE_URL): bags held at
// placement, given back on cancel, kept on refund; the last bag between two shoppers; renewals
// held for stock; the back-in-stock list and the operator's alert, each emailed once.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stockCopy } from "~/content/stock";
import { getDb } from "~/db/client.server";
import {
  auditLog,
  cartLines,
  emailOutbox,
  jobs,
  orders,
  productStock,
  stockHeldRenewals,
  stockHolds,
  stockWaitlist,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from "~/db/schema";
import { placeOrder } from "~/checkout/place-order.server";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { resetEnvCache } from "~/utils/env.server";
import { onSharedPagesChanged } from "~/utils/shared-pages";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import { action as cartAction } from "~/routes/cart";
import { runStockAction } from "./admin.server";
import { countHeldRenewals } from "./held-renewals.server";
import { handleNotifyPost } from "./notify.server";
import { readStock, readStockState } from "./stock.server";
import { CHECKOUT_ADDRESS } from "../../tests/setup/checkout-address";

const PRODUCT = "nava-focus";
const DAY = 86_400_000;
const ADDRESS = { email: "ada@example.com", ...CHECKOUT_ADDRESS };

async function setBags(available: number, alertLevel = 0) {
  const db = await getDb();
  const current = await readStock(db, PRODUCT);
  const form = new FormData();
  form.set("productId", PRODUCT);
  form.set("available", String(available));
  form.set("alertLevel", String(alertLevel));
  form.set("expected", current ? String(current.available) : "");
  const res = await runStockAction(db, form, "admin-wallet");
  expect(res.data.ok, res.data.message).toBe(true);
}
const available = async () => (await readStock(await getDb(), PRODUCT))?.available;
const cartIdOf = (cookie: string) => /nava_cart=([^;]+)/.exec(cookie)![1]!;
async function linesOf(cookie: string) {
  return (await getDb())
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartIdOf(cookie)));
}
async function place(cookie: string, email = ADDRESS.email) {
  return placeOrder({
    cartId: cartIdOf(cookie),
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    address: { ...ADDRESS, email },
    wallet: null,
  });
}
async function outbox(kind: string) {
  return (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(emailOutbox.id);
}
async function cartAdd(cookie: string, quantity: number, intent = "add") {
  return callRoute<{ status: string; error: Record<string, string[]> }>(
    cartAction as never,
    makeRequest("/cart", {
      form: { intent, productId: PRODUCT, purchaseType: "one_time", quantity: String(quantity) },
      cookie,
    }),
  );
}

beforeEach(async () => {
  resetClock();
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(productStock);
  // Earlier tests' unpaid orders meet their deadline when a test moves the clock; the bags they
  // held belong to a count this test no longer has.
  await db.delete(stockHolds);
  await db.delete(stockWaitlist);
  await db.delete(stockHeldRenewals);
  await db.delete(emailOutbox);
});
afterEach(() => resetClock());

describe("the console sets the bags for sale", () => {
  it("saves, logs the change in the audit log, and refuses bad input with a message, saving nothing", async () => {
    const db = await getDb();
    await setBags(40, 5);
    expect(await readStock(db, PRODUCT)).toEqual({ available: 40, alertLevel: 5 });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "stock.set"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actor: "admin-wallet", target: `product:${PRODUCT}` });
    expect(entry!.detail).toMatchObject({ to: { available: 40, alertLevel: 5 } });

    const cases: Array<[Record<string, string>, number, string]> = [
      [{ available: "-3" }, 400, stockCopy.console.errors.available],
      [{ available: "ten" }, 400, stockCopy.console.errors.available],
      [{ available: "2.5" }, 400, stockCopy.console.errors.available],
      [{ available: "100001" }, 400, stockCopy.console.errors.available],
      [{ alertLevel: "" }, 400, stockCopy.console.errors.alertLevel],
      [{ productId: "no-such-bag" }, 400, stockCopy.console.errors.product],
      [{ expected: "39" }, 409, stockCopy.console.errors.changed(40)],
    ];
    for (const [change, status, message] of cases) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        productId: PRODUCT,
        available: "12",
        alertLevel: "3",
        expected: "40",
        ...change,
      }))
        form.set(k, v);
      const res = await runStockAction(db, form, "admin-wallet");
      expect(res.init?.status, JSON.stringify(change)).toBe(status);
      expect(res.data).toMatchObject({ ok: false, message });
      expect(await readStock(db, PRODUCT)).toEqual({ available: 40, alertLevel: 5 });
    }
  });
});

describe("an order holds its bags from placement", () => {
  it("takes them when placed, keeps them when paid and refunded, gives them back once when cancelled", async () => {
    const db = await getDb();
    await setBags(5);
    const placed = await place(await addToCart("", "one_time", 2));
    if (!placed.ok) throw new Error(placed.reason);
    expect(await available()).toBe(3);
    expect(await db.select().from(stockHolds).where(eq(stockHolds.orderId, placed.order.id))).toMatchObject([
      { productId: PRODUCT, quantity: 2, releasedAt: null },
    ]);
    await transitionOrder(db, placed.order.id, "paid", { actor: "test" });
    expect(await available()).toBe(3);
    await transitionOrder(db, placed.order.id, "refunded", { actor: "test" });
    expect(await available()).toBe(3);

    const other = await place(await addToCart("", "subscribe", 1));
    if (!other.ok) throw new Error(other.reason);
    expect(await available()).toBe(2);
    await transitionOrder(db, other.order.id, "cancelled", { actor: "system:expiry" });
    expect(await available()).toBe(3);
    // Cancelled is final; nothing gives the bag back twice.
    await transitionOrder(db, other.order.id, "cancelled", { actor: "system:expiry" });
    expect(await available()).toBe(3);
  });

  it("an order placed before the product was counted takes its bags when paid, never below zero", async () => {
    const db = await getDb();
    const placed = await place(await addToCart("", "one_time", 3));
    if (!placed.ok) throw new Error(placed.reason);
    await setBags(2);
    await transitionOrder(db, placed.order.id, "paid", { actor: "test" });
    expect(await available()).toBe(0);
    expect(await readStockState(db, PRODUCT)).toBe("sold_out");
  });

  it("two shoppers for the last bag at once: one order, one clear refusal, and the refused cart is kept", async () => {
    const db = await getDb();
    await setBags(1);
    const first = await addToCart("", "one_time", 1);
    const second = await addToCart("", "one_time", 1);
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const results = await Promise.all([place(first, "first@example.com"), place(second, "second@example.com")]);
    const won = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(won).toHaveLength(1);
    expect(refused).toEqual([{ ok: false, reason: "stock", message: stockCopy.orderRefusal("NAVA Focus", 0) }]);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after!.n).toBe(before!.n + 1);
    expect(await available()).toBe(0);
    const loser = results[0]!.ok ? second : first;
    expect(await linesOf(loser)).toMatchObject([{ productId: PRODUCT, purchaseType: "one_time", quantity: 1 }]);
  });

  it("the cart refuses more bags than are left, with how many are left", async () => {
    await setBags(3);
    const cookie = await addToCart("", "one_time", 2);
    const more = await cartAdd(cookie, 2);
    expect(more.status).toBe(400);
    expect(JSON.stringify(more.data)).toContain(stockCopy.refusal("NAVA Focus", 3, 2));
    expect(await linesOf(cookie)).toMatchObject([{ quantity: 2 }]);
    expect((await cartAdd(cookie, 4, "set-quantity")).status).toBe(400);
    expect((await cartAdd(cookie, 3, "set-quantity")).status).toBe(200);
    await setBags(0);
    const soldOut = await cartAdd("", 1);
    expect(JSON.stringify(soldOut.data)).toContain(stockCopy.refusal("NAVA Focus", 0));
  });
});

describe("the kept product page", () => {
  it("is forgotten when the stock changes state, not on every bag", async () => {
    let changes = 0;
    const stop = onSharedPagesChanged(() => changes++);
    try {
      await setBags(10, 2);
      // Counting the stock forgets the page now and once more a second later (stock.server.ts):
      // let that second call pass, so a slow order below is not taken for a change of state.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const counted = changes;
      await place(await addToCart("", "one_time", 1));
      expect(changes).toBe(counted);
      await place(await addToCart("", "one_time", 7)); // 2 left: low
      expect(changes).toBeGreaterThan(counted);
      const low = changes;
      await place(await addToCart("", "one_time", 2)); // sold out
      expect(changes).toBeGreaterThan(low);
    } finally {
      stop();
    }
  });
});

describe("renewals and stock", () => {
  it("a renewal without stock is held: no order, no charge, the subscriber told once; it goes on when bags are back", async () => {
    const db = await getDb();
    const subscription = await startTestSubscription(db, { id: "00000000-0000-4000-8000-5700c0000001", quantity: 2 });
    await setBags(1);
    advanceClock(28 * DAY);
    expect(await placeRenewal(db, subscription.id)).toEqual({ placed: false, reason: "held_for_stock" });
    expect(await placeRenewal(db, subscription.id)).toEqual({ placed: false, reason: "held_for_stock" });
    expect(
      await db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id)),
    ).toHaveLength(0);
    expect(await available()).toBe(1);
    const held = await outbox("subscription.renewal-held");
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ to: subscription.email });
    expect(held[0]!.text).toContain("nothing was charged");
    const events = await db
      .select()
      .from(subscriptionEvents)
      .where(
        and(eq(subscriptionEvents.subscriptionId, subscription.id), eq(subscriptionEvents.action, "renewal.held")),
      );
    expect(events).toHaveLength(1);
    expect(await countHeldRenewals(db, PRODUCT)).toBe(1);

    await setBags(5);
    await runDueJobs(db);
    const renewals = await db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, subscription.id));
    expect(renewals).toHaveLength(1);
    expect(await available()).toBe(3);
    expect(await db.select().from(stockHeldRenewals)).toHaveLength(0);
    expect(await countHeldRenewals(db, PRODUCT)).toBe(0);
    expect(await db.select().from(stockHolds).where(eq(stockHolds.orderId, renewals[0]!.orderId))).toMatchObject([
      { quantity: 2 },
    ]);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(sub!.nextPeriod).toBe(subscription.nextPeriod + 1);
  });
});

describe("emails", () => {
  it("back in stock: each waiting address once when bags return, again only if it asks again", async () => {
    const db = await getDb();
    await setBags(0);
    const post = (email: string, client = "203.0.113.7") =>
      callRoute(
        ((args: { request: Request }) => handleNotifyPost(args.request, client)) as never,
        makeRequest("/stock/notify", { form: { email, productId: PRODUCT } }),
      );
    expect((await post("Wait@Example.com")).location).toBe("/product?notify=ok#back-in-stock");
    expect((await post("wait@example.com ")).location).toBe("/product?notify=ok#back-in-stock");
    expect((await post("not an email")).location).toBe("/product?notify=invalid#back-in-stock");
    expect(await db.select().from(stockWaitlist)).toHaveLength(1);

    await setBags(4);
    await setBags(0);
    await setBags(2);
    const sent = await outbox("stock.back-in-stock");
    expect(sent.map((m) => m.to)).toEqual(["wait@example.com"]);
    expect(sent[0]!.subject).toBe("NAVA Focus is back in stock");

    await setBags(0);
    await post("wait@example.com");
    await setBags(1);
    expect(await outbox("stock.back-in-stock")).toHaveLength(2);
  });

  it("the form is rate-limited per address", async () => {
    const results: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      const res = await callRoute(
        ((args: { request: Request }) => handleNotifyPost(args.request, `198.51.100.${i}`)) as never,
        makeRequest("/stock/notify", { form: { email: "often@example.com", productId: PRODUCT } }),
      );
      results.push(res.location);
    }
    expect(results.at(-1)).toBe("/product?notify=limited#back-in-stock");
  });

  it("the operator is emailed once when the bags fall to the alert level, again after they rose above it", async () => {
    process.env.OPERATOR_EMAIL = "ops@example.com";
    resetEnvCache();
    try {
      await setBags(5, 2);
      await place(await addToCart("", "one_time", 3)); // 2 left: at the level
      await place(await addToCart("", "one_time", 1)); // 1 left: same dip
      let alerts = await outbox("stock.alert");
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ to: "ops@example.com", subject: "Stock alert: 2 bags of NAVA Focus left" });
      await setBags(10, 2);
      // Another shopper (one client holds at most a few bags unpaid: decision 0030).
      await place(await addToCart("", "one_time", 8), "bea@example.com");
      alerts = await outbox("stock.alert");
      expect(alerts).toHaveLength(2);
    } finally {
      delete process.env.OPERATOR_EMAIL;
      resetEnvCache();
    }
  });
});
