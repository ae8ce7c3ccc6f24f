// The money record: each movement written once (a retry writes nothing), never edited, summed by
// hour as it is written; an order's sale and payment written when it is paid, a refund split into
// goods, shipping and tax; and the existing orders carried in by the migration's backfill, compared
// with the order, payment, refund and commission tables they came from.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import { cardPayments, moneyEntries, orderHolderDiscounts, payments } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { backfillMoney } from "./backfill.server";
import { recordRefund, splitRefund } from "./orders.server";
import { recordMoney } from "./record.server";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const entriesOf = (orderId: string) =>
  q<{ kind: string; method: string | null; amount_cents: number; bags: number | null; reference: string | null }>(
    sql`select kind, method, amount_cents, bags, reference from money_entries where order_id = ${orderId} order by id`,
  );
/** The hours' sums must always be the entries added up. */
async function expectSumsMatchEntries() {
  const diff = await q<Record<string, unknown>>(sql`
    select coalesce(e.hour, s.hour) as hour, coalesce(e.kind, s.kind) as kind, e.cents as entries_cents, s.cents as sums_cents
    from (select date_trunc('hour', at, 'UTC') as hour, kind, coalesce(method, '') as method, sum(amount_cents)::float8 as cents,
            count(*)::float8 as n from money_entries group by 1, 2, 3) e
    full join (select hour, kind, method, cents::float8 as cents, entries::float8 as n from money_sums) s
      on s.hour = e.hour and s.kind = e.kind and s.method = e.method
    where e.cents is distinct from s.cents or e.n is distinct from s.n`);
  expect(diff).toEqual([]);
}

