// Creator payouts in USDC on LiteSVM: paid once through the store's sender, whatever runs twice
// or crashes in between, and the payout records the transaction the creator sees.
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleTransfer, settleUnfinishedTransfers, createRpcFor, type ChainRpc } from "~/chain/sender.server";
import { getDb } from "~/db/client.server";
import { creatorApplications, creatorCommissions, creatorPayouts, creators } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { payer, seededKeypair, usdcMint } from "../../tests/support/svm-rpc/accounts";
import { startSvmRpc, type SvmRpc } from "../../tests/support/svm-rpc/server";
import { createCreator } from "./creators.server";
import { creatorDashboard } from "./dashboard.server";
import { markPayoutPaid } from "~/flows/pay-creators.server";
import { runPayouts } from "./payouts.server";
import { payoutTransfer } from "./usdc-payouts.server";
import { ataOf, TestKeypair as Keypair } from "../../tests/support/svm-rpc/keys";

let chain: SvmRpc;
let rpc: ChainRpc;
const payoutAccount = payer(7);

beforeAll(async () => {
  chain = await startSvmRpc();
  rpc = createRpcFor(chain.url);
  process.env.SOLANA_RPC_URL = chain.url;
  process.env.USDC_MINT = usdcMint.publicKey.toBase58();
  process.env.CREATOR_PAYOUT_SECRET_KEY = bs58.encode(payoutAccount.secretKey);
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.CREATOR_PAYOUT_SECRET_KEY;
  resetEnvCache();
  await chain.close();
});

const usdcOf = (owner: Keypair) => chain.ledger.tokenBalance(ataOf(usdcMint.publicKey, owner.publicKey))?.amount ?? 0n;
const sends = () => chain.calls.filter((c) => c.method === "sendTransaction").length;

let n = 0;
/** A creator with `cents` of approved commission, paid to `wallet`. */
async function creatorOwed(wallet: Keypair, cents: number) {
  const db = await getDb();
  const i = ++n;
  const [app] = await db
    .insert(creatorApplications)
    .values({
      name: `Payee ${i}`,
      email: `payee${i}@creators.test`,
      platform: "tiktok",
      handle: `payee${i}`,
      followers: 1000,
      links: [],
      why: "-",
      solanaAddress: wallet.publicKey.toBase58(),
      consent: true,
      status: "approved",
    })
    .returning();
  const creator = await createCreator(db, app!, "admin");
  const orderId = `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`;
  await insertTestOrder(db, { id: orderId, status: "paid" });
  await db.insert(creatorCommissions).values({
    creatorId: creator.id,
    orderId,
    source: "link",
    code: creator.code,
    baseCents: cents * 10,
    rateBps: 1000,
    amountCents: cents,
    status: "approved",
  });
  return creator;
}

const payoutOf = async (creatorId: number) =>
  (await (await getDb()).select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId)))[0]!;

describe("USDC payouts", () => {
  it("pay the creator's wallet once when two processes settle at the same time, and the creator sees the transaction", async () => {
    const db = await getDb();
    const wallet = seededKeypair("creator-payee-1");
    const creator = await creatorOwed(wallet, 3000);
    const accountBefore = usdcOf(payoutAccount);

    await runPayouts(db, { period: "2026-12", actor: "admin" });
    const payout = await payoutOf(creator.id);
    expect(payout).toMatchObject({ method: "usdc", status: "due", amountCents: 3000 });
    const transfer = (await payoutTransfer(db, payout.id))!;
    expect(transfer).toMatchObject({ recipient: wallet.publicKey.toBase58(), amount: 30_000_000n, decimals: 6 });
    expect(await markPayoutPaid(db, { payoutId: payout.id, reference: "also by bank?", actor: "admin" })).toBe(
      "on_chain",
    );

    const before = sends();
    await Promise.all([settleTransfer(db, transfer.id, { rpc }), settleUnfinishedTransfers(db, { rpc })]);
    await settleUnfinishedTransfers(db, { rpc });
    expect(sends() - before).toBe(1);
    expect(usdcOf(wallet)).toBe(30_000_000n);
    expect(accountBefore - usdcOf(payoutAccount)).toBe(30_000_000n);

    const paid = await payoutOf(creator.id);
    expect(paid.status).toBe("paid");
    expect(paid.txSignature).toBe((await payoutTransfer(db, payout.id))!.signature);
    const dashboard = await creatorDashboard(db, creator.id);
    expect(dashboard.payouts[0]!.txUrl).toContain(paid.txSignature!);
    expect(dashboard.paidCents).toBe(3000);

    // The next month's run finds nothing more to pay.
    await runPayouts(db, { period: "2027-01", actor: "admin" });
    expect(await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id))).toHaveLength(1);
  });

  it("a crash after sending: the next run finds the transfer on chain and pays nothing more", async () => {
    const db = await getDb();
    const wallet = seededKeypair("creator-payee-2");
    const creator = await creatorOwed(wallet, 4500);
    await runPayouts(db, { period: "2026-12", actor: "admin" });
    const transfer = (await payoutTransfer(db, (await payoutOf(creator.id)).id))!;
    await expect(
      settleTransfer(db, transfer.id, {
        rpc,
        afterSend: () => {
          throw new Error("process killed");
        },
      }),
    ).rejects.toThrow("process killed");
    expect((await payoutOf(creator.id)).status).toBe("due");

    const before = sends();
    await settleUnfinishedTransfers(db, { rpc });
    expect(sends() - before).toBe(0);
    expect(usdcOf(wallet)).toBe(45_000_000n);
    expect((await payoutOf(creator.id)).status).toBe("paid");
  });

  it("without a wallet, a creator's payout is paid outside the store", async () => {
    const db = await getDb();
    const creator = await creatorOwed(seededKeypair("creator-payee-3"), 2600);
    await db.update(creators).set({ wallet: null }).where(eq(creators.id, creator.id));
    await runPayouts(db, { period: "2026-12", actor: "admin" });
    const payout = await payoutOf(creator.id);
    expect(payout.method).toBe("outside");
    expect(await payoutTransfer(db, payout.id)).toBeUndefined();
    expect(await markPayoutPaid(db, { payoutId: payout.id, reference: "BANK-1", actor: "admin" })).toBe("ok");
  });
});
