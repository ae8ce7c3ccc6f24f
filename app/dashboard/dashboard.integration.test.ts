// The dashboard's figures against a store with known answers: a week in New York (24–30 Nov 2026)
// beside the week before, orders on both sides of midnight, a refund in part and one in full, an
// unpaid order, creators, NPX, subscriptions (one cancelled in the week, one paused) and reviews.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import {
  funnelCounts,
  cardPayments,
  creatorApplications,
  creatorCommissions,
  creatorPayouts,
  creators,
  orderLines,
  orders,
  payments,
  rewardDistributions,
  rewardEntries,
  reviews,
  subscriptionRenewals,
  subscriptions,
} from "~/db/schema";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { backfillMoney } from "~/money/backfill.server";
import { getDashboard } from "./dashboard.server";
import { dashboardExportCopy } from "~/content/dashboard";
import { parseCsv } from "~/reviews/csv-parse";
import { ordersCsv } from "./export.server";
import { periodFrom } from "~/utils/period";

const NY = "America/New_York";
const NOW = new Date("2026-11-30T17:00:00Z");
const WEEK = new URLSearchParams("period=7d");
const W1 = "W1111111111111111111111111111111111111111";
const W2 = "W2222222222222222222222222222222222222222";
const W3 = "W3333333333333333333333333333333333333333";
const dashboard = (params = WEEK) => getDashboard(db, params, { now: NOW, timeZone: NY, fresh: true });

const ADMIN = "DashAdm1nWa11etDashAdm1nWa11etDashAdm1nWa1";
let db: Db;
let consoleApp: Awaited<ReturnType<typeof openConsoleAs>>;
beforeAll(async () => {
  db = await getDb();
  consoleApp = await openConsoleAs(ADMIN);
});

const paid = (at: string) => ({ status: "paid" as const, paidAt: new Date(at), createdAt: new Date(at) });

