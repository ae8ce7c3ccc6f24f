// Claims: earned NPX sent from the reward pool to the holder's wallet by the on-chain sender
// (app/chain). A claim is a reward distribution for one wallet: its entries are marked distributed
// and its transfer recorded in one transaction, before anything is signed. If the transfer fails
// before landing, the entries are earned again and can be claimed anew.
import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import {
  defineTransferPurpose,
  getChainRpc,
  recordTransfer,
  settleTransfer,
  type ChainRpc,
  type ChainTransfer,
  type SettleOptions,
} from "~/chain/sender.server";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, rewardDistributions, rewardEntries } from "~/db/schema";
import { explorerTxUrl } from "~/utils/explorer.server";
import { logger } from "~/utils/logger.server";
import { lockWalletRewards, notHolderSpend, REWARDS_ACTOR } from "./ledger.server";
import { getRewardPool, getRewardSettings, readPoolState } from "./pool.server";

export const REWARD_CLAIM = "reward_claim";

defineTransferPurpose(REWARD_CLAIM, {
  signer: async () => (await getRewardPool())?.signer ?? null,
  onSettled: settleClaim,
});

export type ClaimRefusal =
  "not_open" | "paused" | "nothing" | "owes_back" | "below_minimum" | "daily_cap" | "pool_short" | "in_flight";

export type ClaimResult =
  | { ok: true; claimId: number; totalNpx: number; status: ClaimStatus }
  | { ok: false; reason: ClaimRefusal; claimId?: number; amountNpx?: number };

export type ClaimStatus = "sending" | "confirmed" | "failed";

const DAY_MS = 24 * 3_600_000;

/** What the pool held and what holders are owed, when a claim found the pool short. */
export interface PoolShortage {
  balanceNpx: number;
  owedNpx: number;
}

export interface ClaimOptions {
  operator?: string;
  rpc?: ChainRpc;
  settle?: SettleOptions;
  /** Told, inside the claim's transaction, when the pool cannot cover the claim (the store alerts its operator). */
  onPoolShort?: (tx: DbOrTx, shortage: PoolShortage) => Promise<unknown>;
}

/**
 * Records a claim of `wallet`'s earned NPX and sends it. The holder's limits (minimum, daily cap,
 * pause) apply unless `operator` sends it (the console's batch). Refusals change nothing. The
 * store's claim, with the operator's alert, is app/flows/claim-rewards.server.ts.
 */
