// The figures agree: random sequences of orders (several bags, shipping, tax, a store code or a
// creator's code, a holder's perk, NPX spent), paid by card (the Stripe double), in USDC (the local
// chain, through the store's Solana Pay request), recorded by the store, or cancelled unpaid;
// overpayments in USDC the store sends back; part and whole refunds by card, in USDC on chain and
// made outside the store (through the console's refund queue); creators' payouts. After each
// sequence: the money record's cash is what the Stripe double and the chain's accounts show moved;
// the dashboard's net sales = the orders CSV's net = the movements CSV's sales account = /protocol's
// revenue base for the same month; every orders CSV row adds up. The property runs within the
// suite's fuzz time budget (tests/fuzz/budget.ts) and says how many sequences it ran.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { reviewApplication } from "~/creators/applications.server";
import { approveDueCommissions } from "~/creators/commissions.server";
import { markPayoutPaid, runPayouts } from "~/creators/payouts.server";
import { movementsCsv, ordersCsv } from "~/dashboard/export.server";
import { getSales } from "~/dashboard/sales.server";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import {
  creatorApplications,
  creatorCommissions,
  creators,
  orderHolderDiscounts,
  orderLines,
  orders,
  paymentWatches,
} from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { pollWatchedPayments } from "~/payments/poller.server";
import { watchPayment } from "~/payments/watches.server";
import { currentMonth, monthFigures, monthRange } from "~/protocol/months.server";
import { createRefundRequest } from "~/refunds/requests.server";
import { sendWaitingReturns } from "~/refunds/returns.server";
import * as adminRefunds from "~/routes/admin-refunds";
import { action as cardAction } from "~/routes/order-card";
import { parseCsv } from "~/reviews/csv-parse";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { fuzzBudget } from "../fuzz/budget";
import { insertTestOrder } from "../setup/orders";
import { makeContext, makeRequest } from "../setup/requests";
import { startStoreWithStripe, stopStoreWithStripe } from "../setup/stripe";
import { merchant, payer, seededKeypair, usdcMint } from "../support/svm-rpc/accounts";
import { ataOf, type TestKeypair as Keypair } from "../support/svm-rpc/keys";
import { payThroughStore } from "../support/svm-rpc/pay-through-store";
import { localChainForStore } from "../support/svm-rpc/store-env";
import { sendTransfer } from "../support/svm-rpc/transfers";
import type { StripeDouble } from "../support/stripe-double/server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ADMIN = "Adm1nWa11etAdm1nWa11etAdm1nWa11etAdm1nWa11e";
const CREATOR_WALLET = "7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5";

const chain = localChainForStore();
const refundAccount = payer(7);
let double: StripeDouble;
let cookie: string;
let creator: typeof creators.$inferSelect;
let db: Db;

