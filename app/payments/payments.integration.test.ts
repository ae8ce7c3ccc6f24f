// USDC payments against a real Solana runtime (LiteSVM behind the local JSON-RPC endpoint):
// the transaction request, confirmation by the chain, rejected transfers, refunds and restarts.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { orders, paymentWatches, payments } from "~/db/schema";
import { startScheduler } from "~/flows/jobs.server";
import { getWalletRewards } from "~/rewards/ledger.server";
import { action as payAction, loader as payLoader } from "~/routes/api.pay";
import { loader as statusLoader } from "~/routes/api.order-payment";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { merchant, otherMint, payer, usdcMint } from "../../tests/support/svm-rpc/accounts";
import { svmFixtures } from "../../tests/support/svm-rpc/addresses";
import type { SvmRpc } from "../../tests/support/svm-rpc/server";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { sendTransfer } from "../../tests/support/svm-rpc/transfers";
import { payThroughStore } from "../../tests/support/svm-rpc/pay-through-store";
import { pollWatchedPayments } from "~/flows/payment-poller.server";
import { watchPayment } from "./watches.server";
import { ataOf, findPda, readTransaction, TestKeypair as Keypair } from "../../tests/support/svm-rpc/keys";

const chain = localChainForStore();
let rpc: SvmRpc;
const REWARD_WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

beforeAll(() => {
  rpc = chain();
});

