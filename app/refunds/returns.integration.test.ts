// USDC the store does not keep goes back on chain (LiteSVM): a payment after the deadline, a second
// payment, an overpayment, an underpayment once the order closes; shown on the order page and
// emailed with the transaction; a short refund account waits, tells the operator once, then sends.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { chainTransfers, emailOutbox, orders, paymentReturns, paymentWatches, payments } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { queueOrderConfirmation } from "~/orders/order-email.server";
import { pollWatchedPayments } from "~/payments/poller.server";
import { cancelIfUnpaid } from "~/payments/unpaid-deadline.server";
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
import { sendWaitingReturns } from "./returns.server";

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
function pay(order: { paymentReference: string | null; number: string }, from: Keypair, amount: bigint) {
  return sendTransfer(chain().url, {
    payer: from,
    mint: usdcMint.publicKey,
    to: merchant.publicKey,
    amount,
    reference: order.paymentReference!,
    memo: order.number,
  });
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