beforeAll(async () => {
  double = await startStoreWithStripe();
  process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
  process.env.ADMIN_WALLETS = ADMIN;
  resetEnvCache();
  db = await getDb();
  cookie = (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;
  const [application] = await db
    .insert(creatorApplications)
    .values({
      name: "Ren Person",
      email: "ren@creators.test",
      platform: "tiktok",
      handle: "@ren",
      followers: 5000,
      links: ["https://tiktok.com/@ren"],
      why: "I love it",
      solanaAddress: CREATOR_WALLET,
      consent: true,
    })
    .returning();
  await reviewApplication(db, application!.id, "approved", { actor: "admin-wallet", note: null });
  [creator] = await db.select().from(creators).where(eq(creators.applicationId, application!.id));
});
afterAll(async () => {
  await stopStoreWithStripe(double);
  delete process.env.REFUND_KEYPAIR;
  delete process.env.ADMIN_WALLETS;
  resetEnvCache();
});

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

type OrderOp = typeof orderOp extends fc.Arbitrary<infer T> ? T : never;
type RefundOp = typeof refundOp extends fc.Arbitrary<infer T> ? T : never;

// ---------------------------------------------------------------------------------------------
// The store's own paths.

let sequence = 0;
/** Orders paid in some way, which refunds pick from. */
const paid: { id: string; how: "card" | "usdc" | "store" }[] = [];
/** USDC minted into the refund account during the test (its balance is topped up, not spent by the store). */
let refundAccountMinted = 0n;
let payoutPeriod = 0;

const usdcOf = (wallet: { publicKey: Keypair["publicKey"] }) =>
  chain().ledger.tokenBalance(ataOf(usdcMint.publicKey, wallet.publicKey))?.amount ?? 0n;

async function poll() {
  await db.update(paymentWatches).set({ nextCheckAt: new Date(0) });
  await pollWatchedPayments(db);
}

/** A shopper's wallet with SOL and enough USDC for `cents`. */
function shopperWallet(cents: number) {
  const wallet = seededKeypair(`money-agree-shopper-${sequence}`);
  chain().ledger.airdrop(wallet.publicKey, 1_000_000_000n);
  chain().ledger.mintTo(usdcMint.publicKey, wallet.publicKey, BigInt(cents + 10_000) * 10_000n);
  return wallet;
}

async function placeOrder(o: OrderOp) {
  sequence += 1;
  const id = randomUUID();
  const subtotal = o.bags * o.unitCents;
  const codeCents = o.code === "none" ? 0 : Math.round(subtotal / 10);
  const perkCents = o.perk ? Math.round((subtotal - codeCents) / 20) : 0;
  const npxCents = o.npxCents;
  const total = subtotal - codeCents - perkCents - npxCents + o.shippingCents + o.taxCents;
  const wallet = o.pay === "usdc" || o.pay === "overpay" ? shopperWallet(total * 2) : null;
  const holder =
    o.perk || npxCents > 0 ? (wallet?.publicKey.toBase58() ?? `Wh${randomBytes(20).toString("hex")}`) : null;
  await insertTestOrder(db, {
    id,
    number: `NAVA-A${String(sequence).padStart(6, "0")}`,
    email: `agree${sequence % 7}@example.com`,
    subtotalCents: subtotal,
    shippingCents: o.shippingCents,
    taxCents: o.taxCents,
    discountCents: codeCents,
    discountCode: o.code === "store" ? "SAVE10" : o.code === "creator" ? creator.code : null,
    totalCents: total,
    accessToken: `token-${id}`,
    paymentReference: bs58.encode(randomBytes(32)),
    wallet: holder,
    line: { purchaseType: "one_time", unitPriceCents: o.unitCents },
  });
  await db.update(orderLines).set({ quantity: o.bags, lineTotalCents: subtotal }).where(eq(orderLines.orderId, id));
  if (holder)
    await db.insert(orderHolderDiscounts).values({
      orderId: id,
      wallet: holder,
      npxSpent: npxCents * 10,
      npxDiscountCents: npxCents,
      perkDiscountCents: perkCents,
      perkBps: o.perk ? 500 : 0,
    });
  if (o.code === "creator") {
    const base = subtotal - codeCents - perkCents - npxCents;
    await db.insert(creatorCommissions).values({
      creatorId: creator.id,
      orderId: id,
      source: "code",
      code: creator.code,
      discountCents: codeCents,
      baseCents: base,
      rateBps: creator.commissionBps,
      amountCents: Math.floor((base * creator.commissionBps) / 10_000),
    });
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return { order: order!, wallet };
}

async function orderStep(o: OrderOp) {
  const { order, wallet } = await placeOrder(o);
  if (o.pay === "card") {
    const response = (await cardAction({
      request: makeRequest(`/orders/${order.id}/card?token=${order.accessToken}`, { method: "POST", form: {} }),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    expect(response.status).toBe(303);
    await double.completeCheckout(new URL(response.headers.get("location")!).pathname.split("/").at(-1)!);
    paid.push({ id: order.id, how: "card" });
  } else if (o.pay === "usdc") {
    await watchPayment(db, order.id);
    await payThroughStore(chain().url, order.id, wallet!);
    await poll();
    paid.push({ id: order.id, how: "usdc" });
  } else if (o.pay === "overpay") {
    // More than the order's total: not kept, sent back whole; the order stays unpaid.
    await watchPayment(db, order.id);
    await sendTransfer(chain().url, {
      payer: wallet!,
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: BigInt(order.totalCents + 1000) * 10_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    await poll();
    await sendWaitingReturns(db);
  } else if (o.pay === "store") {
    expect((await transitionOrder(db, order.id, "paid", { actor: "operator:test" })).ok).toBe(true);
    paid.push({ id: order.id, how: "store" });
  } else {
    expect((await transitionOrder(db, order.id, "cancelled", { actor: "operator:test" })).ok).toBe(true);
  }
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (o.pay === "card" || o.pay === "usdc" || o.pay === "store") expect(after!.status).toBe("paid");
}

async function postQueue(form: Record<string, string>) {
  const result = (await adminRefunds.action({
    request: makeRequest("/admin/refunds", { cookie, form }),
    params: {},
    context: makeContext(),
  } as never)) as { data: { ok: boolean; message: string } };
  return result.data;
}

async function refundStep(r: RefundOp) {
  if (paid.length === 0) return;
  const { id, how } = paid[r.pick % paid.length]!;
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const asked = await createRefundRequest(db, id, {
    scope: r.scope === "whole" ? "whole" : "bags",
    bags: r.scope === "whole" ? {} : { [line!.id]: "1" },
    reason: "damaged",
    note: "",
  });
  if (!asked.ok) return; // all of it refunded already, or a bag refunded before
  const cents = Math.max(1, Math.floor((asked.request.askedCents * r.percent) / 100));
  const outside = r.route === "outside" || how === "store";
  if (!outside && how === "usdc") {
    // The refund account is kept funded: what is minted into it is not the store's movement.
    const topUp = BigInt(cents) * 10_000n;
    chain().ledger.mintTo(usdcMint.publicKey, refundAccount.publicKey, topUp);
    refundAccountMinted += topUp;
  }
  const row = (
    (await adminRefunds.loader({
      request: makeRequest("/admin/refunds", { cookie }),
      params: {},
      context: makeContext(),
    } as never)) as Awaited<ReturnType<typeof adminRefunds.loader>>
  ).requests.find((q) => q.id === asked.request.id)!;
  const answered = await postQueue({
    intent: outside ? "outside" : "approve",
    confirm: "yes",
    requestId: String(asked.request.id),
    refundKey: row.refundKey,
    amount: (cents / 100).toFixed(2),
    how: "by bank transfer",
  });
  expect(answered.ok, answered.message).toBe(true);
}

async function payoutStep() {
  // A year on, every earned commission is past its refund window: approved, paid out, marked paid.
  await approveDueCommissions(db, new Date(now().getTime() + 365 * 86_400_000));
  payoutPeriod += 1;
  for (const payout of await runPayouts(db, { period: `T${payoutPeriod}`, actor: "operator:test" }))
    expect(await markPayoutPaid(db, { payoutId: payout.id, reference: "bank", actor: "operator:test" })).toBe("ok");
}

// ---------------------------------------------------------------------------------------------
// What must agree.

const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A CSV's rows by its header's names (the store's own CSV reader). */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text).map((r) => r.cells);
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}
const cents = (cell: string) => Math.round(Number(cell.replace(/^'/, "")) * 100);

let merchantStart = 0n;
let refundAccountStart = 0n;

async function expectFiguresAgree() {
  // Cash: the record's card movements are what Stripe charged less what it refunded.
  const [record] = await q<Record<string, number>>(sql`select
      coalesce(sum(amount_cents) filter (where kind in ('payment', 'refund') and method = 'card'), 0)::float8 as card,
      coalesce(sum(amount_cents) filter (where (kind = 'payment' and method = 'usdc') or kind = 'payment_extra'), 0)::float8 as usdc_in,
      coalesce(sum(amount_cents) filter (where (kind = 'refund' and method = 'usdc') or kind = 'payment_returned'), 0)::float8 as usdc_out
    from money_entries`);
  const charged = [...double.store.charges.values()]
    .filter((c) => c.status === "succeeded")
    .reduce((n, c) => n + c.amount, 0);
  const refunded = [...double.store.refunds.values()]
    .filter((r) => r.status === "succeeded")
    .reduce((n, r) => n + r.amount, 0);
  expect(record!.card, "card: the record = Stripe's charges less its refunds").toBe(charged - refunded);
  // USDC: what the merchant's account received; what the refund account sent (its top-ups aside).
  const received = usdcOf(merchant) - merchantStart;
  const sent = refundAccountStart + refundAccountMinted - usdcOf(refundAccount);
  expect(record!.usdc_in, "USDC received: the record = the merchant's account").toBe(Number(received / 10_000n));
  expect(0 - record!.usdc_out || 0, "USDC sent back: the record = the refund account").toBe(Number(sent / 10_000n));

  // Net sales, four ways, for the store month.
  const timeZone = getEnv().STORE_TIME_ZONE;
  const month = currentMonth(now(), timeZone);
  const range = monthRange(month, timeZone);
  const { sales } = await getSales(db, range, timeZone);
  const orderRows = csvRecords(await ordersCsv(db, range, timeZone));
  const movementRows = csvRecords(await movementsCsv(db, range, timeZone));
  const protocol = await monthFigures(db, month, timeZone, now());
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
      // Twice a route property's budget (20 s by default): a sequence takes 1-2 s, and the
      // sequences must reach every kind of movement checked below.
      const budget = fuzzBudget("money figures agree (sequences)", RUNS, { times: 2 });
      await fc.assert(
        fc.asyncProperty(sequenceOf, (ops) =>
          budget.run(async () => {
            for (const op of ops) {
              if (op.op === "order") await orderStep(op);
              else if (op.op === "refund") await refundStep(op);
              else await payoutStep();
            }
            await expectFiguresAgree();
          }),
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      budget.report();
      // What the sequences made, so a run shows it reached every kind of movement.
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
