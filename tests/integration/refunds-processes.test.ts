// USDC refunds from several app processes on one PostgreSQL (run under `npm run test:postgres`;
// PGlite is one process, so it is skipped there): two processes approving the same request send
// one transfer; a process killed right after sending leaves a transfer the next process confirms
// from the chain, without sending again. And payments sent back by three processes at once do not
// drain the refund account: dust is kept, closed token accounts are never re-created at the
// store's cost, the per-wallet and per-order limits hold, and each payment goes back once at most.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { chainTransfers, orders, paymentReturns, payments } from "~/db/schema";
import { watchPayment } from "~/payments/watches.server";
import { createRefundRequest } from "~/refunds/requests.server";
import { refundTransfer } from "~/refunds/usdc.server";
import { now } from "~/jobs/clock.server";
import { merchant, payer, seededKeypair, usdcMint } from "../support/svm-rpc/accounts";
import { ataOf, type TestKeypair } from "../support/svm-rpc/keys";
import { payThroughStore } from "../support/svm-rpc/pay-through-store";
import { sendTransfer } from "../support/svm-rpc/transfers";
import { localChainForStore } from "../support/svm-rpc/store-env";
import { insertTestOrder } from "../setup/orders";
import { runOnceInProcess } from "../support/run-once";

const enabled = Boolean(process.env.DATABASE_URL);
const chain = localChainForStore();
const refundAccount = payer(5);

function approveInProcess(requestId: number, extra: Record<string, string> = {}) {
  return runOnceInProcess("approve-refund-once.ts", {
    NODE_ENV: "test",
    SOLANA_RPC_URL: chain().url,
    SOLANA_CLUSTER: "localnet",
    USDC_MINT: usdcMint.publicKey.toBase58(),
    REFUND_KEYPAIR: bs58.encode(refundAccount.secretKey),
    REQUEST_ID: String(requestId),
    LOG_LEVEL: "silent",
    ...extra,
  });
}

/** A USDC order of 57.99 paid by `wallet`, with a whole-order refund request waiting. */
async function requestedRefund(walletName: string) {
  const db = await getDb();
  const id = randomUUID();
  const wallet = seededKeypair(walletName).publicKey.toBase58();
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
    payer: wallet,
    mint: usdcMint.publicKey.toBase58(),
    amount: 57_990_000,
    status: "confirmed",
  });
  const asked = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
  if (!asked.ok) throw new Error(asked.message);
  return { id, requestId: asked.request.id, wallet };
}

const usdcOf = (wallet: string) =>
  chain().ledger.tokenBalance(ataOf(usdcMint.publicKey, seededKeypair(wallet).publicKey))?.amount ?? 0n;
