// The on-chain sender against LiteSVM with a real SPL mint: a transfer lands once whatever
// crashes, expires or runs twice.
import { createKeyPairSignerFromBytes, type KeyPairSigner } from "@solana/kit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { chainTransfers } from "~/db/schema";
import { NPX_DECIMALS, npxMint, rewardPool, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { svmRewardPool } from "../../tests/support/svm-rpc/addresses";
import { startSvmRpc, type SvmRpc } from "../../tests/support/svm-rpc/server";
import { parseSecretKey } from "./keys.server";
import {
  createRpcFor,
  defineTransferPurpose,
  recordTransfer,
  settleTransfer,
  settleUnfinishedTransfers,
  type ChainRpc,
  type ChainTransfer,
} from "./sender.server";
import { ataOf, TestKeypair as Keypair } from "../../tests/support/svm-rpc/keys";

const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);
let chain: SvmRpc;
let rpc: ChainRpc;
let poolSigner: KeyPairSigner;
const settled: ChainTransfer[] = [];

beforeAll(async () => {
  chain = await startSvmRpc();
  rpc = createRpcFor(chain.url);
  poolSigner = await createKeyPairSignerFromBytes(rewardPool.secretKey);
  defineTransferPurpose("test_payout", {
    signer: async () => poolSigner,
    onSettled: async (_tx, transfer) => void settled.push(transfer),
  });
});
afterAll(() => chain.close());

/** What `owner` holds of NPX, in base units (null: no token account). */
function npxOf(owner: Keypair): bigint | null {
  const ata = ataOf(npxMint.publicKey, owner.publicKey);
  return chain.ledger.tokenBalance(ata)?.amount ?? null;
}

let keys = 0;
async function intent(recipient: Keypair, tokens: bigint) {
  return recordTransfer(await getDb(), {
    key: `test:${++keys}`,
    purpose: "test_payout",
    mint: npxMint.publicKey.toBase58(),
    source: rewardPool.publicKey.toBase58(),
    recipient: recipient.publicKey.toBase58(),
    amount: tokens * ONE_NPX,
    decimals: NPX_DECIMALS,
  });
}

const sends = () => chain.calls.filter((c) => c.method === "sendTransaction").length;