async function seed() {
  // The week's paid orders: [id, email, paid at, subtotal, shipping, total].
  const week: Array<[string, string, string, number, number, number]> = [
    ["A", "a@example.com", "2026-11-25T15:00:00Z", 4900, 899, 5799],
    ["B", "b@example.com", "2026-11-26T15:00:00Z", 7800, 0, 7800],
    // 10% off the lines with Ada's code.
    ["C", "c@example.com", "2026-11-27T15:00:00Z", 4900, 899, 5309],
    // 23:59 on the 30th in New York, already 1 December in UTC: in the week.
    ["F", "f@example.com", "2026-12-01T04:59:00Z", 3900, 0, 3900],
    // Refunded in full.
    ["G", "g@example.com", "2026-11-28T15:00:00Z", 4900, 899, 5799],
  ];
  const wallets: Record<string, string> = { B: W1, F: W2 };
  for (const [id, email, at, subtotalCents, shippingCents, totalCents] of week)
    await insertTestOrder(db, {
      id,
      email,
      ...paid(at),
      ...(id === "G" ? { status: "refunded" as const } : {}),
      wallet: wallets[id] ?? null,
      amountNpx: id === "B" ? 20000 : 10000,
      subtotalCents,
      shippingCents,
      totalCents,
      line: { purchaseType: "one_time", unitPriceCents: subtotalCents },
    });
  // 23:30 on the 23rd in New York (04:30 on the 24th in UTC): the week before. Same buyer as A.
  await insertTestOrder(db, {
    id: "E",
    email: "a@example.com",
    wallet: W3,
    ...paid("2026-11-24T04:30:00Z"),
    line: { purchaseType: "subscribe", unitPriceCents: 3900 },
  });
  // Unpaid, and a renewal cancelled unpaid: no sale.
  await insertTestOrder(db, { id: "D", email: "d@example.com", createdAt: new Date("2026-11-26T12:00:00Z") });
  await insertTestOrder(db, {
    id: "H",
    email: "h@example.com",
    status: "cancelled",
    createdAt: new Date("2026-11-27T12:00:00Z"),
  });

  await db.insert(cardPayments).values([
    { orderId: "A", paymentIntentId: "pi_A", amountCents: 5799, currency: "usd", status: "paid", refundedCents: 1000 },
    { orderId: "G", paymentIntentId: "pi_G", amountCents: 5799, currency: "usd", status: "paid", refundedCents: 5799 },
  ]);
  await db
    .insert(payments)
    .values({ orderId: "B", signature: "sigB", reference: "refB", status: "confirmed", amount: 78_000_000 });

  // NPX: A's is a guest order's, waiting to be collected; B's was claimed; G's was voided by its
  // refund; F's is claimable; W3 owes 4,000 back after a refund that followed a claim.
  await db.insert(rewardEntries).values({ orderId: "A", wallet: null, amountNpx: 10000, status: "earned" });
  const [d1] = await db
    .insert(rewardDistributions)
    .values({
      txSignature: "claim-B",
      totalNpx: 20000,
      createdBy: W1,
      wallet: W1,
      createdAt: new Date("2026-11-27T15:00:00Z"),
    })
    .returning();
  await db.insert(rewardDistributions).values({
    txSignature: "claim-E",
    totalNpx: 10000,
    createdBy: W3,
    wallet: W3,
    createdAt: new Date("2026-11-20T15:00:00Z"),
  });
  await db.update(rewardEntries).set({ status: "distributed", distributionId: d1!.id }).where(eqOrder("B"));
  await db.update(rewardEntries).set({ status: "earned" }).where(eqOrder("F"));
  await db.update(rewardEntries).set({ status: "distributed" }).where(eqOrder("E"));
  await db.insert(rewardEntries).values([
    { orderId: "G", wallet: W2, amountNpx: 10000, status: "void" },
    { orderId: "E", wallet: W3, amountNpx: -4000, status: "earned" },
  ]);

  // Subscriptions: S1 started in the week (from B), S2 cancelled in it, S3 paused, S4 active, S5
  // cancelled in October.
  const sub = async (
    id: string,
    startedAt: string,
    values: Partial<typeof subscriptions.$inferInsert> & { quantity?: number; frequencyWeeks?: number },
    origin?: string,
  ) => {
    const originOrderId =
      origin ?? (await insertTestOrder(db, { id: `o-${id}`, email: `${id}@example.com`, ...paid(startedAt) }));
    await db.insert(subscriptions).values({
      id,
      originOrderId,
      productId: "nava-focus",
      productName: "NAVA Focus",
      quantity: 1,
      unitPriceCents: 3900,
      npxRewardPerBag: 10000,
      nextRenewalOn: "2026-12-20",
      email: `${id}@example.com`,
      shipName: "Sub",
      shipLine1: "1 Main St",
      shipCity: "Austin",
      shipState: "TX",
      shipZip: "78701",
      manageToken: `manage-${id}`,
      createdAt: new Date(startedAt),
      ...values,
    });
  };
  await db
    .update(orders)
    .set({ createdAt: new Date("2026-11-26T15:00:00Z") })
    .where(eqId("B"));
  await sub("S1", "2026-11-26T15:00:00Z", { quantity: 2 }, "B");
  await sub("S2", "2026-08-10T15:00:00Z", { status: "cancelled", cancelledAt: new Date("2026-11-27T15:00:00Z") });
  await sub("S3", "2026-09-15T15:00:00Z", { status: "paused", frequencyWeeks: 2 });
  await sub("S4", "2026-10-05T15:00:00Z", { frequencyWeeks: 8 });
  await sub("S5", "2026-09-20T15:00:00Z", { status: "cancelled", cancelledAt: new Date("2026-10-25T15:00:00Z") });
  await db.insert(subscriptionRenewals).values([
    { subscriptionId: "S4", period: 1, orderId: "F", renewalOn: "2026-11-30" },
    { subscriptionId: "S4", period: 2, orderId: "D", renewalOn: "2026-11-26" },
    { subscriptionId: "S2", period: 1, orderId: "H", renewalOn: "2026-11-24" },
  ]);

  // Creators: Ben brought B (approved), Ada brought C with a 10% discount (pending); Ada was paid
  // 50.00 in the week.
  const creator = async (name: string, code: string) => {
    const [application] = await db
      .insert(creatorApplications)
      .values({
        name,
        email: `${code}@example.com`,
        platform: "youtube",
        handle: `@${code}`,
        followers: 1000,
        links: [],
        why: "x",
        consent: true,
        status: "approved",
      })
      .returning();
    const [row] = await db
      .insert(creators)
      .values({ applicationId: application!.id, name, email: `${code}@example.com`, code })
      .returning();
    return row!.id;
  };
  const ada = await creator("Ada", "ADA");
  const ben = await creator("Ben", "BEN");
  await db.insert(creatorCommissions).values([
    {
      creatorId: ada,
      orderId: "C",
      source: "code",
      code: "ADA",
      discountCents: 490,
      baseCents: 4410,
      rateBps: 1500,
      amountCents: 662,
      status: "pending",
      paidAt: new Date("2026-11-27T15:00:00Z"),
    },
    {
      creatorId: ben,
      orderId: "B",
      source: "link",
      code: "BEN",
      baseCents: 7800,
      rateBps: 1000,
      amountCents: 780,
      status: "approved",
      paidAt: new Date("2026-11-26T15:00:00Z"),
    },
  ]);
  // Checkout writes the code and its discount on the order (app/discounts), which the dashboard reads.
  await db.update(orders).set({ discountCents: 490, discountCode: "ADA" }).where(eq(orders.id, "C"));
  await db.update(orders).set({ discountCode: "BEN" }).where(eq(orders.id, "B"));
  const [payout] = await db
    .insert(creatorPayouts)
    .values({
      creatorId: ada,
      period: "2026-10",
      amountCents: 5000,
      method: "outside",
      status: "paid",
      createdBy: "op",
      paidAt: new Date("2026-11-28T15:00:00Z"),
    })
    .returning();
  // What that payout paid: Ada's commission on S3's first order, paid in September.
  await db.insert(creatorCommissions).values({
    creatorId: ada,
    orderId: "o-S3",
    source: "link",
    code: "ADA",
    baseCents: 33333,
    rateBps: 1500,
    amountCents: 5000,
    status: "paid",
    paidAt: new Date("2026-09-15T15:00:00Z"),
    approvedAt: new Date("2026-10-15T15:00:00Z"),
    payoutId: payout!.id,
  });

  // Reviews: two in the week (one awaiting moderation), one rejected, one the week before.
  const review = (key: string, rating: number, status: "pending" | "approved" | "rejected", at: string) => ({
    productId: "nava-focus",
    importSource: "sample",
    importKey: key,
    rating,
    status,
    title: "t",
    body: "b",
    displayName: "d",
    createdAt: new Date(at),
  });
  await db
    .insert(reviews)
    .values([
      review("r1", 5, "approved", "2026-11-25T15:00:00Z"),
      review("r2", 3, "pending", "2026-11-26T15:00:00Z"),
      review("r3", 1, "rejected", "2026-11-27T15:00:00Z"),
      review("r4", 4, "approved", "2026-11-20T15:00:00Z"),
    ]);
  // The store's tables as they were: the money record is carried in from them (its migration).
  await backfillMoney(db);
}

