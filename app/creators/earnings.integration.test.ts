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
import { insertTestOrder } from "../../tests/setup/orders";
import { backfillMoney } from "~/money/backfill.server";
import { approveDueCommissions } from "~/flows/creator-commissions.server";
import { earningsByCreator } from "./earnings.server";
import { markPayoutPaid } from "~/flows/pay-creators.server";
import { runPayouts } from "./payouts.server";
import { CHECKOUT_ADDRESS } from "../../tests/setup/checkout-address";

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
  const { order } = await submitCheckout(cookie, { ...CHECKOUT_ADDRESS, email: `buyer${++n}@earnings.test` });
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

describe("entries written before reversals said their status and payouts split their parts", () => {
  it("are carried over by the migration: the record then gives the tables' figures", async () => {
    // A store's tables as they were, carried into the record by the money record's migration (one
    // commission_paid of each payout's net, reversals without their status), then by this one.
    const [application] = await db
      .insert(creatorApplications)
      .values({
        name: "Old Person",
        email: "old@creators.test",
        platform: "tiktok",
        handle: "@old",
        followers: 5000,
        links: [],
        why: "-",
        consent: true,
      })
      .returning();
    await reviewApplication(db, application!.id, "approved", { actor: ADMIN, note: null });
    const old = (await db.select().from(creators).where(eq(creators.applicationId, application!.id)))[0]!;
    const at = (day: number) => new Date(Date.UTC(2026, 5, day, 15));
    const payout = async (period: string, amountCents: number, day: number) =>
      (
        await db
          .insert(creatorPayouts)
          .values({
            creatorId: old.id,
            period,
            amountCents,
            method: "outside",
            status: "paid",
            reference: period,
            createdBy: "op",
            paidAt: at(day),
          })
          .returning()
      )[0]!.id;
    const p1 = await payout("old-1", 1000, 5);
    const p2 = await payout("old-2", 2000, 20);
    const p3 = await payout("old-3", 400, 22);
    type Status = (typeof creatorCommissions.$inferInsert)["status"];
    const commission = async (
      letter: string,
      amountCents: number,
      status: Status,
      more: Partial<typeof creatorCommissions.$inferInsert>,
    ) => {
      const orderId = await insertTestOrder(db, { id: `OLD-${letter}`, status: "paid", paidAt: at(1) });
      await db.insert(creatorCommissions).values({
        creatorId: old.id,
        orderId,
        source: "link",
        code: old.code,
        baseCents: amountCents * 10,
        rateBps: 1000,
        amountCents,
        status,
        paidAt: at(1),
        ...more,
      });
    };
    await commission("A", 1000, "recovered", {
      approvedAt: at(3),
      voidedAt: at(10),
      payoutId: p1,
      recoveredInPayoutId: p2,
    });
    await commission("B", 500, "void", { approvedAt: at(3), voidedAt: at(11) });
    await commission("C", 300, "void", { voidedAt: at(2) });
    await commission("D", 3000, "paid", { approvedAt: at(15), payoutId: p2 });
    await commission("H", 400, "owed_back", { approvedAt: at(15), voidedAt: at(25), payoutId: p3 });
    await commission("E", 700, "approved", { approvedAt: at(25) });
    await commission("F", 200, "pending", {});

    await backfillMoney(db);
    await backfillMoney(db); // run again: nothing written twice

    expect((await earningsByCreator(db, [old.id])).get(old.id)).toEqual({
      pendingCents: 200,
      approvedCents: 700,
      paidCents: 3000,
      owedBackCents: 400,
      sentCents: 3400,
    });
    const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(
      await q(
        sql`select order_id, status_from from money_entries where creator_id = ${old.id} and kind = 'commission_reversed' order by order_id`,
      ),
    ).toEqual([
      { order_id: "OLD-A", status_from: "paid" },
      { order_id: "OLD-B", status_from: "approved" },
      { order_id: "OLD-C", status_from: "pending" },
      { order_id: "OLD-H", status_from: "paid" },
    ]);
    // The second payout: the commission it paid and what it recovered, apart, at its payment.
    expect(
      await q(sql`select kind, sum(amount_cents)::int as cents, min(at) = max(at) and min(at) = ${at(20)} as at_payment
        from money_entries where creator_id = ${old.id} and note = 'old-2' group by kind order by kind`),
    ).toEqual([
      { kind: "commission_paid", cents: -3000, at_payment: true },
      { kind: "commission_recovered", cents: 1000, at_payment: true },
    ]);
    // The hours' sums are still the entries added up.
    expect(
      await q(sql`select e.kind from (select date_trunc('hour', at, 'UTC') as hour, kind, coalesce(method, '') as method,
          sum(amount_cents)::float8 as cents, count(*)::float8 as n from money_entries group by 1, 2, 3) e
        full join money_sums s on s.hour = e.hour and s.kind = e.kind and s.method = e.method
        where e.cents is distinct from s.cents::float8 or e.n is distinct from s.entries::float8`),
    ).toEqual([]);
  });
});