describe("the on-chain sender", () => {
  it("creates the recipient's token account, pays with the mint's decimals and fees from the pool", async () => {
    const holder = seededKeypair("sender-holder-1");
    expect(chain.ledger.getBalance(holder.publicKey)).toBe(0n); // no SOL at all
    const transfer = await intent(holder, 250n);
    const done = await settleTransfer(await getDb(), transfer.id, { rpc });
    expect(done.status).toBe("confirmed");
    expect(npxOf(holder)).toBe(250n * ONE_NPX);
    expect(settled.map((t) => t.id)).toContain(transfer.id);
    // transferChecked (instruction 12) names the mint's decimals; the holder paid nothing.
    const onChain = chain.ledger.transaction(done.signature!)!;
    const [, transferIx] = onChain.transaction.message.instructions;
    expect(transferIx!.data![0]).toBe(12);
    expect(transferIx!.data![9]).toBe(NPX_DECIMALS);
    expect(onChain.accountKeys[0]).toBe(rewardPool.publicKey.toBase58());
    expect(chain.ledger.getBalance(holder.publicKey)).toBe(0n);
  });

  it("the same key records one transfer; settling twice at once pays once", async () => {
    const holder = seededKeypair("sender-holder-2");
    const db = await getDb();
    const first = await intent(holder, 10n);
    const again = await recordTransfer(db, {
      key: `test:${keys}`,
      purpose: "test_payout",
      mint: npxMint.publicKey.toBase58(),
      source: rewardPool.publicKey.toBase58(),
      recipient: holder.publicKey.toBase58(),
      amount: 10n * ONE_NPX,
      decimals: NPX_DECIMALS,
    });
    expect(again.id).toBe(first.id);
    const before = sends();
    const results = await Promise.all([
      settleTransfer(db, first.id, { rpc }),
      settleTransfer(db, first.id, { rpc }),
      settleTransfer(db, first.id, { rpc }),
    ]);
    expect(results.filter((r) => r.status === "confirmed").length).toBeGreaterThanOrEqual(1);
    expect(sends() - before).toBe(1);
    expect(npxOf(holder)).toBe(10n * ONE_NPX);
  });

  it("a crash after sending, before the outcome is recorded: the next run finds the signature on chain", async () => {
    const holder = seededKeypair("sender-holder-3");
    const db = await getDb();
    const transfer = await intent(holder, 7n);
    await expect(
      settleTransfer(db, transfer.id, {
        rpc,
        afterSend: () => {
          throw new Error("process killed");
        },
      }),
    ).rejects.toThrow("process killed");
    const [afterCrash] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, transfer.id));
    expect(afterCrash!.status).toBe("sent");
    expect(afterCrash!.signature).toBeTruthy();
    expect(npxOf(holder)).toBe(7n * ONE_NPX);

    const before = sends();
    await settleUnfinishedTransfers(db, { rpc });
    const [row] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, transfer.id));
    expect(row!.status).toBe("confirmed");
    expect(row!.signature).toBe(afterCrash!.signature);
    expect(sends() - before).toBe(0);
    expect(npxOf(holder)).toBe(7n * ONE_NPX);
  });

  it("a transaction that never landed is signed again only after its blockhash expired", async () => {
    const holder = seededKeypair("sender-holder-4");
    const db = await getDb();
    const transfer = await intent(holder, 3n);
    // Signed and recorded, then lost on the way (never reaches the node).
    const lost = await settleTransfer(db, transfer.id, { rpc, beforeSend: () => false, waitMs: 0 });
    expect(lost.status).toBe("sent");
    const lostSignature = lost.signature!;

    // While its blockhash lives, the same transaction is handed over again, not a new one.
    const retried = await settleTransfer(db, transfer.id, { rpc, waitMs: 0 });
    expect(retried.status).toBe("confirmed");
    expect(retried.signature).toBe(lostSignature);
    expect(npxOf(holder)).toBe(3n * ONE_NPX);

    // Another, lost the same way, whose blockhash then expires unseen: signed again, paid once.
    const holder2 = seededKeypair("sender-holder-5");
    const second = await intent(holder2, 4n);
    const lost2 = await settleTransfer(db, second.id, { rpc, beforeSend: () => false, waitMs: 0 });
    chain.ledger.advanceSlots(160);
    const done = await settleTransfer(db, second.id, { rpc, afterSend: undefined });
    expect(done.status).toBe("confirmed");
    expect(done.signature).not.toBe(lost2.signature);
    expect(done.expiredSignatures).toEqual([lost2.signature]);
    expect(chain.ledger.transaction(lost2.signature!)).toBeUndefined();
    expect(npxOf(holder2)).toBe(4n * ONE_NPX);
  });

  it("a source without enough tokens fails before sending, and says why", async () => {
    const holder = seededKeypair("sender-holder-6");
    const transfer = await intent(holder, 5_000_000n);
    const done = await settleTransfer(await getDb(), transfer.id, { rpc });
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/enough/);
    expect(npxOf(holder)).toBeNull();
  });
});

describe("the local chain's reward pool", () => {
  it("has the fixed mint, pool and key the end-to-end configuration uses", () => {
    expect(svmRewardPool).toEqual({
      npxMint: npxMint.publicKey.toBase58(),
      authority: rewardPool.publicKey.toBase58(),
      secretKey: JSON.stringify([...rewardPool.secretKey]),
    });
  });
});

describe("secret keys", () => {
  it("reads base58 and JSON arrays, and never repeats the key in an error", () => {
    const key = Keypair.generate();
    const json = JSON.stringify([...key.secretKey]);
    expect(parseSecretKey(json)).toEqual(key.secretKey);
    expect(() => parseSecretKey("[1,2,3]")).toThrow(/64 bytes/);
    expect(() => parseSecretKey("not-a-key-0OIl")).toThrow(/neither base58/);
  });
});
