// Claims on LiteSVM with the real NPX mint (9 decimals) and a funded pool: NPX reaches the
// holder's token account once, whatever is clicked twice, crashed or refunded; refusals change nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleUnfinishedTransfers } from "~/chain/sender.server";
import { getDb } from "~/db/client.server";
import { chainTransfers, emailOutbox, rewardDistributions, rewardEntries, walletSessions } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { resetEnvCache } from "~/utils/env.server";
import { NPX_DECIMALS, npxMint, POOL_NPX_BALANCE, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { insertTestOrder } from "../../tests/setup/orders";
import { loader as rewardsLoader } from "~/routes/rewards";
import { randomToken } from "~/utils/cookies.server";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import { claimRewards } from "~/flows/claim-rewards.server";
import { claimableFor, listClaims } from "./claims.server";
import { getRewardSettings, updateRewardSettings } from "./pool.server";
import { ataOf } from "../../tests/support/svm-rpc/keys";

const chain = localChainForStore({ withRewardPool: true });
const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);

let n = 0;
/** A paid order earning `bags` × 10,000 NPX for `wallet`. */
async function paidOrder(wallet: string, bags = 1) {
  const db = await getDb();
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, wallet, amountNpx: 10_000 * bags });
  expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
  return id;
}

const holder = (label: string) => seededKeypair(`claims-${label}`).publicKey.toBase58();
function npxOf(wallet: string): bigint | null {
  const ata = ataOf(npxMint.publicKey, wallet);
  return chain().ledger.tokenBalance(ata)?.amount ?? null;
}
/** Transactions that touched the holder's NPX account (only the store's transfers do). */
const transfersTo = (wallet: string) => chain().ledger.signaturesFor(ataOf(npxMint.publicKey, wallet)).length;

async function sessionCookie(address: string) {
  const id = randomToken(32);
  await (
    await getDb()
  )
    .insert(walletSessions)
    .values({ id, wallet: address, expiresAt: new Date(Date.now() + 3_600_000) });
  return `nava_session=${id}`;
}

/** The figures /rewards shows the wallet (its "adds up" box and the totals), as numbers. */
async function pageFigures(wallet: string) {
  const page = await callRoute<{ html: string }>(
    rewardsLoader as never,
    makeRequest("/rewards", { cookie: await sessionCookie(wallet) }),
  );
  const figure = (testId: string) => {
    const m = new RegExp(`data-testid="${testId}"[^>]*>([\\d,]+)(?:<!-- -->)? NPX<`).exec(page.data.html);
    return m ? Number(m[1]!.replace(/,/g, "")) : null;
  };
  return {
    earned: figure("adds-earned"),
    ready: figure("adds-ready"),
    claimed: figure("adds-claimed"),
    spent: figure("adds-spent"),
    takenBack: figure("adds-taken-back") ?? 0,
    claimable: figure("rewards-claimable"),
    html: page.data.html,
  };
}

async function entriesOf(wallet: string) {
  const db = await getDb();
  return db.select().from(rewardEntries).where(eq(rewardEntries.wallet, wallet)).orderBy(rewardEntries.id);
}