describe("the money record", () => {
  it("writes a movement once however often it is retried, keeps the hour's sum, and is never edited", async () => {
    const entry = {
      key: "test:once",
      kind: "payment" as const,
      amountCents: 1234,
      method: "card" as const,
      actor: "t",
    };
    expect(await recordMoney(db, [entry])).toEqual(["test:once"]);
    expect(await recordMoney(db, [entry])).toEqual([]);
    await db.transaction((tx) => recordMoney(tx, [entry]));
    expect(await q(sql`select amount_cents from money_entries where key = 'test:once'`)).toEqual([
      { amount_cents: 1234 },
    ]);
    await expectSumsMatchEntries();
    await expect(
      db
        .update(moneyEntries)
        .set({ amountCents: 1 })
        .where(sql`key = 'test:once'`),
    ).rejects.toThrow();
    await expect(db.delete(moneyEntries).where(sql`key = 'test:once'`)).rejects.toThrow();
  });

  it("splits a refund: tax in proportion, then goods, then shipping; the rest of a whole refund exactly", () => {
    const left = { goodsCents: 4900, shippingCents: 899, taxCents: 478 };
    expect(splitRefund(1000, left)).toEqual({ goods: 924, shipping: 0, tax: 76 });
    expect(splitRefund(6277, left)).toEqual({ goods: 4900, shipping: 899, tax: 478 });
    expect(splitRefund(5500, left)).toEqual({ goods: 4900, shipping: 181, tax: 419 });
  });

  it("records a paid order's sale and payment, a part refund and the rest when it is refunded whole", async () => {
    await insertTestOrder(db, {
      id: "M1",
      subtotalCents: 4900,
      shippingCents: 899,
      taxCents: 478,
      discountCents: 490,
      discountCode: "SAVE10",
      totalCents: 4900 + 899 + 478 - 490 - 245 - 100,
      wallet: "Wm1111111111111111111111111111111111111111",
      line: { purchaseType: "one_time", unitPriceCents: 4900 },
    });
    await db.insert(orderHolderDiscounts).values({
      orderId: "M1",
      wallet: "Wm1111111111111111111111111111111111111111",
      npxSpent: 1000,
      npxDiscountCents: 100,
      perkDiscountCents: 245,
      perkBps: 500,
    });
    await db
      .insert(cardPayments)
      .values({ orderId: "M1", paymentIntentId: "pi_M1", amountCents: 5442, currency: "usd", status: "paid" });
    expect((await transitionOrder(db, "M1", "paid", { actor: "test" })).ok).toBe(true);
    const sale = await entriesOf("M1");
    expect(sale.map((e) => [e.kind, e.amount_cents])).toEqual([
      ["sale", 4900],
      ["shipping", 899],
      ["tax", 478],
      ["discount_code", -490],
      ["holder_perk", -245],
      ["npx_spent", -100],
      ["payment", 5442],
    ]);
    expect(sale.at(-1)).toMatchObject({ method: "card", reference: "pi_M1" });
    expect(sale.reduce((n, e) => n + e.amount_cents, 0)).toBe(2 * 5442);

    await recordRefund(db, {
      key: "test-refund:M1",
      orderId: "M1",
      cents: 1500,
      method: "usdc",
      actor: "test",
      bags: 1,
    });
    expect((await transitionOrder(db, "M1", "refunded", { actor: "test" })).ok).toBe(true);
    const all = await entriesOf("M1");
    const sum = (kinds: string[]) => all.filter((e) => kinds.includes(e.kind)).reduce((n, e) => n + e.amount_cents, 0);
    // Everything went back: cash kept 0, and every part of the sale was given back.
    expect(sum(["payment", "refund"])).toBe(0);
    expect(sum(["sale", "discount_code", "holder_perk", "npx_spent", "return"])).toBe(0);
    expect(sum(["shipping", "shipping_refund"])).toBe(0);
    expect(sum(["tax", "tax_refund"])).toBe(0);
    expect(all.filter((e) => e.kind === "refund").map((e) => [e.method, e.amount_cents])).toEqual([
      ["usdc", -1500],
      ["card", -(5442 - 1500)],
    ]);
    await expectSumsMatchEntries();
  });

  it("carries existing orders in: the record agrees with the order, payment and refund tables", async () => {
    // Orders as the tables held them before the record: by card (refunded in part), in USDC, recorded
    // by the operator with a holder's NPX, refunded whole, never paid.
    const order = (id: string, values: Parameters<typeof insertTestOrder>[1] extends infer T ? Partial<T> : never) =>
      insertTestOrder(db, {
        id,
        status: "paid",
        paidAt: new Date("2026-05-02T15:00:00Z"),
        line: { purchaseType: "one_time", unitPriceCents: 4900 },
        subtotalCents: 4900,
        shippingCents: 899,
        totalCents: 5799,
        ...values,
      });
    await order("B1", {});
    await order("B2", { taxCents: 400, totalCents: 6199 });
    await order("B3", { totalCents: 5699, wallet: "Wb3333333333333333333333333333333333333333" });
    await order("B4", { status: "refunded" });
    await order("B5", { status: "pending_payment", paidAt: null });
    await db.insert(cardPayments).values([
      {
        orderId: "B1",
        paymentIntentId: "pi_B1",
        amountCents: 5799,
        currency: "usd",
        status: "paid",
        refundedCents: 1200,
      },
      {
        orderId: "B4",
        paymentIntentId: "pi_B4",
        amountCents: 5799,
        currency: "usd",
        status: "paid",
        refundedCents: 5799,
      },
    ]);
    await db
      .insert(payments)
      .values({ orderId: "B2", signature: "sigB2", reference: "refB2", status: "confirmed", amount: 61_990_000 });
    await db.insert(orderHolderDiscounts).values({
      orderId: "B3",
      wallet: "Wb3333333333333333333333333333333333333333",
      npxSpent: 1000,
      npxDiscountCents: 100,
    });
    await backfillMoney(db);
    // Run twice (a migration retried): nothing is written twice.
    await backfillMoney(db);

    const compared = await q<Record<string, unknown>>(sql`
      select o.id,
        (select coalesce(sum(line_total_cents), 0) from order_lines l where l.order_id = o.id)::float8 as lines,
        o.shipping_cents::float8 as shipping, o.tax_cents::float8 as tax,
        (o.discount_cents + coalesce(h.perk_discount_cents, 0) + coalesce(h.npx_discount_cents, 0))::float8 as reductions,
        coalesce(cp.amount_cents, p.amount / 10000, o.total_cents)::float8 as paid,
        (case when o.status = 'refunded' then o.total_cents else coalesce(cp.refunded_cents, 0) end)::float8 as refunded,
        m.*
      from orders o
      left join order_holder_discounts h on h.order_id = o.id
      left join card_payments cp on cp.order_id = o.id and cp.status = 'paid'
      left join payments p on p.order_id = o.id and p.status = 'confirmed'
      left join lateral (
        select
          coalesce(sum(amount_cents) filter (where kind = 'sale'), 0)::float8 as m_lines,
          coalesce(sum(amount_cents) filter (where kind = 'shipping'), 0)::float8 as m_shipping,
          coalesce(sum(amount_cents) filter (where kind = 'tax'), 0)::float8 as m_tax,
          (-coalesce(sum(amount_cents) filter (where kind in ('discount_code', 'creator_code', 'holder_perk', 'npx_spent')), 0))::float8 as m_reductions,
          coalesce(sum(amount_cents) filter (where kind = 'payment'), 0)::float8 as m_paid,
          (-coalesce(sum(amount_cents) filter (where kind = 'refund'), 0))::float8 as m_refunded,
          (-coalesce(sum(amount_cents) filter (where kind in ('return', 'shipping_refund', 'tax_refund')), 0))::float8 as m_given_back
        from money_entries e where e.order_id = o.id
      ) m on true
      where o.id like 'B%'
      order by o.id`);
    for (const r of compared) {
      const paid = r.paid_at === null;
      if (r.id === "B5") {
        expect(r, "an unpaid order moved no money").toMatchObject({ m_lines: 0, m_paid: 0, m_refunded: 0 });
        continue;
      }
      void paid;
      expect([r.m_lines, r.m_shipping, r.m_tax, r.m_reductions, r.m_paid, r.m_refunded], String(r.id)).toEqual([
        r.lines,
        r.shipping,
        r.tax,
        r.reductions,
        r.paid,
        r.refunded,
      ]);
      // What went back of the sale is what the refunds sent back.
      expect(r.m_given_back, String(r.id)).toBe(r.m_refunded);
    }
    expect(compared.map((r) => r.id)).toEqual(["B1", "B2", "B3", "B4", "B5"]);
    await expectSumsMatchEntries();
  });
});
