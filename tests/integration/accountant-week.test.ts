// A week of mixed orders and refunds, made through the store's own paths (cards through the Stripe
// double, USDC on the local chain, an order the operator records as paid, refunds from the console's
// queue), against figures counted by hand below: the dashboard's sales, the orders CSV and the
// movements CSV for the week give the hand count, and /protocol's revenue base and shares for the
// month are computed from the same figures. A refund made in the week of an order paid the week
// before counts in the week the money went back, and the week before is not rewritten.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { movementsCsv, ordersCsv } from "~/dashboard/export.server";
import { addDays, makeRange } from "~/utils/period";
import { getSales } from "~/dashboard/sales.server";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { monthFigures, monthStatements } from "~/flows/protocol-figures.server";
import { monthRange } from "~/protocol/months.server";
import { getEnv } from "~/utils/env.server";
import { storeDay } from "~/utils/store-time";
import { csvCents, csvRecords, moneyStore, type MoneyOrder, type PaidOrder } from "../setup/money-store";

const store = moneyStore();

const order = (o: Partial<MoneyOrder> & Pick<MoneyOrder, "bags" | "unitCents" | "pay">): MoneyOrder => ({
  shippingCents: 0,
  taxCents: 0,
  code: "none",
  perk: false,
  npxCents: 0,
  ...o,
});

/** Moves the store's clock forward to noon of a store day. */
function goTo(day: string) {
  const noon = makeRange(day, day, getEnv().STORE_TIME_ZONE).start.getTime() + 12 * 3_600_000;
  expect(noon, `the clock only moves forward, to ${day}`).toBeGreaterThan(now().getTime());
  advanceClock(noon - now().getTime());
}

const sumOf = (records: Record<string, string>[], column: string) =>
  records.reduce((n, r) => n + csvCents(r[column]!), 0);

