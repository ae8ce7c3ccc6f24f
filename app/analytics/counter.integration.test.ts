// The funnel's counts: kept in memory, added to the database by additive upserts, visitors
// counted once a store day by a hash with the day's salt, which rotates and is purged; orders
// placed and paid counted from the order's events.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { funnelCounts, funnelSalts, funnelVisitors } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { placeOrder } from "~/checkout/place-order.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { insertTestOrder } from "../../tests/setup/orders";
import {
  countCartStarted,
  countCheckoutStarted,
  countPageView,
  flushFunnel,
  loadSalts,
  purgeVisitorHashes,
  resetFunnelCounter,
  storeToday,
  unflushed,
  visitorHash,
} from "./counter.server";
import { readFunnel } from "./funnel.server";

const DAY_MS = 86_400_000;
const UA = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

beforeEach(async () => {
  resetFunnelCounter();
  resetClock();
  const db = await getDb();
  for (const table of [funnelCounts, funnelSalts, funnelVisitors]) await db.delete(table);
});
afterEach(() => resetClock());

const countsOf = async (day: string) => (await readFunnel({ from: day, to: day })).totals;

describe("the funnel's counter", () => {
  it("counts the same visitor twice in a day once, and two visitors twice", async () => {
    const db = await getDb();
    await loadSalts(db, [storeToday()]);
    countPageView("/", "203.0.113.7", UA);
    countPageView("/faq", "203.0.113.7", UA);
    countPageView("/", "198.51.100.4", UA);
    await flushFunnel(db);
    // Later the same day the first visitor comes back (this process, then another one).
    countPageView("/product", "203.0.113.7", UA);
    await flushFunnel(db);
    resetFunnelCounter(); // another process: its memory knows nothing of the first's visitors
    countPageView("/", "203.0.113.7", UA);
    await flushFunnel(db);
    const today = storeToday();
    const funnel = await readFunnel({ from: today, to: today });
    expect(funnel.totals).toMatchObject({ visitor: 2, pageViews: 5, product_view: 1 });
    expect(funnel.routes).toEqual([
      { route: "/", views: 3 },
      { route: "/faq", views: 1 },
      { route: "/product", views: 1 },
    ]);
  });

  it("draws a new random salt each store day, so a visitor's hash changes with the day", async () => {
    const db = await getDb();
    const today = storeToday();
    countPageView("/", "203.0.113.7", UA);
    await flushFunnel(db);
    advanceClock(DAY_MS);
    const tomorrow = storeToday();
    expect(tomorrow).not.toBe(today);
    countPageView("/", "203.0.113.7", UA);
    await flushFunnel(db);
    const salts = await db.select().from(funnelSalts);
    const saltOf = (day: string) => salts.find((s) => s.day === day)!.salt;
    expect(saltOf(today)).not.toBe(saltOf(tomorrow));
    expect(saltOf(today)).toMatch(/^[\w-]{43}$/);
    const hashes = await db.select().from(funnelVisitors);
    expect(hashes.map((h) => h.hash).sort()).toEqual(
      [
        visitorHash(saltOf(today), "v", "203.0.113.7", UA),
        visitorHash(saltOf(tomorrow), "v", "203.0.113.7", UA),
      ].sort(),
    );
    // A visitor on both days is a visitor of each.
    expect((await countsOf(today)).visitor).toBe(1);
    expect((await countsOf(tomorrow)).visitor).toBe(1);

    // The purge drops every salt and hash of the days before today; the counts stay.
    expect(await purgeVisitorHashes(db, tomorrow)).toEqual({ hashes: 1, salts: 1 });
    expect((await db.select().from(funnelVisitors)).every((h) => h.day === tomorrow)).toBe(true);
    expect((await db.select().from(funnelSalts)).some((s) => s.day === today)).toBe(false);
    expect((await countsOf(today)).visitor).toBe(1);
  });

  it("adds to the rows several processes write (additive upserts), and keeps counts when a flush fails", async () => {
    const db = await getDb();
    const today = storeToday();
    countCartStarted(UA);
    countCartStarted("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"); // not counted
    await flushFunnel(db);
    resetFunnelCounter();
    countCartStarted(UA);
    countCartStarted(null);
    await flushFunnel(db);
    expect((await countsOf(today)).cart_started).toBe(3);

    countCartStarted(UA);
    const broken = { ...db, transaction: () => Promise.reject(new Error("database away")) } as unknown as typeof db;
    await expect(flushFunnel(broken)).rejects.toThrow("database away");
    expect(unflushed(today).steps).toEqual({ "cart_started\t": 1 });
    await flushFunnel(db);
    expect((await countsOf(today)).cart_started).toBe(4);
  });

  it("counts a visitor who reached the checkout once a day; not a bot's or a prefetch's", async () => {
    const db = await getDb();
    await loadSalts(db, [storeToday()]);
    const checkout = (headers: Record<string, string>) =>
      new Request("http://localhost:3000/checkout", { headers: { "user-agent": UA, ...headers } });
    countCheckoutStarted(checkout({}), "203.0.113.7");
    countCheckoutStarted(checkout({}), "203.0.113.7"); // a reload, or the app's navigation
    countCheckoutStarted(checkout({}), "198.51.100.4");
    countCheckoutStarted(checkout({ "sec-purpose": "prefetch" }), "192.0.2.1");
    countCheckoutStarted(checkout({ "user-agent": "Googlebot/2.1" }), "192.0.2.2");
    await flushFunnel(db);
    expect(await countsOf(storeToday())).toMatchObject({ checkout_started: 2, visitor: 0 });
  });

  it("holds a visit seen before the day's salt was read until the next flush, then counts it", async () => {
    const db = await getDb();
    countPageView("/", "203.0.113.7", UA); // no salt read yet in this process
    expect(unflushed(storeToday()).pending).toBe(1);
    await flushFunnel(db);
    expect(unflushed(storeToday()).pending).toBe(0);
    expect((await countsOf(storeToday())).visitor).toBe(1);
  });

  it("stores neither an address nor a user agent", async () => {
    const db = await getDb();
    await loadSalts(db, [storeToday()]);
    countPageView("/", "203.0.113.7", UA);
    await flushFunnel(db);
    const stored = JSON.stringify([
      await db.select().from(funnelCounts),
      await db.select().from(funnelVisitors),
      await db.select().from(funnelSalts),
    ]);
    expect(stored).not.toContain("203.0.113");
    expect(stored).not.toContain("Firefox");
  });
});