const eqOrder = (id: string) => eq(rewardEntries.orderId, id);
const eqId = (id: string) => eq(orders.id, id);

describe("the dashboard", () => {
  it("on an empty store: zeros, and nothing divided by zero", async () => {
    const d = await dashboard();
    expect(d.current.sales).toMatchObject({ orders: 0, grossCents: 0, netCents: 0, averageOrderCents: null });
    expect(d.current.subscriptions).toMatchObject({ activeNow: 0, churn: null, mrrCents: 0 });
    expect(d.current.reviews).toEqual({ count: 0, average: null, awaiting: 0 });
    expect(d.salesByDay).toEqual([]);
    expect(d.cohorts.every((c) => c.size === 0 && c.retained.every((r) => r === null))).toBe(true);
    expect(d.pool).toMatchObject({ state: "not_configured", runwayDays: null });
    const html = await consoleApp.page("/admin?period=7d");
    expect(html).toContain("No orders in this period.");
    expect(html).toContain("No subscribers in the last 12 months.");
    expect(html).toContain("No reward pool is set up");
    expect(html).toContain("No visits counted in this period.");
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("shows the period's funnel as counted, and links to its page", async () => {
    const count = (day: string, step: string, n: number, route = "") => ({ day, step, route, count: n });
    await db.insert(funnelCounts).values([
      count("2026-11-29", "visitor", 40),
      count("2026-11-29", "page_view", 90, "product"),
      count("2026-11-29", "product_view", 30),
      count("2026-11-30", "cart_started", 10),
      count("2026-11-30", "order_paid", 4),
      // Outside the week: not counted, but the week before's.
      count("2026-11-20", "visitor", 500),
      count("2026-11-20", "order_paid", 20),
      // Before both weeks: in neither.
      count("2026-11-16", "visitor", 7),
    ]);
    const d = await dashboard();
    expect(d.funnel.totals).toMatchObject({ visitor: 40, product_view: 30, cart_started: 10, order_paid: 4 });
    expect(d.funnel.pageViews).toBe(90);
    // The week before (17–23 Nov): 20 Nov's 500 visitors and 20 orders paid.
    expect(d.funnel.previous).toMatchObject({ visitor: 500, product_view: 0, order_paid: 20 });
    // The page runs on the real clock: the same week, asked for by its dates.
    const html = await consoleApp.page("/admin?period=custom&from=2026-11-24&to=2026-11-30");
    expect(html).toContain("90 page views.");
    expect(html).toContain('href="/admin/funnel?days=7"');
    expect(html).toMatch(/Carts started<\/td><td[^>]*>10<\/td><td[^>]*>33%/);
    // Each step beside the week before's figure and the change: visitors 500 then 40 is −92%.
    expect(html).toMatch(
      /Visitors<\/td><td[^>]*>40<\/td><td[^>]*>.*?<\/td><td[^>]*>500<\/td><td[^>]*>.*?▼ −92%.*?down 92%/,
    );
    expect(html).toMatch(/Orders paid<\/td><td[^>]*>4<\/td><td[^>]*>.*?<\/td><td[^>]*>20<\/td><td[^>]*>.*?▼ −80%/);
    await db.delete(funnelCounts);
  });

  it("counts the week's sales in New York's days, beside the week before", async () => {
    await seed();
    const d = await dashboard();
    expect([d.period.from, d.period.to, d.period.previous.from, d.period.previous.to]).toEqual([
      "2026-11-24",
      "2026-11-30",
      "2026-11-17",
      "2026-11-23",
    ]);
    // A, B, C, F, G. Gross: goods at list price; C's creator code; A's card refund of 10.00 in part
    // and G's whole refund (goods 49.00, shipping 8.99) are returns of goods and shipping refunded.
    expect(d.current.sales).toEqual({
      grossCents: 4900 + 7800 + 4900 + 3900 + 4900,
      discountCents: 490,
      discountsByKind: { discount_code: 0, creator_code: 490, holder_perk: 0, npx_spent: 0 },
      returnsCents: 1000 + 4900,
      netCents: 26400 - 490 - 5900,
      shippingCents: 3 * 899 - 899,
      taxCents: 0,
      totalSalesCents: 20010 + 1798,
      refundedCents: 1000 + 5799,
      orders: 5,
      averageOrderCents: Math.round((26400 - 490) / 5),
      byMethod: {
        card: { orders: 2, cents: 5799 + 5799 },
        usdc: { orders: 1, cents: 7800 },
        store: { orders: 2, cents: 5309 + 3900 },
      },
      // a@ bought the week before (E); the others are new.
      customers: { new: 4, returning: 1 },
    });
    expect(d.previous.sales).toMatchObject({
      orders: 1,
      grossCents: 3900,
      netCents: 3900,
      customers: { new: 1, returning: 0 },
    });
    expect(d.salesByDay).toEqual([
      { day: "2026-11-25", orders: 1, netCents: 3900 },
      { day: "2026-11-26", orders: 1, netCents: 7800 },
      { day: "2026-11-27", orders: 1, netCents: 4410 },
      { day: "2026-11-28", orders: 1, netCents: 0 },
      { day: "2026-11-30", orders: 1, netCents: 3900 },
    ]);
  });

  it("counts subscriptions, churn, MRR, renewals and cohorts", async () => {
    const d = await dashboard();
    expect(d.current.subscriptions).toEqual({
      activeNow: 2,
      pausedNow: 1,
      activeAtEnd: 2,
      started: 1,
      cancelled: 1,
      churn: 1 / 3,
      // S1: 2 × 39.00 every 4 weeks = 84.50 a month; S4: 39.00 every 8 weeks = 21.125.
      mrrCents: 10563,
      renewals: { paid: 1, awaiting: 1, failed: 1 },
    });
    expect(d.previous.subscriptions).toMatchObject({
      activeAtEnd: 2,
      started: 0,
      cancelled: 0,
      churn: 0,
      mrrCents: 6338,
    });
    const months = Object.fromEntries(d.mrrByMonth.map((m) => [m.month, [m.active, m.mrrCents]]));
    expect(d.mrrByMonth).toHaveLength(12);
    expect(months).toMatchObject({
      "2026-07": [0, 0],
      "2026-08": [1, 4225],
      "2026-09": [2, 8450],
      "2026-10": [2, 6338],
      "2026-11": [2, 10563],
    });
    const cohorts = Object.fromEntries(d.cohorts.map((c) => [c.month, [c.size, c.retained]]));
    expect(cohorts["2026-08"]).toEqual([1, [1, 1, 1]]);
    expect(cohorts["2026-09"]).toEqual([2, [1, 0.5]]);
    expect(cohorts["2026-10"]).toEqual([1, [1]]);
    expect(cohorts["2026-11"]).toEqual([1, []]);
    expect(cohorts["2026-07"]).toEqual([0, [null, null, null, null]]);
  });

  it("reports churn month by month: cancelled of those active at the month's start", async () => {
    // S2 started 10 Aug: August had none active at its start. S1 started 26 Nov: not in November's base.
    const d = await dashboard(new URLSearchParams("period=custom&from=2026-08-01&to=2026-11-30"));
    expect(d.churnByMonth).toEqual([
      { month: "2026-08", active: 0, cancelled: 0 },
      { month: "2026-09", active: 1, cancelled: 0 },
      // S2, S3 and S5; S5 cancelled on 25 Oct.
      { month: "2026-10", active: 3, cancelled: 1 },
      // S2, S3 and S4; S2 cancelled on 27 Nov.
      { month: "2026-11", active: 3, cancelled: 1 },
    ]);
    // A week within one month: that month alone.
    const week = await dashboard();
    expect(week.churnByMonth).toEqual([{ month: "2026-11", active: 3, cancelled: 1 }]);
    const html = await consoleApp.page("/admin?period=custom&from=2026-08-01&to=2026-11-30");
    const churn = html.slice(html.indexOf('data-testid="churn-by-month"'));
    expect(churn).toMatch(/Aug 2026<\/dt><dd[^>]*>none active<\/dd>/);
    expect(churn).toMatch(/Sep 2026<\/dt><dd[^>]*>0 of 1 \(0%\)<\/dd>/);
    expect(churn).toMatch(/Oct 2026<\/dt><dd[^>]*>1 of 3 \(33%\)<\/dd>/);
    expect(churn).toMatch(/Nov 2026<\/dt><dd[^>]*>1 of 3 \(33%\)<\/dd>/);
  });

  it("counts creators, NPX and reviews", async () => {
    const d = await dashboard();
    const c = d.current.creators;
    // Orders B and C; commission now pending (C) and approved (B); 50.00 paid out in the week.
    expect([c.orders, c.revenueCents, c.commissionCents]).toEqual([2, 12210, 1442]);
    expect([c.pendingCents, c.approvedCents, c.paidCents]).toEqual([662, 780, 5000]);
    expect(d.topCreators.map((c) => [c.name, c.orders, c.revenueCents, c.commissionCents])).toEqual([
      ["Ben", 1, 7800, 780],
      ["Ada", 1, 4410, 662],
    ]);
    expect(d.current.npx).toEqual({
      earned: 40000,
      guestCollectable: 10000,
      claimable: 10000,
      claimed: 20000,
      owedBack: 4000,
      claimedLast30Days: 30000,
    });
    expect(d.previous.npx).toMatchObject({ earned: 10000, claimed: 10000 });
    expect(d.current.reviews).toEqual({ count: 2, average: 4, awaiting: 1 });
    expect(d.previous.reviews).toMatchObject({ count: 1, average: 4 });
  });

  it("moves every boundary with the store's time zone", async () => {
    // In UTC, F (04:59 on 1 Dec) falls after the week and E (04:30 on the 24th) inside it.
    const d = await getDashboard(db, WEEK, { now: NOW, timeZone: "UTC", fresh: true });
    expect(d.current.sales.orders).toBe(5);
    expect(d.salesByDay.map((s) => s.day)).toContain("2026-11-24");
    expect(d.salesByDay.map((s) => s.day)).not.toContain("2026-11-30");
    const today = await dashboard(new URLSearchParams("period=today"));
    expect(today.current.sales.orders).toBe(1);
    expect(today.previous.sales.orders).toBe(0);
  });

  it("draws the page with every figure linked to its list, and the charts with their tables", async () => {
    const html = await consoleApp.page("/admin?period=custom&from=2026-11-24&to=2026-11-30");
    for (const href of [
      // Each sales figure opens the orders it counts: here, the week's returns.
      "/admin/orders?from=2026-11-24&amp;to=2026-11-30&amp;moved=return",
      "/admin/orders?from=2026-11-24&amp;to=2026-11-30&amp;moved=payment&amp;method=usdc",
      "/admin/subscriptions?status=cancelled",
      "/admin/reviews?status=pending",
      "/admin/creators",
      "/admin/rewards",
    ])
      expect(html, href).toContain(`href="${href}"`);
    expect(html).toContain("Sales by day");
    expect(html).toContain("<svg");
    expect(html).toContain("Show the numbers");
    expect(html).toContain("Ben");
    expect(html).not.toMatch(/NaN|Infinity/);
    // Beside the week before: drawn dashed on both charts and in their tables, days named with
    // their weekday (the change's arrow and words: compare.test.ts).
    expect(html.match(/data-testid="previous-line"/g)).toHaveLength(2);
    expect(html).toContain("Previous period");
    expect(html).toContain("Tue, Nov 24");
    // The list a figure opens: exactly the orders it counts.
    const returns = await consoleApp.page("/admin/orders?from=2026-11-24&to=2026-11-30&moved=return");
    expect(returns).toContain("Orders with returns from 2026-11-24 to 2026-11-30");
    expect([...returns.matchAll(/>NAVA-T(\w+)</g)].map((m) => m[1]).sort()).toEqual(["A", "G"]);
    const partly = await consoleApp.page("/admin/orders?status=part_refunded");
    expect([...partly.matchAll(/>NAVA-T(\w+)</g)].map((m) => m[1])).toEqual(["A"]);
    const placed = await consoleApp.page("/admin/orders?from=2026-11-26&to=2026-11-26");
    expect([...placed.matchAll(/>NAVA-T(\w+)</g)].map((m) => m[1]).sort()).toEqual(["B", "D"]);
    // The old address of the orders list still finds it.
    const old = await consoleApp.app(makeRequest("/admin?status=paid", { cookie: consoleApp.cookie }));
    expect([old.status, old.headers.get("location")]).toEqual([302, "/admin/orders?status=paid"]);
  });

  it("exports the period's orders as CSV, one row per order that adds up", async () => {
    await db.insert(orderLines).values({
      orderId: "A",
      productId: "nava-focus",
      productName: '=HYPERLINK("http://x")',
      purchaseType: "one_time",
      quantity: 1,
      unitPriceCents: 0,
      lineTotalCents: 0,
      npxReward: 10000,
    });
    const csv = await ordersCsv(db, periodFrom(WEEK, NOW, NY), NY);
    const lines = csv.trimEnd().split("\r\n");
    const header = lines[0]!.split(",").map((h) => h.replaceAll('"', ""));
    expect(header).toEqual([...dashboardExportCopy.header]);
    // A, B, C, G, F in the order their money moved (E was the week before; D and H were never paid).
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      '"NAVA-TA"',
      '"NAVA-TB"',
      '"NAVA-TC"',
      '"NAVA-TG"',
      '"NAVA-TF"',
    ]);
    const row = (n: string) => {
      const cells = parseCsv(lines.find((l) => l.startsWith(`"NAVA-T${n}"`))!)[0]!.cells;
      return Object.fromEntries(header.map((h, i) => [h, cells[i]!]));
    };
    expect(row("A")).toMatchObject({
      paid_at_utc: "2026-11-25T15:00:00Z",
      store_day: "2026-11-25",
      // A product's name is inside the cell, never at its start: no formula.
      items: '1 × NAVA Focus (one_time); 1 × =HYPERLINK("http://x") (one_time)',
      lines: "49.00",
      shipping: "8.99",
      tax: "0.00",
      sales_total: "57.99",
      returns: "10.00",
      net_sales: "39.00",
      paid: "57.99",
      refunded: "10.00",
      kept: "47.99",
      payment_method: "card",
      payment_reference: "pi_A",
    });
    expect(row("B")).toMatchObject({ lines: "78.00", discount_code: "", paid: "78.00", payment_method: "usdc" });
    expect(row("C")).toMatchObject({
      creator_code_discount: "4.90",
      discount_code: "ADA",
      sales_total: "53.09",
      paid: "53.09",
      payment_method: "recorded by the store",
    });
    expect(row("F")).toMatchObject({ paid_at_utc: "2026-12-01T04:59:00Z", store_day: "2026-11-30" });
    expect(row("G")).toMatchObject({ returns: "49.00", shipping_refunded: "8.99", refunded: "57.99", kept: "0.00" });
    // Every row adds up, and the net column is the dashboard's net sales.
    const cents = (v: string) => Math.round(Number(v) * 100);
    let net = 0;
    for (const n of ["A", "B", "C", "F", "G"]) {
      const r = row(n);
      const reductions = ["store_code_discount", "creator_code_discount", "holder_perk", "npx_spent"].reduce(
        (sum, k) => sum + cents(r[k]!),
        0,
      );
      expect(cents(r.lines!) - reductions + cents(r.shipping!) + cents(r.tax!), n).toBe(cents(r.paid!));
      expect(cents(r.paid!) - cents(r.refunded!), n).toBe(cents(r.kept!));
      net += cents(r.net_sales!);
    }
    expect(net).toBe((await dashboard()).current.sales.netCents);

    const response = await consoleApp.app(
      makeRequest("/admin/orders/export.csv?period=custom&from=2026-11-24&to=2026-11-30", {
        cookie: consoleApp.cookie,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("orders-2026-11-24-to-2026-11-30.csv");
    expect((await response.text()).split("\r\n")).toHaveLength(lines.length + 1);
    const outsider = await consoleApp.app(makeRequest("/admin/orders/export.csv"));
    expect(outsider.status).toBe(404);
  });
});