describe("a week of the store's money, counted by hand", () => {
  it("gives the same figures on the dashboard, in both CSVs and in /protocol's revenue share", async () => {
    const db = store.db();
    const timeZone = getEnv().STORE_TIME_ZONE;
    try {
      // The next store month, so the store's clock moves only forward: a week before (day 3) and
      // the week counted (days 10 to 16).
      const today = storeDay(now(), timeZone);
      const month = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
      const day = (n: number) => `${month}-${String(n).padStart(2, "0")}`;

      // Day 3, the week before: P, one bag at $49.00 with $8.99 shipping, by card: $57.99.
      goTo(day(3));
      const p = await store.orderStep(order({ bags: 1, unitCents: 4900, shippingCents: 899, pay: "card" }));

      // Day 10, the week's orders.
      goTo(day(10));
      // A: two bags at $49.00 = $98.00, store code −$9.80, tax $4.78, by card: $92.98.
      await store.orderStep(order({ bags: 2, unitCents: 4900, code: "store", taxCents: 478, pay: "card" }));
      // B: two bags at $39.00 = $78.00, creator code −$7.80, holder perk −$3.51, tax $3.17, USDC on chain: $69.86.
      const b = await store.orderStep(
        order({ bags: 2, unitCents: 3900, code: "creator", perk: true, taxCents: 317, pay: "usdc" }),
      );
      // C: one bag at $49.00, NPX spent −$2.50, shipping $8.99, recorded as paid by the operator: $55.49.
      await store.orderStep(order({ bags: 1, unitCents: 4900, npxCents: 250, shippingCents: 899, pay: "store" }));
      // D: one bag at $39.00, by card: $39.00.
      const d = await store.orderStep(order({ bags: 1, unitCents: 3900, pay: "card" }));
      // E: one bag at $49.00 with shipping, never paid: cancelled. No money moves.
      const e = await store.orderStep(order({ bags: 1, unitCents: 4900, shippingCents: 899, pay: "cancel" }));
      expect(e.status).toBe("cancelled");
      // F: one bag at $49.00 with $8.99 shipping, by card: $57.99.
      const f = await store.orderStep(order({ bags: 1, unitCents: 4900, shippingCents: 899, pay: "card" }));
      const paid = (o: { id: string }, how: PaidOrder["how"]) => ({ id: o.id, how });

      // Day 11: $15.00 of one of B's bags back in USDC, on chain. Tax in proportion to what is left
      // ($15.00 × $3.17 ÷ $69.86 = $0.68), the rest goods ($14.32).
      goTo(day(11));
      expect(await store.refundOrder(paid(b, "usdc"), { scope: "bag", route: "store", cents: 1500 })).toBe(true);
      // Day 12: D refunded whole by card: $39.00, all goods.
      goTo(day(12));
      expect(await store.refundOrder(paid(d, "card"), { scope: "whole", route: "store" })).toBe(true);
      // Day 13: $20.00 of F refunded outside the store (by bank transfer): goods.
      goTo(day(13));
      expect(await store.refundOrder(paid(f, "card"), { scope: "whole", route: "outside", cents: 2000 })).toBe(true);
      // Day 14: P, paid the week before, refunded whole by card: $49.00 goods and $8.99 shipping.
      goTo(day(14));
      expect(await store.refundOrder(paid(p, "card"), { scope: "whole", route: "store" })).toBe(true);
      goTo(day(16));

      // ---- The hand count of the week (days 10 to 16), in cents.
      const gross = 9800 + 7800 + 4900 + 3900 + 4900; // A, B, C, D, F at list price: 31,300
      const discounts = { discount_code: 980, creator_code: 780, holder_perk: 351, npx_spent: 250 }; // 2,361
      const returns = 1432 + 3900 + 2000 + 4900; // B's part, D, F outside, P: 12,232
      const net = gross - 2361 - returns; // 16,707
      const shippingCharged = 899 + 899; // C, F
      const shipping = shippingCharged - 899; // less P's shipping given back: 899
      const taxCollected = 478 + 317; // A, B
      const tax = taxCollected - 68; // less B's part: 727
      const total = net + shipping + tax; // 18,333
      const received = { card: 9298 + 3900 + 5799, usdc: 6986, store: 5549 }; // 18,997 + 6,986 + 5,549
      const refunds = { usdc: 1500, card: 3900 + 5799, outside: 2000 }; // 13,199
      const refunded = 1500 + 3900 + 2000 + 5799;
      expect({ gross, net, shipping, tax, total, refunded }).toEqual({
        gross: 31_300,
        net: 16_707,
        shipping: 899,
        tax: 727,
        total: 18_333,
        refunded: 13_199,
      });
      // Money in less money back is what the week kept: its total sales.
      expect(received.card + received.usdc + received.store - refunded).toBe(total);

      // ---- The dashboard.
      const week = makeRange(day(10), day(16), timeZone);
      const { sales } = await getSales(db, week, timeZone);
      expect(sales).toMatchObject({
        grossCents: gross,
        discountCents: 2361,
        discountsByKind: discounts,
        returnsCents: returns,
        netCents: net,
        shippingCents: shipping,
        taxCents: tax,
        totalSalesCents: total,
        refundedCents: refunded,
        orders: 5,
        byMethod: {
          card: { orders: 3, cents: received.card },
          usdc: { orders: 1, cents: received.usdc },
          store: { orders: 1, cents: received.store },
        },
      });
      // The week before holds P's sale and no refund: it is not rewritten by the refund of day 14.
      const before = await getSales(db, makeRange(day(3), day(9), timeZone), timeZone);
      expect(before.sales).toMatchObject({ grossCents: 4900, netCents: 4900, shippingCents: 899, refundedCents: 0 });

      // ---- The orders CSV: one row per order with money in the week (E has none), the same sums.
      const rows = csvRecords(await ordersCsv(db, week, timeZone));
      expect(rows).toHaveLength(6);
      expect({
        lines: sumOf(rows, "lines"),
        store_code_discount: sumOf(rows, "store_code_discount"),
        creator_code_discount: sumOf(rows, "creator_code_discount"),
        holder_perk: sumOf(rows, "holder_perk"),
        npx_spent: sumOf(rows, "npx_spent"),
        shipping: sumOf(rows, "shipping"),
        tax: sumOf(rows, "tax"),
        returns: sumOf(rows, "returns"),
        shipping_refunded: sumOf(rows, "shipping_refunded"),
        tax_refunded: sumOf(rows, "tax_refunded"),
        net_sales: sumOf(rows, "net_sales"),
        paid: sumOf(rows, "paid"),
        refunded: sumOf(rows, "refunded"),
        kept: sumOf(rows, "kept"),
      }).toEqual({
        lines: gross,
        store_code_discount: 980,
        creator_code_discount: 780,
        holder_perk: 351,
        npx_spent: 250,
        shipping: shippingCharged,
        tax: taxCollected,
        returns,
        shipping_refunded: 899,
        tax_refunded: 68,
        net_sales: net,
        paid: received.card + received.usdc + received.store,
        refunded,
        kept: total,
      });
      // P's row: nothing sold this week, its money went back this week.
      const pRow = rows.find((r) => r.order_number === p.number)!;
      expect([pRow.lines, pRow.returns, pRow.paid, pRow.refunded, pRow.kept].map(csvCents)).toEqual([
        0, 4900, 0, 5799, -5799,
      ]);

      // ---- The movements CSV: each kind's total, each refund route's, and the sales account is net sales.
      const movements = csvRecords(await movementsCsv(db, week, timeZone));
      const byKind = (kind: string, method?: string) =>
        sumOf(
          movements.filter((m) => m.kind === kind && (method === undefined || m.method === method)),
          "amount",
        );
      expect({
        sale: byKind("sale"),
        discount_code: byKind("discount_code"),
        creator_code: byKind("creator_code"),
        holder_perk: byKind("holder_perk"),
        npx_spent: byKind("npx_spent"),
        return: byKind("return"),
        shipping: byKind("shipping"),
        shipping_refund: byKind("shipping_refund"),
        tax: byKind("tax"),
        tax_refund: byKind("tax_refund"),
        payment: byKind("payment"),
        refund: byKind("refund"),
      }).toEqual({
        sale: gross,
        discount_code: -980,
        creator_code: -780,
        holder_perk: -351,
        npx_spent: -250,
        return: -returns,
        shipping: shippingCharged,
        shipping_refund: -899,
        tax: taxCollected,
        tax_refund: -68,
        payment: received.card + received.usdc + received.store,
        refund: -refunded,
      });
      const methodOf = (kind: string) => [...new Set(movements.filter((m) => m.kind === kind).map((m) => m.method))];
      const refundBy = Object.fromEntries(methodOf("refund").map((m) => [m, -byKind("refund", m)]));
      expect(Object.values(refundBy).sort((x, y) => x - y)).toEqual(
        [refunds.usdc, refunds.outside, refunds.card].sort((x, y) => x - y),
      );
      expect(Object.keys(refundBy)).toHaveLength(3);
      expect(
        sumOf(
          movements.filter((m) => m.account === "sales"),
          "amount",
        ),
      ).toBe(net);

      // ---- /protocol: the month's revenue base is its net sales (the week's, and P's sale of day 3),
      // and each share is computed from it (rounded down). At the default value of NPX, 10% back.
      const monthNet = net + 4900; // 21,607
      expect((await monthFigures(db, month, timeZone, now())).netRevenueCents).toBe(monthNet);
      expect((await getSales(db, monthRange(month, timeZone), timeZone)).sales.netCents).toBe(monthNet);
      const statement = (await monthStatements(db, now(), timeZone, "10%")).find((m) => m.month === month)!;
      expect(statement.netRevenueCents).toBe(monthNet);
      expect(statement.shares.map((s) => [s.id, s.percent, s.cents])).toEqual([
        ["buybacks", 15, 3241], // 21,607 × 15% = 3,241.05
        ["rewards", 10, 2160], // the holders' share: 21,607 × 10% = 2,160.70
        ["marketing", 8, 1728], // 1,728.56
        ["liquidity", 7, 1512], // 1,512.49
      ]);

      // Nothing of the cancelled order is anywhere.
      const [eEntries] = await store.q<{ n: number }>(
        sql`select count(*)::int as n from money_entries where order_id = ${e.id}`,
      );
      expect(eEntries!.n).toBe(0);
    } finally {
      resetClock();
    }
  });
});
