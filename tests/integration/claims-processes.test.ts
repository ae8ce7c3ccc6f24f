// Claims from several app processes on one PostgreSQL (run under `npm run test:postgres`; PGlite is
// one process, so it is skipped there): two processes claiming one wallet's NPX at the same moment
// send it once; a process killed right after sending leaves a claim the next process confirms
// from the chain, without sending again.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { listClaims } from "~/rewards/claims.server";
import { NPX_DECIMALS, npxMint, seededKeypair } from "../support/svm-rpc/accounts";
import { localChainForStore, rewardPoolEnv } from "../support/svm-rpc/store-env";
import { insertTestOrder } from "../setup/orders";
import { runOnceInProcess } from "../support/run-once";
import { ataOf } from "../support/svm-rpc/keys";

const enabled = Boolean(process.env.DATABASE_URL);
const chain = localChainForStore({ withRewardPool: true });
const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);

function claimInProcess(wallet: string, extra: Record<string, string> = {}) {
  return runOnceInProcess("claim-once.ts", {
    ...rewardPoolEnv(),
    NODE_ENV: "test",
    SOLANA_RPC_URL: chain().url,
    SOLANA_CLUSTER: "localnet",
    WALLET: wallet,
    LOG_LEVEL: "silent",
    ...extra,
  });
}

let n = 0;
async function paidOrder(wallet: string) {
  const db = await getDb();
  const id = `00000000-0000-4000-b000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, wallet });
  await transitionOrder(db, id, "paid", { actor: "test" });
}
const npxOf = (wallet: string) => chain().ledger.tokenBalance(ataOf(npxMint.publicKey, wallet))?.amount ?? 0n;

describe.skipIf(!enabled)("claims from several processes on one PostgreSQL", () => {
  it("two processes claiming the same wallet at once: one claim, one transfer", async () => {
    const wallet = seededKeypair("processes-double").publicKey.toBase58();
    await paidOrder(wallet);
    const [a, b] = await Promise.all([claimInProcess(wallet), claimInProcess(wallet)]);
    const results = [a, b].map((r) => JSON.parse(r.output.trim().split("\n").at(-1)!) as { ok: boolean });
    expect(
      results.filter((r) => r.ok),
      `${a.output}\n${b.output}`,
    ).toHaveLength(1);
    expect(npxOf(wallet)).toBe(10_000n * ONE_NPX);
    expect(await listClaims(await getDb(), wallet)).toMatchObject([{ status: "confirmed" }]);
  });

  it("a process killed after sending: another confirms the claim from the chain and sends nothing", async () => {
    const wallet = seededKeypair("processes-crash").publicKey.toBase58();
    await paidOrder(wallet);
    const crashed = await claimInProcess(wallet, { CRASH_AFTER_SEND: "1" });
    expect(crashed.code).toBe(137);
    expect(await listClaims(await getDb(), wallet)).toMatchObject([{ status: "sending" }]);
    const sends = chain().calls.filter((c) => c.method === "sendTransaction").length;
    // The dead process's hold on the transfer lapses (1 s here, 60 s by default).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const next = await claimInProcess(wallet, { SETTLE_ONLY: "1" });
    expect(next.code, next.output).toBe(0);
    expect(await listClaims(await getDb(), wallet)).toMatchObject([{ status: "confirmed" }]);
    expect(chain().calls.filter((c) => c.method === "sendTransaction").length).toBe(sends);
    expect(npxOf(wallet)).toBe(10_000n * ONE_NPX);
  });
});
