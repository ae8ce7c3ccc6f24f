// A store for tests of the money's figures, run in this process: the local chain (USDC by the
// store's Solana Pay request, refunds on chain), the Stripe double (cards), an operator signed in
// to the console's refund queue, and an approved creator with a code. Orders are written as
// checkout leaves them (several bags, shipping, tax, a store or creator code, a holder's perk, NPX
// spent), then paid, refunded and cancelled through the store's own paths. Call moneyStore() at a
// test file's top level: it registers the file's set-up and tear-down.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { reviewApplication } from "~/creators/applications.server";
import { approveDueCommissions } from "~/flows/creator-commissions.server";
import { runPayouts } from "~/creators/payouts.server";
import { markPayoutPaid } from "~/flows/pay-creators.server";
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
import { pollWatchedPayments } from "~/flows/payment-poller.server";
import { watchPayment } from "~/payments/watches.server";
import { createRefundRequest } from "~/refunds/requests.server";
import { sendWaitingReturns } from "~/refunds/returns.server";
import * as adminRefunds from "~/routes/admin-refunds";
import { action as cardAction } from "~/routes/order-card";
import { parseCsv } from "~/reviews/csv-parse";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "./orders";
import { makeContext, makeRequest } from "./requests";
import { startStoreWithStripe, stopStoreWithStripe } from "./stripe";
import { merchant, payer, seededKeypair, usdcMint } from "../support/svm-rpc/accounts";
import { ataOf, type TestKeypair as Keypair } from "../support/svm-rpc/keys";
import { payThroughStore } from "../support/svm-rpc/pay-through-store";
import { localChainForStore } from "../support/svm-rpc/store-env";
import { sendTransfer } from "../support/svm-rpc/transfers";
import type { StripeDouble } from "../support/stripe-double/server";

const ADMIN = "Adm1nWa11etAdm1nWa11etAdm1nWa11etAdm1nWa11e";
const CREATOR_WALLET = "7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5";

/** An order as checkout leaves it, and how it is then paid (or cancelled unpaid). */
export interface MoneyOrder {
  bags: number;
  unitCents: number;
  shippingCents: number;
  taxCents: number;
  /** A store code (SAVE10) or the creator's code: 10% of the lines. */
  code: "none" | "store" | "creator";
  /** A holder's perk: 5% of the lines after the code. */
  perk: boolean;
  /** NPX spent, at its value in cents. */
  npxCents: number;
  /** "overpay": more USDC than the total, not kept and sent back; the order stays unpaid. */
  pay: "card" | "usdc" | "store" | "cancel" | "overpay";
}

export interface MoneyRefund {
  scope: "whole" | "bag";
  /** The console's refund queue (back the way it was paid) or recorded as refunded outside the store. */
  route: "store" | "outside";
  /** Of what was asked: everything (100) or a part. */
  percent?: number;
  /** Exactly this much (instead of `percent`). */
  cents?: number;
}

export type PaidOrder = { id: string; how: "card" | "usdc" | "store" };

