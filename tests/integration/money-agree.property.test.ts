// The figures agree: random sequences of orders (several bags, shipping, tax, a store code or a
// creator's code, a holder's perk, NPX spent), paid by card (the Stripe double), in USDC (the local
// chain, through the store's Solana Pay request), recorded by the store, or cancelled unpaid;
// overpayments in USDC the store sends back; part and whole refunds by card, in USDC on chain and
// made outside the store (through the console's refund queue); creators' payouts. After each
// sequence: the money record's cash is what the Stripe double and the chain's accounts show moved;
// the dashboard's net sales = the orders CSV's net = the movements CSV's sales account = /protocol's
// revenue base for the same month; every orders CSV row adds up. The property runs within the
// suite's fuzz time budget (tests/fuzz/budget.ts) and says how many sequences it ran.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { movementsCsv, ordersCsv } from "~/dashboard/export.server";
import { getSales } from "~/dashboard/sales.server";
import { now } from "~/jobs/clock.server";
import { monthFigures } from "~/flows/protocol-figures.server";
import { currentMonth, monthRange } from "~/protocol/months.server";
import { getEnv } from "~/utils/env.server";
import { fuzzBudget } from "../fuzz/budget";
import { csvCents, csvRecords, moneyStore } from "../setup/money-store";
import { merchant } from "../support/svm-rpc/accounts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const store = moneyStore();

// ---------------------------------------------------------------------------------------------
// What a sequence is made of.

const orderOp = fc.record({
  op: fc.constant("order" as const),
  bags: fc.integer({ min: 1, max: 3 }),
  unitCents: fc.constantFrom(3900, 4900),
  shippingCents: fc.constantFrom(0, 899),
  taxCents: fc.constantFrom(0, 0, 317, 478),
  code: fc.constantFrom("none", "store", "creator"),
  perk: fc.boolean(),
  npxCents: fc.constantFrom(0, 0, 100, 250),
  pay: fc.constantFrom("card", "card", "usdc", "usdc", "store", "cancel", "overpay"),
});
const refundOp = fc.record({
  op: fc.constant("refund" as const),
  pick: fc.nat(),
  scope: fc.constantFrom("whole", "bag"),
  route: fc.constantFrom("store", "store", "outside"),
  /** Of what was asked: everything (100) or a part. */
  percent: fc.constantFrom(100, 100, 50, 23),
});
const payoutOp = fc.record({ op: fc.constant("payout" as const) });
const sequenceOf = fc.array(fc.oneof({ weight: 4, arbitrary: orderOp }, { weight: 3, arbitrary: refundOp }, payoutOp), {
  minLength: 1,
  maxLength: 8,
});

type RefundOp = typeof refundOp extends fc.Arbitrary<infer T> ? T : never;
type Sequence = typeof sequenceOf extends fc.Arbitrary<infer T> ? T : never;

/**
 * One sequence that reaches every kind of movement checked at the end, run first: a busy machine
 * runs few generated sequences in the budget (ten, with both cores loaded), which need not include
 * a store code. The generated ones add the combinations.
 */
const everyKind: Sequence = [
  {
    op: "order",
    bags: 2,
    unitCents: 4900,
    shippingCents: 899,
    taxCents: 317,
    code: "store",
    perk: true,
    npxCents: 250,
    pay: "card",
  },
  {
    op: "order",
    bags: 2,
    unitCents: 3900,
    shippingCents: 0,
    taxCents: 0,
    code: "creator",
    perk: false,
    npxCents: 100,
    pay: "usdc",
  },
  { op: "refund", pick: 0, scope: "bag", route: "store", percent: 100 },
  { op: "refund", pick: 1, scope: "whole", route: "store", percent: 50 },
  { op: "payout" },
];

/** A refund of one of the orders paid so far, picked by `pick`. */
async function refundStep(r: RefundOp) {
  const { paid } = store.state;
  if (paid.length === 0) return;
  await store.refundOrder(paid[r.pick % paid.length]!, r);
}

// ---------------------------------------------------------------------------------------------
// What must agree.

const { q, usdcOf, refundAccount, state } = store;
const cents = csvCents;

let merchantStart = 0n;
let refundAccountStart = 0n;

