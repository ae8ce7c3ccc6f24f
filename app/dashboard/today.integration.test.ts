// The dashboard's Today: each line's count on a store seeded with what needs doing and what does
// not, the console list each line opens (showing just what it counted), the menu's badges, and the
// one line of an empty day. Seeded around the real clock, as the console pages read it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import {
  chainTransfers,
  creatorApplications,
  creatorPayouts,
  creators,
  jobs,
  orders,
  paymentReturns,
  payments,
  productStock,
  refundAccountState,
  refundRequests,
} from "~/db/schema";
import { UNPAID_DEADLINE_JOB } from "~/payments/unpaid-deadline.server";
import { REFUND_PURPOSE } from "~/refunds/usdc.server";
import { getEnv } from "~/utils/env.server";
import { nextDay, startOfStoreDay, storeDay } from "~/utils/store-time";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { businessDaysAfter, getToday, getTodayCounts } from "./today.server";

const ADMIN = "TodayAdm1nWa11etTodayAdm1nWa11etTodayAdm1";
const HOUR = 3_600_000;
let db: Db;
let consoleApp: Awaited<ReturnType<typeof openConsoleAs>>;
const now = new Date();
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

beforeAll(async () => {
  db = await getDb();
  consoleApp = await openConsoleAs(ADMIN);
});

const none = { toShip: 0, refundRequests: 0, unpaidToday: 0, lowStock: 0, moneyStuck: 0, payoutsDue: 0 };

/** The order numbers in a console page's table, in the table's order. */
const numbersIn = (html: string) =>
  [...html.slice(html.indexOf("<table"), html.indexOf("</table>")).matchAll(/NAVA-T(\w+)/g)].map((m) => m[1]!);