let sequence = 0;
async function placeOrder({ totalCents = 3900, status = "pending_payment" as const } = {}) {
  sequence += 1;
  const id = randomUUID();
  const reference = bs58.encode(randomBytes(32));
  const db = await getDb();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${200000 + sequence}`,
    status,
    subtotalCents: totalCents,
    totalCents,
    wallet: REWARD_WALLET,
    accessToken: `token-${id}-${randomBytes(8).toString("hex")}`,
    buyerSessionId: randomBytes(24).toString("base64url"),
    paymentReference: reference,
  });
  // Its buyer has the payment page open.
  await watchPayment(db, id);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

async function orderState(id: string) {
  const db = await getDb();
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  const rows = await db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
  return { status: order!.status, payments: rows };
}

async function rewardStatus(orderId: string) {
  const { entries } = await getWalletRewards(await getDb(), REWARD_WALLET);
  return entries.find((e) => e.orderId === orderId)?.status;
}

/** One pass of the background job, as it runs once the orders' checks are due. */
async function poll() {
  const db = await getDb();
  await db.update(paymentWatches).set({ nextCheckAt: new Date(0) });
  await pollWatchedPayments(db);
}

describe("the local chain", () => {
  it("has the fixed mint and merchant addresses the end-to-end configuration uses", async () => {
    expect(svmFixtures).toEqual({
      usdcMint: usdcMint.publicKey.toBase58(),
      otherMint: otherMint.publicKey.toBase58(),
      merchant: merchant.publicKey.toBase58(),
    });
    const mint = rpc.ledger.getAccount(usdcMint.publicKey);
    expect(mint?.data[44]).toBe(6);
  });
});

describe("the Solana Pay transaction request", () => {
  it("answers the label and the store's icon for an order awaiting payment", async () => {
    const order = await placeOrder();
    const response = (await payLoader({
      request: makeRequest(`/api/pay/${order.id}`),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ label: "NAVA", icon: "http://localhost:3000/favicon.svg" });
    const preflight = (await payLoader({
      request: makeRequest(`/api/pay/${order.id}`, { method: "OPTIONS" }),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("builds an unsigned USDC TransferChecked of exactly the total, with the reference and the order number", async () => {
    const order = await placeOrder({ totalCents: 4899 });
    const wallet = payer(0);
    const response = (await payAction({
      request: makeRequest(`/api/pay/${order.id}`, { json: { account: wallet.publicKey.toBase58() } }),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { transaction: string; message: string };
    expect(body.message).toBe(`NAVA order ${order.number}: $48.99 in USDC`);

    const tx = readTransaction(Buffer.from(body.transaction, "base64"));
    expect(tx.feePayer).toBe(wallet.publicKey.toBase58());
    expect(tx.signatures.every((s) => s === null)).toBe(true);
    expect(tx.recentBlockhash).toBe(rpc.ledger.latestBlockhash().blockhash);

    const merchantAta = ataOf(usdcMint.publicKey, merchant.publicKey);
    const transfer = tx.instructions.find((ix) => ix.data[0] === 12)!;
    expect(transfer.keys.map((k) => k.pubkey)).toEqual([
      ataOf(usdcMint.publicKey, wallet.publicKey),
      usdcMint.publicKey.toBase58(),
      merchantAta,
      wallet.publicKey.toBase58(),
      order.paymentReference,
    ]);
    expect(transfer.keys.at(-1)).toMatchObject({ isSigner: false, isWritable: false });
    expect(transfer.data.readBigUInt64LE(1)).toBe(48_990_000n);
    expect(transfer.data[9]).toBe(6);
    const memo = tx.instructions.at(-1)!;
    expect(memo.programId).toBe("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");
    expect(memo.data.toString()).toBe(order.number);
  });

  it("creates the merchant's token account only while it is missing", async () => {
    const merchantAta = ataOf(usdcMint.publicKey, merchant.publicKey);
    const build = async () => {
      const order = await placeOrder();
      const response = (await payAction({
        request: makeRequest(`/api/pay/${order.id}`, { json: { account: payer(1).publicKey.toBase58() } }),
        params: { orderId: order.id },
        context: makeContext(),
      } as never)) as Response;
      return readTransaction(Buffer.from(((await response.json()) as { transaction: string }).transaction, "base64"));
    };
    const hasCreate = (tx: ReturnType<typeof readTransaction>) =>
      tx.instructions.some((ix) => ix.programId.startsWith("ATokenGP"));
    expect(rpc.ledger.getAccount(merchantAta)).toBeNull();
    expect(hasCreate(await build())).toBe(true);
    const first = await placeOrder();
    await payThroughStore(rpc.url, first.id, payer(1));
    expect(rpc.ledger.getAccount(merchantAta)).not.toBeNull();
    expect(hasCreate(await build())).toBe(false);
  });

  it("answers 404, 400, 409 and 422 with a message for what it cannot pay, never 5xx", async () => {
    const order = await placeOrder();
    const post = async (orderId: string, init: Parameters<typeof makeRequest>[1]) => {
      const response = (await payAction({
        request: makeRequest(`/api/pay/${orderId}`, init),
        params: { orderId },
        context: makeContext(),
      } as never)) as Response;
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    expect(await post("no-such-order", { json: { account: payer(0).publicKey.toBase58() } })).toEqual({
      status: 404,
      body: { message: "We could not find that order." },
    });
    expect(await post("../../etc", { json: { account: payer(0).publicKey.toBase58() } })).toMatchObject({
      status: 404,
    });
    for (const bad of [{}, { account: "" }, { account: "not a key" }, { account: 42 }, [], null]) {
      expect(await post(order.id, { json: bad })).toEqual({
        status: 400,
        body: { message: "Send the paying wallet's address as account." },
      });
    }
    expect(
      await post(order.id, { headers: { "content-type": "application/json" }, form: { account: "x" } }),
    ).toMatchObject({ status: 400 });
    // A program-derived address cannot sign.
    const pda = findPda([Buffer.from("nava")], merchant.publicKey.toBase58());
    expect(await post(order.id, { json: { account: pda } })).toMatchObject({ status: 400 });
    // A wallet with no USDC is told so before it signs anything.
    expect(await post(order.id, { json: { account: Keypair.generate().publicKey.toBase58() } })).toEqual({
      status: 422,
      body: { message: "This wallet holds no USDC. Add USDC to it, or pay from another wallet." },
    });

    const paid = await placeOrder({ status: "paid" as never });
    expect(await post(paid.id, { json: { account: payer(0).publicKey.toBase58() } })).toEqual({
      status: 409,
      body: { message: "This order is not awaiting payment." },
    });
    const info = (await payLoader({
      request: makeRequest("/api/pay/nope"),
      params: { orderId: "nope" },
      context: makeContext(),
    } as never)) as Response;
    expect(info.status).toBe(404);
  });
});

describe("confirmation by the chain", () => {
  it("a correct payment marks the order paid and its rewards earned", async () => {
    const order = await placeOrder();
    expect(await rewardStatus(order.id)).toBe("pending");
    const signature = await payThroughStore(rpc.url, order.id, payer(0));
    expect((await orderState(order.id)).status).toBe("pending_payment");

    await poll();
    const state = await orderState(order.id);
    expect(state.status).toBe("paid");
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      signature,
      status: "confirmed",
      reason: null,
      payer: payer(0).publicKey.toBase58(),
      mint: usdcMint.publicKey.toBase58(),
      amount: 39_000_000,
      reference: order.paymentReference,
    });
    expect(await rewardStatus(order.id)).toBe("earned");
    const audit = await listAudit(await getDb(), { limit: 200 });
    expect(audit.find((e) => e.target === order.id && e.action === "order.paid")).toMatchObject({
      actor: "system:payments",
    });

    // Checking again records nothing new.
    await poll();
    expect((await orderState(order.id)).payments).toHaveLength(1);
  });

  it("underpaid, wrong-mint and wrong-recipient transfers are recorded and leave the order unpaid", async () => {
    const cases = [
      {
        mint: usdcMint.publicKey,
        to: merchant.publicKey,
        amount: 3_000_000n,
        status: "underpaid",
        reason: /Received \$3\.00, less than the order total of \$39\.00/,
      },
      {
        mint: otherMint.publicKey,
        to: merchant.publicKey,
        amount: 39_000_000n,
        status: "wrong_mint",
        reason: /not in USDC/,
      },
      {
        mint: usdcMint.publicKey,
        to: payer(5).publicKey,
        amount: 39_000_000n,
        status: "wrong_recipient",
        reason: /did not go to the NAVA store's wallet/,
      },
      {
        mint: usdcMint.publicKey,
        to: merchant.publicKey,
        amount: 39_000_001n,
        status: "invalid",
        reason: /Received 39\.000001 USDC, more than/,
      },
    ] as const;
    for (const c of cases) {
      const order = await placeOrder();
      const signature = await sendTransfer(rpc.url, {
        payer: payer(2),
        mint: c.mint,
        to: c.to,
        amount: c.amount,
        reference: order.paymentReference!,
        memo: order.number,
      });
      await poll();
      const state = await orderState(order.id);
      expect(state.status, c.status).toBe("pending_payment");
      expect(state.payments).toHaveLength(1);
      expect(state.payments[0]).toMatchObject({ signature, status: c.status, amount: Number(c.amount) });
      expect(state.payments[0]!.reason).toMatch(c.reason);
      expect(await rewardStatus(order.id)).toBe("pending");
      const audit = await listAudit(await getDb(), { limit: 200 });
      expect(audit.some((e) => e.target === order.id && e.action === `payment.${c.status}`)).toBe(true);
    }
  });

  it("a transfer without the order's memo does not pay it", async () => {
    const order = await placeOrder();
    await sendTransfer(rpc.url, {
      payer: payer(2),
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: 39_000_000n,
      reference: order.paymentReference!,
    });
    await poll();
    const state = await orderState(order.id);
    expect(state.status).toBe("pending_payment");
    expect(state.payments[0]).toMatchObject({ status: "invalid" });
    expect(state.payments[0]!.reason).toMatch(/did not carry this order's number/);
  });

  it("after an underpayment, a correct payment still pays the order", async () => {
    const order = await placeOrder();
    await sendTransfer(rpc.url, {
      payer: payer(3),
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: 1_000_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    await poll();
    await payThroughStore(rpc.url, order.id, payer(3));
    await poll();
    const state = await orderState(order.id);
    expect(state.status).toBe("paid");
    expect(state.payments.map((p) => p.status)).toEqual(["underpaid", "confirmed"]);
  });

  it("a second valid transfer for a paid order is recorded for refund, and the order is paid once", async () => {
    const order = await placeOrder();
    await payThroughStore(rpc.url, order.id, payer(4));
    await poll();
    expect((await orderState(order.id)).status).toBe("paid");

    const second = await sendTransfer(rpc.url, {
      payer: payer(4),
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: 39_000_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    await poll();
    const state = await orderState(order.id);
    expect(state.status).toBe("paid");
    expect(state.payments.map((p) => p.status)).toEqual(["confirmed", "duplicate_refund"]);
    expect(state.payments[1]).toMatchObject({
      signature: second,
      reason: "This order was already paid; this second transfer will be refunded.",
    });
    const audit = await listAudit(await getDb(), { limit: 200 });
    expect(audit.filter((e) => e.target === order.id && e.action === "order.paid")).toHaveLength(1);
  });

  it("two valid transfers seen in one pass pay once: the earlier one confirms", async () => {
    const order = await placeOrder();
    const first = await sendTransfer(rpc.url, {
      payer: payer(6),
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: 39_000_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    const second = await sendTransfer(rpc.url, {
      payer: payer(7),
      mint: usdcMint.publicKey,
      to: merchant.publicKey,
      amount: 39_000_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    await Promise.all([poll(), poll()]);
    const state = await orderState(order.id);
    expect(state.status).toBe("paid");
    expect(state.payments.map((p) => [p.signature, p.status])).toEqual([
      [first, "confirmed"],
      [second, "duplicate_refund"],
    ]);
  });

  it("a payment that lands while the store is down is confirmed by the next process's scheduler", async () => {
    const order = await placeOrder();
    const db = await getDb();
    await poll();
    expect((await orderState(order.id)).status).toBe("pending_payment");

    await payThroughStore(rpc.url, order.id, payer(5));
    // A new process: nothing but the database carries over.
    const after = startScheduler({ db, intervalMs: 50 });
    await expect.poll(async () => (await orderState(order.id)).status, { timeout: 60_000 }).toBe("paid");
    await after.stop();
    expect(await rewardStatus(order.id)).toBe("earned");
  });
});

describe("the order page's payment check", () => {
  const status = async (orderId: string, init: Parameters<typeof makeRequest>[1] = {}, query = "") =>
    (await statusLoader({
      request: makeRequest(`/api/orders/${orderId}/payment${query}`, init),
      params: { orderId },
      context: makeContext(),
    } as never)) as Response;

  it("is open to the buyer's browser or the order's token link, and to no one else", async () => {
    const order = await placeOrder();
    expect((await status(order.id)).status).toBe(404);
    expect((await status(order.id, {}, "?token=wrong")).status).toBe(404);
    expect((await status(order.id, { cookie: `nava_cart=${"x".repeat(32)}` })).status).toBe(404);
    expect((await status("missing", {}, `?token=${order.accessToken}`)).status).toBe(404);

    const byToken = await status(order.id, {}, `?token=${order.accessToken}`);
    expect(byToken.status).toBe(200);
    expect(await byToken.json()).toMatchObject({
      status: "pending_payment",
      state: "waiting",
      reason: null,
      payments: [],
    });
  });

  it("checks the chain itself, then reports confirmed, or failed with the reason", async () => {
    const order = await placeOrder();
    await sendTransfer(rpc.url, {
      payer: payer(6),
      mint: otherMint.publicKey,
      to: merchant.publicKey,
      amount: 39_000_000n,
      reference: order.paymentReference!,
      memo: order.number,
    });
    const failed = (await (await status(order.id, {}, `?token=${order.accessToken}`)).json()) as Record<
      string,
      unknown
    >;
    expect(failed).toMatchObject({
      status: "pending_payment",
      state: "failed",
      reason: expect.stringMatching(/not in USDC/),
    });

    await payThroughStore(rpc.url, order.id, payer(6));
    // Checks of one order are spaced out; wait past the spacing.
    await new Promise((r) => setTimeout(r, 2_100));
    const paid = (await (await status(order.id, {}, `?token=${order.accessToken}`)).json()) as {
      state: string;
      payments: Array<{ status: string }>;
    };
    expect(paid).toMatchObject({ status: "paid", state: "confirmed", reason: null });
    expect(paid.payments.map((p) => p.status)).toEqual(["wrong_mint", "confirmed"]);
  });
});