async function expectFiguresAgree() {
  // Cash: the record's card movements are what Stripe charged less what it refunded.
  const [record] = await q<Record<string, number>>(sql`select
      coalesce(sum(amount_cents) filter (where kind in ('payment', 'refund') and method = 'card'), 0)::float8 as card,
      coalesce(sum(amount_cents) filter (where (kind = 'payment' and method = 'usdc') or kind = 'payment_extra'), 0)::float8 as usdc_in,
      coalesce(sum(amount_cents) filter (where (kind = 'refund' and method = 'usdc') or kind = 'payment_returned'), 0)::float8 as usdc_out
    from money_entries`);
  const charged = [...store.double().store.charges.values()]
    .filter((c) => c.status === "succeeded")
    .reduce((n, c) => n + c.amount, 0);
  const refunded = [...store.double().store.refunds.values()]
    .filter((r) => r.status === "succeeded")
    .reduce((n, r) => n + r.amount, 0);
  expect(record!.card, "card: the record = Stripe's charges less its refunds").toBe(charged - refunded);
  // USDC: what the merchant's account received; what the refund account sent (its top-ups aside).
  const received = usdcOf(merchant) - merchantStart;
  const sent = refundAccountStart + state.refundAccountMinted - usdcOf(refundAccount);
  expect(record!.usdc_in, "USDC received: the record = the merchant's account").toBe(Number(received / 10_000n));
  expect(0 - record!.usdc_out || 0, "USDC sent back: the record = the refund account").toBe(Number(sent / 10_000n));

  // Net sales, four ways, for the store month.
  const timeZone = getEnv().STORE_TIME_ZONE;
  const month = currentMonth(now(), timeZone);
  const range = monthRange(month, timeZone);
  const { sales } = await getSales(store.db(), range, timeZone);
  const orderRows = csvRecords(await ordersCsv(store.db(), range, timeZone));
  const movementRows = csvRecords(await movementsCsv(store.db(), range, timeZone));
  const protocol = await monthFigures(store.db(), month, timeZone, now());
  const csvNet = orderRows.reduce((n, r) => n + cents(r.net_sales!), 0);
  const movementsNet = movementRows.filter((r) => r.account === "sales").reduce((n, r) => n + cents(r.amount!), 0);
  expect({ ordersCsv: csvNet, movementsCsv: movementsNet, protocol: protocol.netRevenueCents }).toEqual({
    ordersCsv: sales.netCents,
    movementsCsv: sales.netCents,
    protocol: sales.netCents,
  });
  // Refunds and payments too: the orders CSV's columns add up to the dashboard's.
  expect(orderRows.reduce((n, r) => n + cents(r.refunded!), 0)).toBe(sales.refundedCents);

  // Every row adds up.
  for (const r of orderRows) {
    const reductions =
      cents(r.store_code_discount!) + cents(r.creator_code_discount!) + cents(r.holder_perk!) + cents(r.npx_spent!);
    const salesTotal = cents(r.lines!) - reductions + cents(r.shipping!) + cents(r.tax!);
    expect(cents(r.sales_total!), r.order_number).toBe(salesTotal);
    if (cents(r.paid!) !== 0 || cents(r.lines!) !== 0)
      expect(cents(r.paid!), `${r.order_number}: lines − reductions + shipping + tax = paid`).toBe(salesTotal);
    expect(cents(r.kept!), `${r.order_number}: paid − refunded = kept`).toBe(cents(r.paid!) - cents(r.refunded!));
    expect(cents(r.net_sales!), r.order_number).toBe(cents(r.lines!) - reductions - cents(r.returns!));
  }
}

describe("the money record, the dashboard, the two CSVs and /protocol agree", () => {
  it(
    "after any sequence of orders, payments, refunds, returns, cancellations and payouts",
    async () => {
      merchantStart = usdcOf(merchant);
      refundAccountStart = usdcOf(refundAccount);
      // Twice a route property's budget (20 s by default): a sequence takes 1-2 s.
      const budget = fuzzBudget("money figures agree (sequences)", RUNS, { times: 2 });
      await fc.assert(
        fc.asyncProperty(sequenceOf, (ops) =>
          budget.run(async () => {
            for (const op of ops) {
              if (op.op === "order") await store.orderStep(op);
              else if (op.op === "refund") await refundStep(op);
              else await store.payoutStep();
            }
            await expectFiguresAgree();
          }),
        ),
        { numRuns: RUNS, endOnFailure: true, examples: [[everyKind]] },
      );
      budget.report();
      // What the sequences made: every kind of movement (`everyKind` makes sure of it, whatever the budget).
      const kinds = await q<{ kind: string; method: string; n: number }>(
        sql`select kind, coalesce(method, '') as method, count(*)::int as n from money_entries group by 1, 2 order by 1, 2`,
      );
      console.log(`movements: ${kinds.map((k) => `${k.kind}${k.method ? `/${k.method}` : ""} ${k.n}`).join(", ")}`);
      for (const kind of ["payment", "refund", "return", "npx_spent", "holder_perk", "creator_code", "discount_code"])
        expect(kinds.map((k) => k.kind)).toContain(kind);
    },
    10 * 60_000,
  );
});