async function seed() {
  const zone = getEnv().STORE_TIME_ZONE;
  const endOfToday = startOfStoreDay(nextDay(storeDay(now, zone)), zone);
  // Paid and not shipped: two, the older first. Shipped, refunded and unpaid ones are not counted.
  await insertTestOrder(db, { id: "SHIPNEW", status: "paid", paidAt: ago(5), createdAt: ago(6) });
  await insertTestOrder(db, { id: "SHIPOLD", status: "paid", paidAt: ago(100), createdAt: ago(101) });
  await insertTestOrder(db, { id: "SHIPPED", status: "fulfilled", paidAt: ago(200), createdAt: ago(200) });
  await insertTestOrder(db, { id: "GONE", status: "refunded", paidAt: ago(300), createdAt: ago(300) });

  // Unpaid: one whose deadline is later today, one tomorrow, one cancelled at a deadline today.
  const later = new Date(now.getTime() + (endOfToday.getTime() - now.getTime()) / 2);
  for (const [id, status, runAt] of [
    ["DUETODAY", "pending_payment", later],
    ["DUELATER", "pending_payment", new Date(endOfToday.getTime() + 2 * HOUR)],
    ["DUEDONE", "cancelled", later],
  ] as const) {
    await insertTestOrder(db, { id, status, createdAt: ago(1) });
    await db.insert(jobs).values({ name: UNPAID_DEADLINE_JOB, key: id, payload: { orderId: id }, runAt });
  }

  // Refund requests: two open (one asked ten days ago, past the two business days), one declined,
  // one approved that waits for the refund account's funds.
  const request = async (orderId: string, status: "open" | "declined" | "waiting_funds", at: Date) => {
    await insertTestOrder(db, { id: orderId, status: "paid", paidAt: ago(400), createdAt: ago(400) });
    const [row] = await db
      .insert(refundRequests)
      .values({ orderId, lines: [], wholeOrder: true, askedCents: 3900, reason: "other", status, createdAt: at })
      .returning();
    return row!.id;
  };
  await request("ASKOLD", "open", ago(240));
  await request("ASKNEW", "open", ago(1));
  await request("ASKNO", "declined", ago(50));
  const waiting = await request("ASKWAIT", "waiting_funds", ago(30));
  // Those orders were paid: mark them shipped, so they are not counted as to ship.
  for (const id of ["ASKOLD", "ASKNEW", "ASKNO", "ASKWAIT"])
    await db.update(orders).set({ status: "fulfilled" }).where(eq(orders.id, id));

  // Its transfer failed: counted once, with its request. Another refund's transfer failed alone.
  const transfer = (key: string) => ({
    key,
    purpose: REFUND_PURPOSE,
    mint: "M",
    source: "S",
    recipient: "R",
    amount: 1n,
    decimals: 6,
    status: "failed" as const,
  });
  await db.insert(chainTransfers).values([transfer(`order-refund:${waiting}`), transfer("order-refund:99999")]);

  // Payments sent back: one waiting for the account (no transfer yet), one held for the operator.
  await insertTestOrder(db, { id: "LATE", status: "cancelled", createdAt: ago(60) });
  for (const [signature, hold] of [
    ["sig-wait", null],
    ["sig-held", "review"],
  ] as const) {
    const [payment] = await db
      .insert(payments)
      .values({ orderId: "LATE", signature, reference: "ref", status: "duplicate_refund", amount: 1 })
      .returning();
    await db
      .insert(paymentReturns)
      .values({ paymentId: payment!.id, orderId: "LATE", why: "late", payer: "P", amount: 1, hold });
  }
  await db
    .insert(refundAccountState)
    .values({ id: 1, short: "usdc", shortSince: ago(2) })
    .onConflictDoUpdate({ target: refundAccountState.id, set: { short: "usdc", shortSince: ago(2) } });

  // Stock: three bags left at a mark of five.
  await db.insert(productStock).values({ productId: "nava-focus", available: 3, alertLevel: 5 });

  // Creator payouts: one due, one paid.
  const [application] = await db
    .insert(creatorApplications)
    .values({
      name: "Ada",
      email: "ada@example.com",
      platform: "youtube",
      handle: "@ada",
      followers: 1000,
      links: [],
      why: "x",
      consent: true,
      status: "approved",
    })
    .returning();
  const [ada] = await db
    .insert(creators)
    .values({ applicationId: application!.id, name: "Ada", email: "ada@example.com", code: "ADA" })
    .returning();
  await db.insert(creatorPayouts).values([
    { creatorId: ada!.id, period: "2026-10", amountCents: 4250, method: "outside", status: "due", createdBy: "op" },
    {
      creatorId: ada!.id,
      period: "2026-09",
      amountCents: 5000,
      method: "outside",
      status: "paid",
      createdBy: "op",
      paidAt: ago(500),
    },
  ]);
}