/** A CSV's rows by its header's names (the store's own CSV reader). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text).map((r) => r.cells);
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

/** A CSV cell of money ("12.34", or "'12.34" as a guard against formulas) in cents. */
export const csvCents = (cell: string) => Math.round(Number(cell.replace(/^'/, "")) * 100);

export function moneyStore() {
  const chain = localChainForStore();
  const refundAccount = payer(7);
  let double: StripeDouble;
  let creator: typeof creators.$inferSelect;
  let db: Db;
  let sequence = 0;
  let payoutPeriod = 0;
  const state = {
    /** Orders paid in some way, which refunds pick from. */
    paid: [] as PaidOrder[],
    /** USDC minted into the refund account during the test (its balance is topped up, not spent by the store). */
    refundAccountMinted: 0n,
  };

  beforeAll(async () => {
    double = await startStoreWithStripe();
    process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
    process.env.ADMIN_WALLETS = ADMIN;
    resetEnvCache();
    db = await getDb();
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

  async function placeOrder(o: MoneyOrder) {
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
      // Placed by the store's clock, as checkout places it (a test may have moved it).
      createdAt: now(),
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

  /** Places the order and pays it the way it says (or cancels it unpaid); returns the order. */
  async function orderStep(o: MoneyOrder) {
    const { order, wallet } = await placeOrder(o);
    if (o.pay === "card") {
      const response = (await cardAction({
        request: makeRequest(`/orders/${order.id}/card?token=${order.accessToken}`, { method: "POST", form: {} }),
        params: { orderId: order.id },
        context: makeContext(),
      } as never)) as Response;
      expect(response.status).toBe(303);
      await double.completeCheckout(new URL(response.headers.get("location")!).pathname.split("/").at(-1)!);
      state.paid.push({ id: order.id, how: "card" });
    } else if (o.pay === "usdc") {
      await watchPayment(db, order.id);
      await payThroughStore(chain().url, order.id, wallet!);
      await poll();
      state.paid.push({ id: order.id, how: "usdc" });
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
      state.paid.push({ id: order.id, how: "store" });
    } else {
      expect((await transitionOrder(db, order.id, "cancelled", { actor: "operator:test" })).ok).toBe(true);
    }
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (o.pay === "card" || o.pay === "usdc" || o.pay === "store") expect(after!.status).toBe("paid");
    return after!;
  }

  /** The operator signs in to the console (again: a test may have moved the clock past a session's end). */
  const signIn = async () => (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;

  async function postQueue(cookie: string, form: Record<string, string>) {
    const result = (await adminRefunds.action({
      request: makeRequest("/admin/refunds", { cookie, form }),
      params: {},
      context: makeContext(),
    } as never)) as { data: { ok: boolean; message: string } };
    return result.data;
  }

  /**
   * The shopper asks for a refund (the whole order or one bag) and the operator answers it in the
   * console's queue. Returns false when nothing was left to ask for.
   */
  async function refundOrder({ id, how }: PaidOrder, r: MoneyRefund): Promise<boolean> {
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const asked = await createRefundRequest(db, id, {
      scope: r.scope === "whole" ? "whole" : "bags",
      bags: r.scope === "whole" ? {} : { [line!.id]: "1" },
      reason: "damaged",
      note: "",
    });
    if (!asked.ok) return false; // all of it refunded already, or a bag refunded before
    const cents = r.cents ?? Math.max(1, Math.floor((asked.request.askedCents * (r.percent ?? 100)) / 100));
    const outside = r.route === "outside" || how === "store";
    if (!outside && how === "usdc") {
      // The refund account is kept funded: what is minted into it is not the store's movement.
      const topUp = BigInt(cents) * 10_000n;
      chain().ledger.mintTo(usdcMint.publicKey, refundAccount.publicKey, topUp);
      state.refundAccountMinted += topUp;
    }
    const cookie = await signIn();
    const row = (
      (await adminRefunds.loader({
        request: makeRequest("/admin/refunds", { cookie }),
        params: {},
        context: makeContext(),
      } as never)) as Awaited<ReturnType<typeof adminRefunds.loader>>
    ).requests.find((q) => q.id === asked.request.id)!;
    const answered = await postQueue(cookie, {
      intent: outside ? "outside" : "approve",
      confirm: "yes",
      requestId: String(asked.request.id),
      refundKey: row.refundKey,
      amount: (cents / 100).toFixed(2),
      how: "by bank transfer",
    });
    expect(answered.ok, answered.message).toBe(true);
    return true;
  }

  async function payoutStep() {
    // A year on, every earned commission is past its refund window: approved, paid out, marked paid.
    await approveDueCommissions(db, new Date(now().getTime() + 365 * 86_400_000));
    payoutPeriod += 1;
    for (const payout of await runPayouts(db, { period: `T${payoutPeriod}`, actor: "operator:test" }))
      expect(await markPayoutPaid(db, { payoutId: payout.id, reference: "bank", actor: "operator:test" })).toBe("ok");
  }

  /** Rows of a query on the store's database. */
  const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    chain,
    refundAccount,
    state,
    double: () => double,
    db: () => db,
    usdcOf,
    placeOrder,
    orderStep,
    refundOrder,
    payoutStep,
    q,
  };
}