describe("orders placed and paid, from the order's events", () => {
  it("counts an order paid in its transaction, and not a subscription's renewal", async () => {
    const db = await getDb();
    const today = storeToday();
    await insertTestOrder(db, { id: "funnel-paid" });
    await insertTestOrder(db, { id: "funnel-renewal", idempotencyKey: "renewal:sub-1:1" });
    expect((await transitionOrder(db, "funnel-paid", "paid", { actor: "system:test" })).ok).toBe(true);
    expect((await transitionOrder(db, "funnel-renewal", "paid", { actor: "system:test" })).ok).toBe(true);
    expect(await countsOf(today)).toMatchObject({ order_paid: 1 });
    // Paid then refunded is still an order paid that day.
    await transitionOrder(db, "funnel-paid", "refunded", { actor: "system:test" });
    expect((await countsOf(today)).order_paid).toBe(1);
  });

  it("counts an order placed by the checkout, once: a retry with the same key is the same order", async () => {
    const today = storeToday();
    const cookie = await addToCart("", "subscribe", 1);
    const cartId = /nava_cart=([^;]+)/.exec(cookie)![1]!;
    const input = {
      cartId,
      idempotencyKey: "funnel-order-key",
      wallet: null,
      address: {
        email: "ada@example.com",
        name: "Ada",
        line1: "1 Main St",
        line2: "",
        city: "Austin",
        state: "TX" as const,
        zip: "78701",
        code: "",
      },
    };
    expect(await placeOrder(input)).toMatchObject({ ok: true, created: true });
    expect(await placeOrder(input)).toMatchObject({ ok: true, created: false });
    // The cart's add was counted in memory as a cart started; the order in the database at once.
    expect(unflushed(today).steps).toEqual({ "cart_started\t": 1 });
    expect(await countsOf(today)).toMatchObject({ order_placed: 1, cart_started: 0 });
    await flushFunnel(await getDb());
    expect(await countsOf(today)).toMatchObject({ order_placed: 1, cart_started: 1 });
  });
});