const sends = () => chain().calls.filter((c) => c.method === "sendTransaction").length;
const statusOf = async (id: string) =>
  (await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe.skipIf(!enabled)("USDC refunds from several processes on one PostgreSQL", () => {
  it("two processes approving the same request at once: one answer, one transfer", async () => {
    const { id, requestId } = await requestedRefund("refund-processes-double");
    const before = sends();
    const [a, b] = await Promise.all([approveInProcess(requestId), approveInProcess(requestId)]);
    const answers = [a, b].map((r) => JSON.parse(r.output.trim().split("\n").at(-1)!) as { ok: boolean });
    expect(
      answers.filter((r) => r.ok),
      `${a.output}\n${b.output}`,
    ).toHaveLength(1);
    expect(sends() - before).toBe(1);
    expect(usdcOf("refund-processes-double")).toBe(57_990_000n);
    expect(await statusOf(id)).toBe("refunded");
  });

  it("a process killed after sending: the next one looks the signature up and sends nothing", async () => {
    const { id, requestId } = await requestedRefund("refund-processes-crash");
    const crashed = await approveInProcess(requestId, { CRASH_AFTER_SEND: "1" });
    expect(crashed.code, crashed.output).toBe(137);
    expect((await refundTransfer(await getDb(), requestId))!.status).toBe("sent");
    expect(await statusOf(id)).toBe("paid");
    const before = sends();
    // The dead process's hold on the transfer lapses (1 s here, 60 s by default).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const next = await approveInProcess(requestId, { SETTLE_ONLY: "1" });
    expect(next.code, next.output).toBe(0);
    expect((await refundTransfer(await getDb(), requestId))!.status).toBe("confirmed");
    expect(sends() - before).toBe(0);
    expect(usdcOf("refund-processes-crash")).toBe(57_990_000n);
    expect(await statusOf(id)).toBe("refunded");
  });
});

describe.skipIf(!enabled)("payments sent back by several processes on one PostgreSQL", () => {
  it("three processes at once: dust kept, no closed account re-created, limits held, each payment back once, no rent paid", async () => {
    const db = await getDb();
    const ledger = chain().ledger;
    const wallet = (label: string, usdc: bigint) => {
      const w = seededKeypair(label);
      ledger.airdrop(w.publicKey, 1_000_000_000n);
      ledger.mintTo(usdcMint.publicKey, w.publicKey, usdc);
      return w;
    };
    // Three orders, paid in full through the store.
    const paid: Array<{ id: string; reference: string; number: string }> = [];
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      const reference = bs58.encode(randomBytes(32));
      await insertTestOrder(db, { id, number: `NAVA-P${i}-${id.slice(0, 6)}`, paymentReference: reference });
      await watchPayment(db, id);
      await payThroughStore(chain().url, id, payer(1));
      paid.push({ id, reference, number: `NAVA-P${i}-${id.slice(0, 6)}` });
    }
    const pay = (order: (typeof paid)[number], from: TestKeypair, amount: bigint, closeSource = false) =>
      sendTransfer(chain().url, {
        payer: from,
        mint: usdcMint.publicKey,
        to: merchant.publicKey,
        amount,
        reference: order.reference,
        memo: order.number,
        closeSource,
      });
    // The attack: dust from wallets that close their token account in the same transaction, $1 the
    // same way, and one wallet sending $1 twice to each order.
    const closers: TestKeypair[] = [];
    for (let i = 0; i < 4; i++) {
      const w = wallet(`processes-dust-${i}`, 1n);
      await pay(paid[i % 3]!, w, 1n, true);
      closers.push(w);
    }
    for (let i = 0; i < 2; i++) {
      const w = wallet(`processes-closer-${i}`, 1_000_000n);
      await pay(paid[1]!, w, 1_000_000n, true);
      closers.push(w);
    }
    const flooder = wallet("processes-flooder", 6_000_000n);
    for (const order of paid) for (let k = 0; k < 2; k++) await pay(order, flooder, 1_000_000n);

    const lamports = ledger.getBalance(refundAccount.publicKey);
    const env = {
      NODE_ENV: "test",
      SOLANA_RPC_URL: chain().url,
      SOLANA_CLUSTER: "localnet",
      MERCHANT_WALLET: merchant.publicKey.toBase58(),
      USDC_MINT: usdcMint.publicKey.toBase58(),
      REFUND_KEYPAIR: bs58.encode(refundAccount.secretKey),
      LOG_LEVEL: "silent",
    };
    const runs = await Promise.all([1, 2, 3].map(() => runOnceInProcess("send-returns-once.ts", env)));
    for (const run of runs) expect(run.code, run.output).toBe(0);

    const orderIds = paid.map((o) => o.id);
    const returns = (await db.select().from(paymentReturns)).filter((r) => orderIds.includes(r.orderId));
    const transfers = await db.select().from(chainTransfers).where(like(chainTransfers.key, "payment-return:%"));
    const ours = transfers.filter((t) => returns.some((r) => r.transferId === t.id));
    // Every payment that did not pay an order was judged once: 4 dust, 2 closed, 6 from one wallet.
    expect(returns).toHaveLength(12);
    expect(returns.filter((r) => r.hold === "kept")).toHaveLength(4);
    // No closed account was opened again, and the refund account paid fees only, never rent.
    for (const w of closers) expect(ledger.getAccount(ataOf(usdcMint.publicKey, w.publicKey))).toBeNull();
    const confirmed = ours.filter((t) => t.status === "confirmed");
    expect(lamports - ledger.getBalance(refundAccount.publicKey)).toBe(5_000n * BigInt(confirmed.length));
    // One wallet: three back at most in a day; what it got back is exactly what was sent, once each.
    const toFlooder = confirmed.filter((t) => t.recipient === flooder.publicKey.toBase58());
    expect(toFlooder).toHaveLength(3);
    expect(ledger.tokenBalance(ataOf(usdcMint.publicKey, flooder.publicKey))!.amount).toBe(3_000_000n);
    // Per order: no more than three sent by themselves.
    for (const id of orderIds)
      expect(returns.filter((r) => r.orderId === id && r.transferId !== null).length).toBeLessThanOrEqual(3);
    // The two closed $1 payments are held for the operator (their account closed, or past the limit).
    const closed = returns.filter((r) => closers.some((w) => w.publicKey.toBase58() === r.payer) && r.hold !== "kept");
    expect(closed).toHaveLength(2);
    for (const r of closed) expect(["no_account", "limit"]).toContain(r.hold);
  });
});