describe("claiming earned NPX", () => {
  it("sends the earned NPX to a wallet with no token account and no SOL, once, and lists the claim", async () => {
    const wallet = holder("first");
    await paidOrder(wallet, 2);
    expect(npxOf(wallet)).toBeNull();
    const result = await claimRewards(await getDb(), wallet);
    expect(result).toMatchObject({ ok: true, totalNpx: 20_000, status: "confirmed" });
    expect(npxOf(wallet)).toBe(20_000n * ONE_NPX);
    expect((await entriesOf(wallet)).map((e) => e.status)).toEqual(["distributed"]);
    const [claim] = await listClaims(await getDb(), wallet);
    expect(claim).toMatchObject({ totalNpx: 20_000, status: "confirmed" });
    expect(claim!.explorerUrl).toContain(claim!.signature);
    expect(await claimableFor(await getDb(), wallet)).toEqual({ claimableNpx: 0, owedBackNpx: 0 });
    // Nothing left: a second press changes nothing.
    expect(await claimRewards(await getDb(), wallet)).toEqual({ ok: false, reason: "nothing" });
    expect(npxOf(wallet)).toBe(20_000n * ONE_NPX);
  });

  it("after a claim, /rewards adds up: earned = ready + claimed + spent (pending apart)", async () => {
    const wallet = holder("adds-up");
    await paidOrder(wallet, 2);
    expect(await claimRewards(await getDb(), wallet)).toMatchObject({ ok: true, totalNpx: 20_000 });
    await paidOrder(wallet, 1);
    // An unpaid order's NPX is pending: not earned yet, said apart.
    await insertTestOrder(await getDb(), {
      id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
      wallet,
      amountNpx: 10_000,
    });
    const f = await pageFigures(wallet);
    expect(f).toMatchObject({
      earned: 30_000,
      ready: 10_000,
      claimed: 20_000,
      spent: 0,
      takenBack: 0,
      claimable: 10_000,
    });
    expect(f.ready! + f.claimed! + f.spent! + f.takenBack).toBe(f.earned);
    expect(f.html).toContain("Not counted yet: 10,000 NPX pending on orders awaiting payment.");
  });

  it("two tabs pressing Claim at once: one claim, one transfer", async () => {
    const wallet = holder("two-tabs");
    await paidOrder(wallet, 1);
    await paidOrder(wallet, 1);
    const db = await getDb();
    const results = await Promise.all([claimRewards(db, wallet), claimRewards(db, wallet)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false });
    expect(npxOf(wallet)).toBe(20_000n * ONE_NPX);
    expect(await listClaims(db, wallet)).toHaveLength(1);
    expect(transfersTo(wallet)).toBe(1);
  });

  it("a crash between sending and recording: the claim shows sending, then the job confirms it, paid once", async () => {
    const wallet = holder("crash");
    await paidOrder(wallet, 1);
    const db = await getDb();
    const crashed = await claimRewards(db, wallet, {
      settle: {
        afterSend: () => {
          throw new Error("killed");
        },
      },
    });
    expect(crashed).toMatchObject({ ok: true, status: "sending" });
    expect((await listClaims(db, wallet))[0]).toMatchObject({ status: "sending" });
    // The holder presses Claim again meanwhile: refused, the claim on its way is shown.
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: false, reason: "in_flight" });
    await settleUnfinishedTransfers(db);
    expect((await listClaims(db, wallet))[0]).toMatchObject({ status: "confirmed" });
    expect(npxOf(wallet)).toBe(10_000n * ONE_NPX);
    expect(transfersTo(wallet)).toBe(1);
  });

  it("a refund after a claim: the NPX sent is owed back and taken from the next claim", async () => {
    const wallet = holder("refund");
    const db = await getDb();
    const refunded = await paidOrder(wallet, 1);
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: true, totalNpx: 10_000 });
    expect(await transitionOrder(db, refunded, "refunded", { actor: "test" })).toMatchObject({ ok: true });
    expect(await claimableFor(db, wallet)).toEqual({ claimableNpx: 0, owedBackNpx: 10_000 });
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: false, reason: "owes_back", amountNpx: 10_000 });
    // The holder sees why: the entry owed back, and the note on the Claim panel.
    const page = await callRoute<{ html: string }>(
      rewardsLoader as never,
      makeRequest("/rewards", { cookie: await sessionCookie(wallet) }),
    );
    expect(page.data.html).toContain("Owed back");
    expect(page.data.html).toContain("10,000 NPX was sent for an order that was later refunded or cancelled.");

    await paidOrder(wallet, 3);
    expect(await claimableFor(db, wallet)).toEqual({ claimableNpx: 20_000, owedBackNpx: 10_000 });
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: true, totalNpx: 20_000, status: "confirmed" });
    expect(npxOf(wallet)).toBe(30_000n * ONE_NPX);
    expect(await claimableFor(db, wallet)).toEqual({ claimableNpx: 0, owedBackNpx: 0 });
    // Earned 40,000 = 30,000 claimed (what reached the wallet) + 10,000 taken back for the refund.
    const f = await pageFigures(wallet);
    expect(f).toMatchObject({ earned: 40_000, ready: 0, claimed: 30_000, spent: 0, takenBack: 10_000 });
  });

  it("limits: paused, below the minimum, over the daily cap; each refused with nothing changed", async () => {
    const db = await getDb();
    const wallet = holder("limits");
    await paidOrder(wallet, 1);
    await paidOrder(wallet, 1);
    const before = await entriesOf(wallet);

    await updateRewardSettings(db, { minClaimNpx: 1000, dailyCapNpx: 1_000_000, claimsPaused: true }, "admin");
    expect(await claimRewards(db, wallet)).toEqual({ ok: false, reason: "paused" });
    await updateRewardSettings(db, { minClaimNpx: 50_000, dailyCapNpx: 1_000_000, claimsPaused: false }, "admin");
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: false, reason: "below_minimum", amountNpx: 50_000 });
    await updateRewardSettings(db, { minClaimNpx: 1000, dailyCapNpx: 5_000, claimsPaused: false }, "admin");
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: false, reason: "daily_cap" });
    expect(await entriesOf(wallet)).toEqual(before);
    expect(await listClaims(db, wallet)).toEqual([]);

    // A cap of one bag: one entry goes today, the other waits.
    await updateRewardSettings(db, { minClaimNpx: 1000, dailyCapNpx: 10_000, claimsPaused: false }, "admin");
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: true, totalNpx: 10_000 });
    expect(await claimRewards(db, wallet)).toMatchObject({ ok: false, reason: "daily_cap", amountNpx: 0 });
    expect(npxOf(wallet)).toBe(10_000n * ONE_NPX);
    await updateRewardSettings(db, { minClaimNpx: 1000, dailyCapNpx: 1_000_000, claimsPaused: false }, "admin");
    expect((await getRewardSettings(db)).claimsPaused).toBe(false);
  });

  it("a pool that cannot cover the claim: refused, nothing changed, the operator told once", async () => {
    const db = await getDb();
    process.env.OPERATOR_EMAIL = "ops@example.com";
    resetEnvCache();
    try {
      await updateRewardSettings(db, { minClaimNpx: 1000, dailyCapNpx: 100_000_000, claimsPaused: false }, "admin");
      const wallet = holder("whale");
      // More than the whole pool holds.
      await paidOrder(wallet, Number(POOL_NPX_BALANCE / ONE_NPX / 10_000n) + 1);
      const before = await entriesOf(wallet);
      expect(await claimRewards(db, wallet)).toEqual({ ok: false, reason: "pool_short" });
      expect(await claimRewards(db, wallet)).toEqual({ ok: false, reason: "pool_short" });
      expect(await entriesOf(wallet)).toEqual(before);
      const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "rewards.pool-short"));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toBe("ops@example.com");
      expect(npxOf(wallet)).toBeNull();
      // Leave the ledger as the other tests expect it.
      await db.delete(rewardEntries).where(eq(rewardEntries.wallet, wallet));
    } finally {
      delete process.env.OPERATOR_EMAIL;
      resetEnvCache();
    }
  });

  it("no pool configured: claiming is not open and nothing is recorded", async () => {
    const saved = process.env.REWARD_POOL_SECRET_KEY;
    delete process.env.REWARD_POOL_SECRET_KEY;
    resetEnvCache();
    try {
      const wallet = holder("no-pool");
      await paidOrder(wallet, 1);
      expect(await claimRewards(await getDb(), wallet)).toEqual({ ok: false, reason: "not_open" });
      expect(await listClaims(await getDb(), wallet)).toEqual([]);
    } finally {
      process.env.REWARD_POOL_SECRET_KEY = saved;
      resetEnvCache();
    }
  });

  it("every claim's transfer and distribution agree", async () => {
    const db = await getDb();
    const rows = await db
      .select({ d: rewardDistributions, t: chainTransfers })
      .from(rewardDistributions)
      .innerJoin(chainTransfers, eq(chainTransfers.id, rewardDistributions.chainTransferId));
    for (const { d, t } of rows) {
      expect(t.amount).toBe(BigInt(d.totalNpx) * ONE_NPX);
      expect(t.recipient).toBe(d.wallet);
      if (t.status === "confirmed") expect(d.txSignature).toBe(t.signature);
    }
  });
});
