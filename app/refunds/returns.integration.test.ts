// USDC the store does not keep goes back on chain (LiteSVM): a payment after the deadline, a second
// payment, an overpayment, an underpayment once the order closes; shown on the order page and
// emailed with the transaction; a short refund account waits, tells the operator once, then sends.
// And the refund account does not leak: dust is kept, a closed token account is never re-created at
// the store's cost, returns per wallet and order are limited, SOL is checked beside USDC, a
// transfer never sent is retried, approved refunds go first, large returns wait for the operator,
// and the shopper gets at most one email per order a day.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { and, eq, like } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { settleTransfer, settleUnfinishedTransfers } from "~/chain/sender.server";
import { moneyEntries } from "~/db/schema";
import { accountOf, type MoneyKind } from "~/db/money-kinds";
import { paymentReturnCopy } from "~/content/refunds";
import {
  auditLog,
  chainTransfers,
  emailOutbox,
  orders,
  paymentReturns,
  paymentWatches,
  payments,
  refundRequests,
} from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { queueOrderConfirmation } from "~/flows/order-confirmation-email.server";
import { pollWatchedPayments } from "~/flows/payment-poller.server";
import { cancelIfUnpaid } from "~/flows/cancel-unpaid-order.server";
import { watchPayment } from "~/payments/watches.server";
import { loader as orderLoader } from "~/routes/order";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { merchant, payer, seededKeypair, usdcMint } from "../../tests/support/svm-rpc/accounts";
import { ataOf, type TestKeypair as Keypair } from "../../tests/support/svm-rpc/keys";
import { payThroughStore } from "../../tests/support/svm-rpc/pay-through-store";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { sendTransfer } from "../../tests/support/svm-rpc/transfers";
import { approveRefundRequest, retryWaiting, retryWaitingRefunds } from "~/flows/refund-queue.server";
import { PaymentReturns } from "./PaymentReturns";
import { createRefundRequest } from "./requests.server";
import { listPaymentReturns, releaseReturn, sendWaitingReturns } from "./returns.server";
import { recordRefundTransfer, refundSigner, refundTransfer } from "./usdc.server";

const chain = localChainForStore();
const refundAccount = payer(5);
beforeAll(() => {
  process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
  process.env.OPERATOR_EMAIL = "ops@example.com";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.REFUND_KEYPAIR;
  delete process.env.OPERATOR_EMAIL;
  resetEnvCache();
  resetClock();
});

const usdcOf = (wallet: Keypair) =>
  chain().ledger.tokenBalance(ataOf(usdcMint.publicKey, wallet.publicKey))?.amount ?? 0n;

