// USDC refunds from several app processes on one PostgreSQL (run under `npm run test:postgres`;
// PGlite is one process, so it is skipped there): two processes approving the same request send
// one transfer; a process killed right after sending leaves a transfer the next process confirms
// from the chain, without sending again.
import { randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders, payments } from "~/db/schema";
import { createRefundRequest } from "~/refunds/requests.server";
import { refundTransfer } from "~/refunds/usdc.server";
import { now } from "~/jobs/clock.server";
import { payer, seededKeypair, usdcMint } from "../support/svm-rpc/accounts";
import { ataOf } from "../support/svm-rpc/keys";
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
  await insertTestOrder(db, { id, status: "paid", paidAt: now(), totalCents: 5799, subtotalCents: 5799 });
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
  }, 120_000);

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
  }, 120_000);
});
