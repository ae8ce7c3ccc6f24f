// The console's reward pool on LiteSVM: its balance against what holders are owed, the claim
// limits, and "send every due balance" recorded as claims; bad limits change nothing.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { listClaims } from "~/rewards/claims.server";
import { getRewardSettings } from "~/rewards/pool.server";
import { NPX_DECIMALS, npxMint, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { insertTestOrder } from "../../tests/setup/orders";
import { consoleCopy } from "~/content/admin";
import { getRewardsOverview, runRewardsAction } from "./rewards.server";
import { ataOf } from "../../tests/support/svm-rpc/keys";

const chain = localChainForStore({ withRewardPool: true });
const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};
const answer = async (result: unknown) => (result as { data: { ok: boolean; message: string } }).data;

let n = 0;
async function paidOrder(wallet: string) {
  const db = await getDb();
  const id = `00000000-0000-4000-a000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, wallet });
  await transitionOrder(db, id, "paid", { actor: "test" });
}

describe("/admin/rewards: the pool", () => {
  it("shows the pool's balance and the NPX owed; sends every due balance as claims", async () => {
    const db = await getDb();
    const a = seededKeypair("admin-a").publicKey.toBase58();
    const b = seededKeypair("admin-b").publicKey.toBase58();
    await paidOrder(a);
    await paidOrder(b);
    await paidOrder(b);

    const overview = await getRewardsOverview(db);
    expect(overview.pool).toMatchObject({ configured: true, balanceNpx: 1_000_000, owedNpx: 30_000 });

    // Without the operator's tick nothing is sent.
    const unticked = await answer(await runRewardsAction(db, form({ intent: "send-all" }), "admin-wallet"));
    expect(unticked).toEqual({ ok: false, message: consoleCopy.confirmNeeded });
    expect((await getRewardsOverview(db)).pool).toMatchObject({ balanceNpx: 1_000_000, owedNpx: 30_000 });

    const sent = await answer(await runRewardsAction(db, form({ intent: "send-all", confirm: "yes" }), "admin-wallet"));
    expect(sent).toEqual({ ok: true, message: "Sent 30,000 NPX to 2 wallets." });
    for (const [wallet, npx] of [
      [a, 10_000n],
      [b, 20_000n],
    ] as const) {
      const ata = ataOf(npxMint.publicKey, wallet);
      expect(chain().ledger.tokenBalance(ata)?.amount).toBe(npx * ONE_NPX);
      expect(await listClaims(db, wallet)).toMatchObject([{ status: "confirmed" }]);
    }
    const after = await getRewardsOverview(db);
    expect(after.pool).toMatchObject({ balanceNpx: 970_000, owedNpx: 0 });
    expect(after.distributions.filter((d) => d.transferStatus === "confirmed")).toHaveLength(2);
  });

  it("saves the claim limits; bad limits are refused and nothing changes", async () => {
    const db = await getDb();
    const saved = await answer(
      await runRewardsAction(
        db,
        form({ intent: "settings", minClaimNpx: "5000", dailyCapNpx: "50000", claimsPaused: "on" }),
        "admin-wallet",
      ),
    );
    expect(saved.ok).toBe(true);
    expect(await getRewardSettings(db)).toMatchObject({ minClaimNpx: 5000, dailyCapNpx: 50000, claimsPaused: true });

    for (const bad of [{ minClaimNpx: "-1" }, { dailyCapNpx: "lots" }, { minClaimNpx: "1.5" }]) {
      const refused = await answer(
        await runRewardsAction(
          db,
          form({ intent: "settings", minClaimNpx: "1000", dailyCapNpx: "1000", ...bad }),
          "admin-wallet",
        ),
      );
      expect(refused.ok).toBe(false);
    }
    expect(await getRewardSettings(db)).toMatchObject({ minClaimNpx: 5000, dailyCapNpx: 50000, claimsPaused: true });
  });
});