let sequence = 0;
async function placeOrder(totalCents = 3900) {
  sequence += 1;
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${700000 + sequence}`,
    email: `returns${sequence}@example.com`,
    subtotalCents: totalCents,
    totalCents,
    accessToken: `token-${id}`,
    paymentReference: bs58.encode(randomBytes(32)),
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  await queueOrderConfirmation(db, order!);
  await watchPayment(db, id);
  return order!;
}

/** A wallet's transfer naming the order, with its number (the amount in base units). */
function pay(
  order: { paymentReference: string | null; number: string },
  from: Keypair,
  amount: bigint,
  { closeSource = false } = {},
) {
  return sendTransfer(chain().url, {
    payer: from,
    mint: usdcMint.publicKey,
    to: merchant.publicKey,
    amount,
    reference: order.paymentReference!,
    memo: order.number,
    closeSource,
  });
}

/** A fresh wallet with 1 SOL (or `lamports`) and `usdc` base units of USDC. */
function fundedWallet(label: string, usdc: bigint, lamports = 1_000_000_000n) {
  const wallet = seededKeypair(label);
  if (lamports > 0n) chain().ledger.airdrop(wallet.publicKey, lamports);
  if (usdc > 0n) chain().ledger.mintTo(usdcMint.publicKey, wallet.publicKey, usdc);
  return wallet;
}
const lamportsOf = (wallet: Keypair) => chain().ledger.getBalance(wallet.publicKey);
const tokenAccountOf = (wallet: Keypair) => chain().ledger.getAccount(ataOf(usdcMint.publicKey, wallet.publicKey));

/** Points the store at another refund account for the length of `run`. */
async function withRefundAccount<T>(account: Keypair, run: () => Promise<T>): Promise<T> {
  process.env.REFUND_KEYPAIR = bs58.encode(account.secretKey);
  resetEnvCache();
  try {
    return await run();
  } finally {
    process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
    resetEnvCache();
  }
}

/** An order placed and paid in full by `wallet` through the store. */
async function paidOrder(wallet: Keypair) {
  const order = await placeOrder();
  await payThroughStore(chain().url, order.id, wallet);
  await poll();
  return order;
}

/** The order page's returns as the buyer reads them. */
async function returnsShown(order: { id: string; accessToken: string }) {
  const page = await orderPage(order);
  return renderToStaticMarkup(createElement(PaymentReturns, { returns: page.returns, missing: page.missing }));
}

/** The console's "Send back" on a held return. */
function release(returnId: number) {
  const form = new FormData();
  form.set("returnId", String(returnId));
  return getDb().then((db) => releaseReturn(db, form, "operator:test"));
}

/** One pass of the background payment check, every watched order due. */
async function poll() {
  const db = await getDb();
  await db.update(paymentWatches).set({ nextCheckAt: new Date(0) });
  await pollWatchedPayments(db);
}

/** The order page's data, as its buyer opens it. */
async function orderPage(order: { id: string; accessToken: string }) {
  const result = (await orderLoader({
    request: makeRequest(`/orders/${order.id}?token=${order.accessToken}`),
    params: { orderId: order.id },
    context: makeContext(),
  } as never)) as { data: Awaited<ReturnType<typeof orderLoader>>["data"] };
  return result.data;
}

async function mailTo(email: string, kind: string) {
  return (await getDb())
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, kind)));
}

describe("USDC the store does not keep", () => {
  it("a payment after the deadline (order cancelled) goes back to the wallet that paid, with proof on the page and in email", async () => {
    const db = await getDb();
    const order = await placeOrder();
    advanceClock(49 * 3_600_000);
    expect(await cancelIfUnpaid(db, order.id)).toBe("cancelled");
    resetClock();

    const shopper = payer(1);
    const before = usdcOf(shopper);
    const accountBefore = usdcOf(refundAccount);
    await watchPayment(db, order.id);
    await pay(order, shopper, 39_000_000n);
    await poll();
    expect(usdcOf(shopper)).toBe(before); // paid 39, got 39 back
    expect(accountBefore - usdcOf(refundAccount)).toBe(39_000_000n);

    const [order2] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(order2!.status).toBe("cancelled");
    const page = await orderPage(order);
    expect(page.returns).toHaveLength(1);
    const [shown] = page.returns;
    expect(shown).toMatchObject({ why: "late", status: "sent" });
    expect(shown!.text).toMatch(/^We received \$39\.00 on .+, after this order was cancelled\.$/);
    expect(shown!.url).toContain(`https://explorer.solana.com/tx/${shown!.signature}`);
    // The transfer went to the payer's wallet, read from the payment transaction.
    const [transfer] = await db
      .select()
      .from(chainTransfers)
      .where(like(chainTransfers.key, "payment-return:%"))
      .orderBy(chainTransfers.id);
    expect(transfer!.recipient).toBe(shopper.publicKey.toBase58());
    const [email] = await mailTo(order.email, "payment.returned");
    expect(email!.text).toContain("after this order was cancelled");
    expect(email!.text).toContain(shown!.url!);
    // The refund timeline names it.
    expect(page.progress.refundSteps.map((s) => s.label)).toContain("A payment we did not keep was sent back");
  });

  it("a second payment for a paid order goes back once; the order stays paid", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(2);
    await payThroughStore(chain().url, order.id, shopper);
    await poll();
    const afterFirst = usdcOf(shopper);
    await pay(order, shopper, 39_000_000n);
    await Promise.all([poll(), poll()]);
    await sendWaitingReturns(db);
    expect(usdcOf(shopper)).toBe(afterFirst);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("paid");
    const returns = await db.select().from(paymentReturns).where(eq(paymentReturns.orderId, order.id));
    expect(returns).toMatchObject([{ why: "double", amount: 39_000_000 }]);
    expect((await orderPage(order)).returns[0]!.text).toMatch(/second payment of \$39\.00 .+already paid/);
  });

  it("a payment sent back is in the money record once, as cash received and returned, never as sales", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(2);
    await payThroughStore(chain().url, order.id, shopper);
    await poll();
    const salesOf = async () =>
      (await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, order.id)))
        .filter((e) => accountOf(e.kind as MoneyKind) === "sales")
        .reduce((sum, e) => sum + e.amountCents, 0);
    const salesPaid = await salesOf();
    await pay(order, shopper, 39_000_000n);
    await poll();
    await Promise.all([sendWaitingReturns(db), sendWaitingReturns(db)]);
    await settleUnfinishedTransfers(db);
    const [ret] = await db.select().from(paymentReturns).where(eq(paymentReturns.orderId, order.id));
    const entries = await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, order.id));
    const of = (kind: string) => entries.filter((e) => e.kind === kind);
    expect(of("payment_extra").map((e) => e.amountCents)).toEqual([3900]);
    expect(of("payment_returned")).toEqual([
      expect.objectContaining({ key: `payment-return:${ret!.id}`, amountCents: -3900, method: "usdc", note: "double" }),
    ]);
    expect(of("payment_returned")[0]!.reference).toMatch(/\w{40,}/);
    // The USDC not kept is no revenue: sales are what they were once the order was paid.
    expect(await salesOf()).toBe(salesPaid);
  });

  it("an overpayment does not pay the order and goes back whole", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(3);
    const before = usdcOf(shopper);
    await pay(order, shopper, 50_000_000n);
    await poll();
    expect(usdcOf(shopper)).toBe(before);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("pending_payment");
    expect((await orderPage(order)).returns[0]!.text).toContain("more than the order total of $39.00");
  });

  it("an underpayment: the page says what is missing and the order stays open; cancelled at the deadline, it goes back", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(4);
    const before = usdcOf(shopper);
    await pay(order, shopper, 10_000_000n);
    await poll();
    const page = await orderPage(order);
    expect(page.order.status).toBe("pending_payment");
    expect(page.missing).toMatch(/^We received \$10\.00 of \$39\.00: \$29\.00 is missing\. .+ by \w+day, /);
    expect(page.returns).toEqual([]);
    expect(usdcOf(shopper)).toBe(before - 10_000_000n);

    advanceClock(49 * 3_600_000);
    expect(await cancelIfUnpaid(db, order.id)).toBe("cancelled");
    resetClock();
    // The retry job sends what the cancellation queued.
    await sendWaitingReturns(db);
    expect(usdcOf(shopper)).toBe(before);
    const after = await orderPage(order);
    expect(after.missing).toBeNull();
    expect(after.returns).toMatchObject([{ why: "underpaid", status: "sent" }]);
  });

  it("an underpayment goes back once a transfer of the full total pays the order", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(7);
    const before = usdcOf(shopper);
    await pay(order, shopper, 10_000_000n);
    await poll();
    await pay(order, shopper, 39_000_000n);
    await poll();
    await sendWaitingReturns(db);
    const page = await orderPage(order);
    expect(page.order.status).toBe("paid");
    expect(page.missing).toBeNull();
    expect(page.returns).toMatchObject([{ why: "underpaid", status: "sent" }]);
    expect(usdcOf(shopper)).toBe(before - 39_000_000n);
  });

  it("a short refund account: the return waits, the operator is told once, and it goes out when funded", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const shopper = payer(6);
    await payThroughStore(chain().url, order.id, shopper);
    await poll();
    const afterFirst = usdcOf(shopper);
    process.env.REFUND_KEYPAIR = bs58.encode(seededKeypair("empty-refund-account").secretKey);
    resetEnvCache();
    await pay(order, shopper, 39_000_000n);
    await poll();
    await sendWaitingReturns(db);
    expect(usdcOf(shopper)).toBe(afterFirst - 39_000_000n);
    expect((await orderPage(order)).returns).toMatchObject([{ status: "waiting" }]);
    expect(await mailTo("ops@example.com", "refund.account-short")).toHaveLength(1);

    process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
    resetEnvCache();
    expect(await sendWaitingReturns(db)).toBe(1);
    expect(await sendWaitingReturns(db)).toBe(0);
    expect(usdcOf(shopper)).toBe(afterFirst);
    expect(await mailTo("ops@example.com", "refund.account-short")).toHaveLength(1);
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "duplicate_refund")));
    expect(payment).toBeTruthy();
  });
});