export async function sendClaim(db: Db, wallet: string, options: ClaimOptions = {}): Promise<ClaimResult> {
  const pool = await getRewardPool();
  if (!pool) return { ok: false, reason: "not_open" };
  const settings = await getRewardSettings(db);
  if (settings.claimsPaused && !options.operator) return { ok: false, reason: "paused" };
  const rpc = options.rpc ?? getChainRpc();
  const { balanceNpx, decimals } = await readPoolState(pool, rpc);

  const recorded = await db.transaction(async (tx): Promise<ClaimResult | { ok: true; transfer: ChainTransfer }> => {
    // One claim at a time per wallet, across tabs and processes.
    await lockWalletRewards(tx, wallet);
    const inFlight = await claimInFlight(tx, wallet);
    if (inFlight) return { ok: false, reason: "in_flight", claimId: inFlight };

    const due = await tx
      .select({ id: rewardEntries.id, amountNpx: rewardEntries.amountNpx })
      .from(rewardEntries)
      .where(
        and(eq(rewardEntries.wallet, wallet), eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId)),
      )
      .orderBy(rewardEntries.id)
      .for("update");
    const owed = due.reduce((n, e) => n + e.amountNpx, 0);
    // Earned NPX all spent at checkout nets to 0: nothing to claim, nothing owed.
    if (due.length === 0 || owed === 0) return { ok: false, reason: "nothing" };
    if (owed < 0) return { ok: false, reason: "owes_back", amountNpx: -owed };

    // NPX owed back (refunds after a claim) always goes in; earned entries follow, oldest first,
    // while they fit under the day's cap.
    const room = options.operator ? Infinity : settings.dailyCapNpx - (await claimedToday(tx, wallet));
    const chosen = due.filter((e) => e.amountNpx < 0);
    let total = chosen.reduce((n, e) => n + e.amountNpx, 0);
    for (const entry of due.filter((e) => e.amountNpx > 0)) {
      if (total + entry.amountNpx > room) break;
      chosen.push(entry);
      total += entry.amountNpx;
    }
    if (total <= 0) return { ok: false, reason: "daily_cap", amountNpx: Math.max(0, room) };
    if (!options.operator && total < settings.minClaimNpx)
      return { ok: false, reason: "below_minimum", amountNpx: settings.minClaimNpx };
    if (total > balanceNpx) {
      await options.onPoolShort?.(tx, { balanceNpx, owedNpx: await owedToHolders(tx) });
      return { ok: false, reason: "pool_short" };
    }

    const actor = options.operator ?? wallet;
    const [claim] = await tx
      .insert(rewardDistributions)
      .values({ wallet, totalNpx: total, createdBy: actor })
      .returning({ id: rewardDistributions.id });
    const transfer = await recordTransfer(tx, {
      key: `reward-claim:${claim!.id}`,
      purpose: REWARD_CLAIM,
      mint: pool.mint,
      source: pool.authority,
      recipient: wallet,
      amount: BigInt(total) * 10n ** BigInt(decimals),
      decimals,
    });
    await tx
      .update(rewardDistributions)
      .set({ chainTransferId: transfer.id })
      .where(eq(rewardDistributions.id, claim!.id));
    const entryIds = chosen.map((e) => e.id);
    await tx
      .update(rewardEntries)
      .set({ status: "distributed", distributionId: claim!.id, updatedAt: new Date() })
      .where(inArray(rewardEntries.id, entryIds));
    await recordAudit(tx, {
      actor,
      action: "rewards.claim_recorded",
      target: `distribution:${claim!.id}`,
      detail: { wallet, totalNpx: total, entryIds, transferId: transfer.id },
    });
    return { ok: true, transfer };
  });
  if (!recorded.ok || !("transfer" in recorded)) return recorded;

  // Recorded: from here the claim exists whatever happens; what the chain says is looked up later.
  const transfer = await settleTransfer(db, recorded.transfer.id, { rpc, waitMs: 8_000, ...options.settle }).catch(
    (error: unknown) => {
      logger.warn({ err: error, transferId: recorded.transfer.id }, "claim recorded; its transfer is settled later");
      return recorded.transfer;
    },
  );
  const claim = await getClaimByTransfer(db, transfer.id);
  return { ok: true, claimId: claim.id, totalNpx: claim.totalNpx, status: claimStatus(transfer.status) };
}

function claimStatus(status: ChainTransfer["status"]): ClaimStatus {
  return status === "confirmed" ? "confirmed" : status === "failed" ? "failed" : "sending";
}

async function claimInFlight(db: DbOrTx, wallet: string): Promise<number | null> {
  const [row] = await db
    .select({ id: rewardDistributions.id })
    .from(rewardDistributions)
    .innerJoin(chainTransfers, eq(chainTransfers.id, rewardDistributions.chainTransferId))
    .where(and(eq(rewardDistributions.wallet, wallet), inArray(chainTransfers.status, ["open", "sent"])))
    .limit(1);
  return row?.id ?? null;
}