describe("Today", () => {
  it("says so in one line when nothing needs doing, and shows no badge", async () => {
    expect(await getTodayCounts(db)).toEqual(none);
    const html = await consoleApp.page("/admin");
    expect(html).toContain("Nothing needs doing");
    expect(html).not.toContain("to ship");
  });

  it("counts each line, and names the oldest order, the overdue request and the low product", async () => {
    await seed();
    const counts = await getTodayCounts(db, { now });
    expect(counts).toEqual({
      toShip: 2,
      refundRequests: 2,
      unpaidToday: 1,
      lowStock: 1,
      moneyStuck: 3,
      payoutsDue: 1,
    });
    const today = await getToday(db, { now });
    expect(today.counts).toEqual(counts);
    expect(today.ship.map((o) => o.number)).toEqual(["NAVA-TSHIPOLD", "NAVA-TSHIPNEW"]);
    expect(today.requests.oldest?.number).toBe("NAVA-TASKOLD");
    expect(today.requests.overdue).toBe(1);
    expect(today.low).toEqual([{ id: "nava-focus", name: expect.any(String), available: 3, alertLevel: 5 }]);
    expect(today.short).toBe("usdc");
    expect(today.payoutsCents).toBe(4250);
  });

  it("draws each line on the dashboard as a link to the list it counts, and the menu's badges", async () => {
    const html = await consoleApp.page("/admin");
    expect(html).toContain("2 paid orders to ship");
    expect(html).toContain("Oldest first: NAVA-TSHIPOLD paid 4 days ago, NAVA-TSHIPNEW paid 5 hours ago");
    expect(html).toContain("2 refund requests to answer");
    expect(html).toContain("1 past the two business days promised");
    expect(html).toContain("1 unpaid order is cancelled today unless paid");
    expect(html).toContain("1 product at or under the low mark");
    expect(html).toContain("3 refunds or returns failed or waiting for funds");
    expect(html).toContain("The refund account is short of USDC.");
    expect(html).toContain("1 creator payout due");
    expect(html).toContain("$42.50 in all.");
    for (const href of [
      "/admin/orders?status=paid&amp;sort=oldest",
      "/admin/refunds?show=open",
      "/admin/orders?status=pending_payment&amp;due=today",
      "/admin/stock?low=1",
      "/admin/refunds?show=waiting",
      "/admin/creators?payouts=due#payouts-title",
    ])
      expect(html).toContain(`href="${href}"`);
    // The menu: the count is read as part of the link's name.
    expect(html).toContain('<span class="sr-only"> (<!-- -->2 to ship<!-- -->)</span>');
    expect(html).toContain('<span class="sr-only"> (<!-- -->5 waiting<!-- -->)</span>');
    expect(html).toContain('<span class="sr-only"> (<!-- -->1 low<!-- -->)</span>');
    expect(html).toContain('<span class="sr-only"> (<!-- -->1 payout due<!-- -->)</span>');
    expect(html).toContain('<span class="sr-only"> (<!-- -->10 to do<!-- -->)</span>');
  });

  it("opens lists of just what each line counts", async () => {
    // Paid, not shipped: oldest first.
    expect(numbersIn(await consoleApp.page("/admin/orders?status=paid&sort=oldest"))).toEqual(["SHIPOLD", "SHIPNEW"]);
    // Unpaid, due today: not the one due tomorrow nor the one already cancelled.
    expect(numbersIn(await consoleApp.page("/admin/orders?status=pending_payment&due=today"))).toEqual(["DUETODAY"]);
    // Refund requests to answer, oldest first.
    const open = await consoleApp.page("/admin/refunds?show=open");
    expect(open).toContain("NAVA-TASKNEW");
    expect(open).not.toContain("NAVA-TASKNO");
    expect(open.indexOf("NAVA-TASKOLD")).toBeLessThan(open.indexOf("NAVA-TASKNEW"));
    // Money waiting: the request waiting for funds and the return waiting, not the held one.
    const waiting = await consoleApp.page("/admin/refunds?show=waiting");
    expect(waiting).toContain("NAVA-TASKWAIT");
    expect(waiting).not.toContain("NAVA-TASKOLD");
    const returns = waiting.slice(waiting.indexOf('data-testid="payment-returns-console"'));
    expect(returns.slice(0, returns.indexOf("</ul>")).match(/NAVA-TLATE</g)).toHaveLength(1);
    // Stock: the product at its mark.
    expect(await consoleApp.page("/admin/stock?low=1")).toContain('id="stock-nava-focus"');
    await db.update(productStock).set({ available: 9 });
    expect(await consoleApp.page("/admin/stock?low=1")).not.toContain('id="stock-nava-focus"');
    expect((await getTodayCounts(db)).lowStock).toBe(0);
    // Payouts: the one due.
    const payouts = await consoleApp.page("/admin/creators?payouts=due");
    expect(payouts).toContain("$42.50");
    expect(payouts).not.toContain("$50.00");
  });

  it("counts an answer due two business days later, the weekend skipped", () => {
    // Friday noon in New York → Tuesday noon.
    const due = businessDaysAfter(new Date("2026-11-27T17:00:00Z"), 2, "America/New_York");
    expect(due.toISOString()).toBe("2026-12-01T17:00:00.000Z");
  });
});