/** A USDC order of $57.99 paid by the wallet `label`, with a whole-order refund request and its approval form. */
async function refundAsked(label: string) {
  const db = await getDb();
  const buyer = seededKeypair(label).publicKey.toBase58();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    status: "paid",
    paidAt: now(),
    totalCents: 5799,
    subtotalCents: 5799,
    // A line to refund: a whole refund asks for what its bags cost.
    line: { purchaseType: "one_time", unitPriceCents: 5799 },
  });
  await db.insert(payments).values({
    orderId: id,
    signature: `sig-${id}`,
    reference: `ref-${id}`,
    payer: buyer,
    mint: usdcMint.publicKey.toBase58(),
    amount: 57_990_000,
    status: "confirmed",
  });
  const created = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
  if (!created.ok) throw new Error(created.message);
  const form = new FormData();
  form.set("requestId", String(created.request.id));
  form.set("amount", "");
  return { id, buyer, asked: created, form };
}

describe("the refund account does not leak through returns", () => {
  it("dust from a wallet that closes its token account in the same transaction is kept and said so; nothing is re-created, no SOL spent", async () => {
    const db = await getDb();
    const order = await paidOrder(payer(1));
    const attacker = fundedWallet("dust-closer", 1n);
    const sol = lamportsOf(refundAccount);
    await pay(order, attacker, 1n, { closeSource: true });
    expect(tokenAccountOf(attacker)).toBeNull();
    await poll();
    await sendWaitingReturns(db);
    // Not sent back: its account stays closed and the refund account paid neither rent nor fee.
    expect(tokenAccountOf(attacker)).toBeNull();
    expect(lamportsOf(refundAccount)).toBe(sol);
    expect((await orderPage(order)).returns).toMatchObject([{ status: "kept" }]);
    expect(await returnsShown(order)).toContain(paymentReturnCopy.kept);
    expect(await mailTo(order.email, "payment.returned")).toEqual([]);
  });

  it("a payment from a token account closed since: held for the operator, never re-created at the store's cost; sent once it is open again", async () => {
    const db = await getDb();
    const order = await paidOrder(payer(1));
    const closer = fundedWallet("closer-one-dollar", 1_000_000n);
    const sol = lamportsOf(refundAccount);
    await pay(order, closer, 1_000_000n, { closeSource: true });
    await poll();
    await sendWaitingReturns(db);
    expect(tokenAccountOf(closer)).toBeNull();
    expect(lamportsOf(refundAccount)).toBe(sol);
    const [held] = await listPaymentReturns(db, { orderId: order.id });
    expect(held).toMatchObject({ status: "held", hold: "no_account" });
    expect(await returnsShown(order)).toContain(paymentReturnCopy.held.no_account);
    // The operator's "Send back" cannot send to a closed account.
    expect((await release(held!.id)).data).toMatchObject({ ok: false, message: paymentReturnCopy.releaseStillGone });
    expect(lamportsOf(refundAccount)).toBe(sol);

    // The wallet opens its account again: now it goes back there, for the network fee alone.
    chain().ledger.mintTo(usdcMint.publicKey, closer.publicKey, 0n);
    expect((await release(held!.id)).data).toMatchObject({ ok: true });
    expect(usdcOf(closer)).toBe(1_000_000n);
    expect(sol - lamportsOf(refundAccount)).toBe(5_000n);
  });

  it("returns sent by themselves are limited per wallet and per order; more wait for the operator", async () => {
    const db = await getDb();
    const sender = fundedWallet("many-small-payments", 10_000_000n);
    const paid = [];
    for (let i = 0; i < 4; i++) paid.push(await paidOrder(payer(2)));
    for (const order of paid) await pay(order, sender, 1_000_000n);
    await poll();
    await sendWaitingReturns(db);
    // Three a day to one wallet (RETURN_MAX_PER_PAYER_DAY); the fourth waits.
    expect(usdcOf(sender)).toBe(10_000_000n - 1_000_000n);
    const shown = (await Promise.all(paid.map((o) => listPaymentReturns(db, { orderId: o.id })))).flat();
    expect(shown.map((r) => r.status).sort()).toEqual(["held", "sent", "sent", "sent"]);
    expect(shown.find((r) => r.status === "held")).toMatchObject({ hold: "limit" });

    // Per order: three, from any wallets.
    const order = await paidOrder(payer(2));
    for (let i = 0; i < 4; i++) await pay(order, fundedWallet(`order-limit-${i}`, 1_000_000n), 1_000_000n);
    await poll();
    await sendWaitingReturns(db);
    const onOrder = await listPaymentReturns(db, { orderId: order.id });
    expect(onOrder.map((r) => r.status).sort()).toEqual(["held", "sent", "sent", "sent"]);
    // The operator lets the held one go.
    const held = onOrder.find((r) => r.status === "held")!;
    expect((await release(held.id)).data).toMatchObject({ ok: true });
    expect((await listPaymentReturns(db, { orderId: order.id })).map((r) => r.status)).toEqual([
      "sent",
      "sent",
      "sent",
      "sent",
    ]);
  });

  it("SOL is checked as well as USDC: an approved refund waits (it does not say it is on its way), the operator is told once, and it goes out after a top-up", async () => {
    const db = await getDb();
    const poor = fundedWallet("refund-account-no-sol", 500_000_000n, 0n);
    const { asked, form } = await refundAsked("refund-sol-buyer");
    await withRefundAccount(poor, async () => {
      const answer = await approveRefundRequest(db, form, "operator:test");
      expect(answer.data).toMatchObject({ ok: false });
      const [request] = await db.select().from(refundRequests).where(eq(refundRequests.id, asked.request.id));
      expect(request!.status).toBe("waiting_funds");
      expect(await refundTransfer(db, asked.request.id)).toBeNull();

      // A payment to send back meanwhile: it waits too, and the operator hears of the shortage once.
      const before = await mailTo("ops@example.com", "refund.account-short");
      const order = await paidOrder(payer(3));
      await pay(order, payer(3), 39_000_000n);
      await pay(order, fundedWallet("sol-short-second", 2_000_000n), 2_000_000n);
      await poll();
      await sendWaitingReturns(db);
      await sendWaitingReturns(db);
      expect((await listPaymentReturns(db, { orderId: order.id })).map((r) => r.status)).toEqual([
        "waiting",
        "waiting",
      ]);
      const told = (await mailTo("ops@example.com", "refund.account-short")).filter(
        (m) => !before.some((b) => b.id === m.id),
      );
      // The account's shortage once, however many returns wait and however often they are tried.
      expect(told.map((m) => m.key!.split(":")[0])).toEqual(["refund-account-short"]);
      expect(told[0]!.subject).toContain("short of SOL");

      // Topped up: "Retry now" sends the refund first, then both returns.
      chain().ledger.airdrop(poor.publicKey, 1_000_000_000n);
      expect((await retryWaiting(db)).data).toMatchObject({ ok: true });
      expect((await refundTransfer(db, asked.request.id))!.status).toBe("confirmed");
      expect((await listPaymentReturns(db, { orderId: order.id })).map((r) => r.status)).toEqual(["sent", "sent"]);
    });
  });

  it('a transfer that was never sent (the account ran out of SOL on the way) is sent by "Retry now" after a top-up', async () => {
    const db = await getDb();
    const poor = fundedWallet("refund-account-drained", 500_000_000n, 0n);
    const { id, buyer, asked } = await refundAsked("refund-drained-buyer");
    await withRefundAccount(poor, async () => {
      // Approved while the account looked funded, then drained before it was sent.
      const signer = (await refundSigner())!;
      const transfer = await db.transaction(async (tx) => {
        await tx
          .update(refundRequests)
          .set({ status: "approved", approvedCents: 5799, decidedBy: "operator:test", decidedAt: now() })
          .where(eq(refundRequests.id, asked.request.id));
        return recordRefundTransfer(tx, { requestId: asked.request.id, cents: 5799, payer: buyer, signer });
      });
      expect((await settleTransfer(db, transfer.id, { waitMs: 2_000 })).status).toBe("failed");
      expect(await retryWaitingRefunds(db)).toBe(0);

      chain().ledger.airdrop(poor.publicKey, 1_000_000_000n);
      // Whatever was signed can no longer land once its blockhash has expired.
      chain().ledger.advanceSlots(160);
      await retryWaiting(db);
      expect((await refundTransfer(db, asked.request.id))!.status).toBe("confirmed");
      expect(
        chain().ledger.tokenBalance(ataOf(usdcMint.publicKey, seededKeypair("refund-drained-buyer").publicKey))?.amount,
      ).toBe(57_990_000n);
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      expect(order!.status).toBe("refunded");
    });
  });

  it("approved refunds come before payments sent back: a return never spends what a waiting refund needs", async () => {
    const db = await getDb();
    const account = fundedWallet("refund-first-account", 0n);
    const { asked, form } = await refundAsked("refund-first-buyer");
    await withRefundAccount(account, async () => {
      // Approved while the account holds no USDC: it waits.
      expect((await approveRefundRequest(db, form, "operator:test")).data).toMatchObject({ ok: false });
      // 60 USDC arrive; then a second payment of 39 comes in before the retry job's next run.
      chain().ledger.mintTo(usdcMint.publicKey, account.publicKey, 60_000_000n);
      const order = await paidOrder(payer(4));
      await pay(order, payer(4), 39_000_000n);
      await poll();
      await sendWaitingReturns(db);
      expect((await listPaymentReturns(db, { orderId: order.id })).map((r) => r.status)).toEqual(["waiting"]);
      // The retry job: the refund goes out whole.
      expect(await retryWaitingRefunds(db)).toBe(1);
      expect((await refundTransfer(db, asked.request.id))!.status).toBe("confirmed");
      expect(usdcOf(account)).toBe(60_000_000n - 57_990_000n);
    });
  });

  it('a return above the review threshold waits for the operator\'s "Send back"', async () => {
    const db = await getDb();
    const order = await placeOrder();
    const big = fundedWallet("big-overpayment", 471_560_000n);
    await pay(order, big, 471_560_000n);
    await poll();
    await sendWaitingReturns(db);
    expect(usdcOf(big)).toBe(0n);
    const [held] = await listPaymentReturns(db, { orderId: order.id });
    expect(held).toMatchObject({ status: "held", hold: "review" });
    expect(await returnsShown(order)).toContain(paymentReturnCopy.held.review);
    expect((await release(held!.id)).data).toMatchObject({ ok: true });
    expect(usdcOf(big)).toBe(471_560_000n);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "payment.return_released"));
    expect(audit.some((a) => a.target === order.id && a.actor === "operator:test")).toBe(true);
  });

  it("the buyer is emailed once per order a day, and not for returns under the email threshold", async () => {
    const db = await getDb();
    const order = await paidOrder(payer(1));
    const confirmations = (await mailTo(order.email, "payment.returned")).length;
    await pay(order, fundedWallet("email-two", 2_000_000n), 2_000_000n);
    await pay(order, fundedWallet("email-three", 3_000_000n), 3_000_000n);
    await poll();
    await sendWaitingReturns(db);
    expect((await listPaymentReturns(db, { orderId: order.id })).map((r) => r.status)).toEqual(["sent", "sent"]);
    expect((await mailTo(order.email, "payment.returned")).length - confirmations).toBe(1);

    const small = await paidOrder(payer(1));
    await pay(small, fundedWallet("email-fifty-cents", 500_000n), 500_000n);
    await poll();
    await sendWaitingReturns(db);
    expect((await listPaymentReturns(db, { orderId: small.id })).map((r) => r.status)).toEqual(["sent"]);
    expect(await mailTo(small.email, "payment.returned")).toEqual([]);
  });
});