/** NPX claimed (sent or on its way) in the last 24 hours. */
async function claimedToday(db: DbOrTx, wallet: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(coalesce(sum(${rewardDistributions.totalNpx}), 0) as integer)` })
    .from(rewardDistributions)
    .innerJoin(chainTransfers, eq(chainTransfers.id, rewardDistributions.chainTransferId))
    .where(
      and(
        eq(rewardDistributions.wallet, wallet),
        ne(chainTransfers.status, "failed"),
        gte(rewardDistributions.createdAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  return row?.total ?? 0;
}

/** Earned NPX not yet sent, over every wallet that is owed some (what the pool must cover). */
export async function owedToHolders(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ owed: sql<number>`cast(sum(${rewardEntries.amountNpx}) as integer)` })
    .from(rewardEntries)
    .where(
      and(eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId), isNotNull(rewardEntries.wallet)),
    )
    .groupBy(rewardEntries.wallet);
  return rows.reduce((n, r) => n + Math.max(0, r.owed), 0);
}

async function getClaimByTransfer(db: DbOrTx, transferId: number) {
  const [claim] = await db
    .select()
    .from(rewardDistributions)
    .where(eq(rewardDistributions.chainTransferId, transferId));
  return claim!;
}

/** In the sender's transaction: a confirmed claim keeps its signature; a failed one gives its entries back. */
async function settleClaim(tx: DbOrTx, transfer: ChainTransfer): Promise<void> {
  const claim = await getClaimByTransfer(tx, transfer.id);
  const confirmed = transfer.status === "confirmed";
  if (confirmed) {
    await tx
      .update(rewardDistributions)
      .set({ txSignature: transfer.signature })
      .where(eq(rewardDistributions.id, claim.id));
  } else {
    await tx
      .update(rewardEntries)
      .set({ status: "earned", distributionId: null, updatedAt: new Date() })
      .where(eq(rewardEntries.distributionId, claim.id));
  }
  await recordAudit(tx, {
    actor: REWARDS_ACTOR,
    action: confirmed ? "rewards.claim_confirmed" : "rewards.claim_failed",
    target: `distribution:${claim.id}`,
    detail: { wallet: claim.wallet, totalNpx: claim.totalNpx, txSignature: transfer.signature, error: transfer.error },
  });
}

export interface ClaimView {
  id: number;
  totalNpx: number;
  status: ClaimStatus;
  signature: string | null;
  explorerUrl: string | null;
  error: string | null;
  createdAt: Date;
}

/** A wallet's claims, newest first; with `claimId`, only that one (none for another wallet's). */
export async function listClaims(
  db: DbOrTx,
  wallet: string,
  { limit = 20, claimId }: { limit?: number; claimId?: number } = {},
): Promise<ClaimView[]> {
  const rows = await db
    .select({
      id: rewardDistributions.id,
      totalNpx: rewardDistributions.totalNpx,
      status: chainTransfers.status,
      signature: chainTransfers.signature,
      error: chainTransfers.error,
      createdAt: rewardDistributions.createdAt,
    })
    .from(rewardDistributions)
    .innerJoin(chainTransfers, eq(chainTransfers.id, rewardDistributions.chainTransferId))
    .where(
      and(
        eq(rewardDistributions.wallet, wallet),
        claimId === undefined ? undefined : eq(rewardDistributions.id, claimId),
      ),
    )
    .orderBy(desc(rewardDistributions.createdAt), desc(rewardDistributions.id))
    .limit(limit);
  return rows.map((r) => {
    const status = claimStatus(r.status);
    const signature = status === "confirmed" ? r.signature : null;
    return { ...r, status, signature, explorerUrl: signature ? explorerTxUrl(signature) : null };
  });
}

/** One of `wallet`'s claims; null for another wallet's claim or one that does not exist. */
export async function getClaim(db: DbOrTx, wallet: string, claimId: number): Promise<ClaimView | null> {
  const [claim] = await listClaims(db, wallet, { limit: 1, claimId });
  return claim ?? null;
}

/** Asks the chain again about a claim still sending (the page's "check again"). */
export async function recheckClaim(db: Db, wallet: string, claimId: number, rpc?: ChainRpc) {
  const [row] = await db
    .select({ transferId: rewardDistributions.chainTransferId })
    .from(rewardDistributions)
    .where(and(eq(rewardDistributions.id, claimId), eq(rewardDistributions.wallet, wallet)));
  if (!row?.transferId) return null;
  await settleTransfer(db, row.transferId, { rpc, waitMs: 2_000 });
  return getClaim(db, wallet, claimId);
}

/** Earned NPX a wallet can claim now, and NPX it owes back from a refund after a claim. */
export async function claimableFor(db: DbOrTx, wallet: string) {
  const rows = await db
    .select({
      amountNpx: rewardEntries.amountNpx,
      // NPX spent at checkout (app/holders) lowers what can be claimed; it is not owed back.
      owedBack: sql<boolean>`${rewardEntries.amountNpx} < 0 and ${notHolderSpend(db)}`,
    })
    .from(rewardEntries)
    .where(
      and(eq(rewardEntries.wallet, wallet), eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId)),
    );
  const net = rows.reduce((n, r) => n + r.amountNpx, 0);
  const owedBackNpx = rows.filter((r) => r.owedBack).reduce((n, r) => n - r.amountNpx, 0);
  return { claimableNpx: Math.max(0, net), owedBackNpx };
}

/** Every wallet's due balance, claimed as one batch by the operator, each recorded as a claim. */
export async function sendDueBalances(
  db: Db,
  operator: string,
  options: Pick<ClaimOptions, "rpc" | "onPoolShort"> = {},
) {
  const wallets = await db
    .selectDistinct({ wallet: rewardEntries.wallet })
    .from(rewardEntries)
    .where(
      and(eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId), isNotNull(rewardEntries.wallet)),
    );
  const results: Array<{ wallet: string; result: ClaimResult }> = [];
  for (const { wallet } of wallets) {
    if (!wallet) continue;
    results.push({ wallet, result: await sendClaim(db, wallet, { ...options, operator }) });
  }
  return results;
}
