// A creator's earnings read from the money record: a history made through the store's own
// functions (orders by the creator's link, paid, approved, refunded before approval, after
// approval and after the payout, a payout recovering what was owed back, an order not paid yet)
// gives the creator's page and the console the figures a hand count gives, and the record's
// commission entries agree with the commission and payout tables.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import { creatorApplications, creatorCommissions, creatorPayouts, creators } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { loader as adminLoader } from "~/routes/admin-creators";
import { loader as creatorLoader } from "~/routes/creator";
import { loader as linkLoader } from "~/routes/creator-link";
import { resetEnvCache } from "~/utils/env.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { submitCheckout } from "../../tests/integration/helpers/checkout";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { cookiesFrom, makeRequest } from "../../tests/setup/requests";
import { reviewApplication } from "./applications.server";
import { approveDueCommissions } from "./commissions.server";
import { markPayoutPaid, runPayouts } from "./payouts.server";

const ADMIN = "AdminWa11et1111111111111111111111111111111";
const WALLET = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";
const WINDOW = 31 * 86_400_000;

let db: Db;
let creator: typeof creators.$inferSelect;
/** Each order's commission, by the letter the history below gives it. */
const cents: Record<string, number> = {};
let n = 0;

/** An order placed through the creator's link (bags one-time); its commission's cents noted. */
async function order(letter: string, bags: number) {
  const link = await callRoute(
    linkLoader as never,
    makeRequest(`/r/${creator.code}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/131.0" } }),
    {
      code: creator.code,
    },
  );
  const cookie = await addToCart(cookiesFrom(link.headers), "one_time", bags);
  const { order } = await submitCheckout(cookie, {
    email: `buyer${++n}@earnings.test`,
    name: "Buyer",
    line1: "1 Main St",
    line2: "",
    city: "Austin",
    state: "TX",
    zip: "78701",
    code: "",
  });
  const [c] = await db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, order!.id));
  cents[letter] = c!.amountCents;
  return order!.id;
}
const pay = (id: string) => transitionOrder(db, id, "paid", { actor: "test" });
const refund = (id: string) => transitionOrder(db, id, "refunded", { actor: "test" });
async function approveAfterWindow() {
  advanceClock(WINDOW);
  await approveDueCommissions(db);
}
async function payOut(period: string) {
  const made = await runPayouts(db, { period, actor: "admin" });
  const mine = made.filter((p) => p.creatorId === creator.id);
  expect(mine).toHaveLength(1);
  expect(await markPayoutPaid(db, { payoutId: mine[0]!.id, reference: `WIRE-${period}`, actor: "admin" })).toBe("ok");
  return mine[0]!;
}

beforeAll(async () => {
  process.env.ADMIN_WALLETS = ADMIN;
  resetEnvCache();
  resetClock();
  db = await getDb();
  const [application] = await db
    .insert(creatorApplications)
    .values({
      name: "Ledger Person",
      email: "ledger@creators.test",
      platform: "tiktok",
      handle: "@ledger",
      followers: 5000,
      links: [],
      why: "-",
      solanaAddress: WALLET,
      consent: true,
    })
    .returning();
  await reviewApplication(db, application!.id, "approved", { actor: ADMIN, note: null });
  creator = (await db.select().from(creators).where(eq(creators.applicationId, application!.id)))[0]!;

  // A: paid, approved, paid out, then refunded: owed back.
  const a = await order("A", 4);
  await pay(a);
  await approveAfterWindow();
  await payOut("e-1");
  // B: paid, approved, refunded before any payout: reversed from approved.
  const b = await order("B", 2);
  await pay(b);
  await approveAfterWindow();
  await refund(b);
  // C: paid and refunded inside its refund window: reversed from pending.
  const c = await order("C", 3);
  await pay(c);
  await refund(c);
  await refund(a);
  // D: paid, approved; the next payout pays D less A, owed back (A recovered).
  const d = await order("D", 10);
  await pay(d);
  await approveAfterWindow();
  await payOut("e-2");
  // H: paid, approved, paid out, refunded: owed back now.
  const h = await order("H", 4);
  await pay(h);
  await approveAfterWindow();
  await payOut("e-3");
  await refund(h);
  // E: paid and approved, not paid out yet. F: paid, in its window. G: placed, not paid.
  const e = await order("E", 5);
  await pay(e);
  await approveAfterWindow();
  await pay(await order("F", 6));
  await order("G", 7);
});

describe("a creator's earnings", () => {
  it("the creator's page shows what a hand count of the history gives", async () => {
    const cookie = (await createWalletSession(makeRequest("/"), WALLET)).split(";")[0]!;
    const page = await callRoute<{ dashboard: Record<string, number> }>(
      creatorLoader as never,
      makeRequest("/creator", { cookie }),
    );
    expect(page.status).toBe(200);
    expect(page.data.dashboard).toMatchObject({
      // F waits out its refund window; G's order is not paid yet.
      pendingCents: cents.F! + cents.G!,
      approvedCents: cents.E!,
      // A was paid out, owed back and recovered; H was paid out and is owed back.
      paidCents: cents.D!,
      owedBackCents: cents.H!,
    });
  });

  it("the console shows as owed only commission on paid orders, and what was paid out", async () => {
    const cookie = (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;
    const res = await callRoute<{ creators: { creator: { id: number }; owedCents: number; paidCents: number }[] }>(
      adminLoader as never,
      makeRequest("/admin/creators", { cookie }),
    );
    expect(res.data.creators.find((c) => c.creator.id === creator.id)).toMatchObject({
      owedCents: cents.F! + cents.E!,
      paidCents: cents.D!,
    });
  });

  it("the record's commission entries agree with the commission and payout tables", async () => {
    const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    // Each reversal says the status it came off.
    const reversals = await q<{ amount_cents: number; status_from: string }>(
      sql`select amount_cents, status_from from money_entries where creator_id = ${creator.id} and kind = 'commission_reversed' order by id`,
    );
    expect(reversals).toEqual([
      { amount_cents: -cents.B!, status_from: "approved" },
      { amount_cents: -cents.C!, status_from: "pending" },
      { amount_cents: -cents.A!, status_from: "paid" },
      { amount_cents: -cents.H!, status_from: "paid" },
    ]);
    // Each payout: the commissions it paid and what it recovered, apart, dated when it was paid.
    const payouts = await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id));
    const parts = await q<{ period: string; kind: string; amount_cents: number; at: Date; paid_at: Date }>(
      sql`select p.period, m.kind, m.amount_cents, m.at, p.paid_at from money_entries m
        join creator_payouts p on m.key in ('payout:' || p.id || ':paid', 'payout:' || p.id || ':recovered')
        where p.creator_id = ${creator.id} order by p.id, m.id`,
    );
    expect(parts.map(({ period, kind, amount_cents }) => [period, kind, amount_cents])).toEqual([
      ["e-1", "commission_paid", -cents.A!],
      ["e-2", "commission_paid", -cents.D!],
      ["e-2", "commission_recovered", cents.A!],
      ["e-3", "commission_paid", -cents.H!],
    ]);
    for (const p of parts) expect(new Date(p.at).getTime()).toBe(new Date(p.paid_at).getTime());
    // Cash: the payouts' amounts are their entries added up.
    expect(payouts.map((p) => p.amountCents).sort()).toEqual([cents.A!, cents.D! - cents.A!, cents.H!].sort());
    // The commission table's statuses, added up, are the record's figures.
    const table = await q<{ status: string; paid: boolean; cents: number }>(
      sql`select status, paid_at is not null as paid, sum(amount_cents)::int as cents from creator_commissions
        where creator_id = ${creator.id} group by 1, 2 order by 1, 2`,
    );
    const of = (status: string, paid = true) => table.find((r) => r.status === status && r.paid === paid)?.cents ?? 0;
    const { earningsByCreator } = await import("./earnings.server");
    expect((await earningsByCreator(db, [creator.id])).get(creator.id)).toEqual({
      pendingCents: of("pending"),
      approvedCents: of("approved"),
      paidCents: of("paid"),
      owedBackCents: of("owed_back"),
      sentCents: payouts.reduce((s, p) => s + p.amountCents, 0),
    });
    expect(of("recovered")).toBe(cents.A!);
    expect(of("void")).toBe(cents.B! + cents.C!);
  });
});
