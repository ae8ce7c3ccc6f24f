// The NPX rewards ledger. Every order gets one entry: pending at checkout, earned when the order
// is paid, void when it is cancelled, distributed once the tokens were claimed (claims.server.ts).
// A guest order's entry has no wallet until its buyer collects it (collect.server.ts). NPX already sent for an order that is cancelled or
// refunded is clawed back by a negative entry, netted against the wallet's next distribution.
import { and, desc, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, orderHolderDiscounts, orders, rewardDistributions, rewardEntries } from "~/db/schema";

export type RewardStatus = (typeof rewardEntries.$inferSelect)["status"];

/** An order's NPX, pending until it is paid; without a wallet (a guest order) it waits on the order to be collected. */
export async function recordPendingReward(
  db: DbOrTx,
  entry: { orderId: string; wallet: string | null; amountNpx: number },
) {
  if (entry.amountNpx <= 0) return;
  await db.insert(rewardEntries).values({ ...entry, status: "pending" });
}

/** Moves an order's entries that are in one of `from` to `to`; returns how many moved. */
export async function moveOrderRewards(
  db: DbOrTx,
  orderId: string,
  from: RewardStatus[],
  to: RewardStatus,
): Promise<number> {
  const moved = await db
    .update(rewardEntries)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(rewardEntries.orderId, orderId), inArray(rewardEntries.status, from)))
    .returning({ id: rewardEntries.id });
  return moved.length;
}

export const REWARDS_ACTOR = "system:rewards";

/**
 * One writer at a time of a wallet's claimable NPX (a claim, NPX spent at checkout), across tabs
 * and processes, until the caller's transaction ends.
 */
export async function lockWalletRewards(tx: DbOrTx, wallet: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reward-claim:${wallet}`}))`);
}

/** Not NPX spent on an order or given back for it (app/holders keeps those apart from its reward). */
export function notHolderSpend(tx: DbOrTx) {
  return notExists(
    tx
      .select({ one: sql`1` })
      .from(orderHolderDiscounts)
      .where(
        or(
          eq(orderHolderDiscounts.entryId, rewardEntries.id),
          eq(orderHolderDiscounts.returnEntryId, rewardEntries.id),
        ),
      ),
  );
}

export interface VoidedRewards {
  /** Pending or earned entries made void. */
  voided: number;
  /** NPX already distributed for the order, now owed back (0 when nothing was sent or it was already clawed back). */
  clawedBackNpx: number;
}

/**
 * Takes back an order's rewards, in the caller's transaction, when the order is cancelled or
 * refunded: pending and earned entries become void; NPX already distributed gets one negative
 * entry (earned, so the wallet's next distribution is smaller by it). Safe to call again.
 */
export async function voidOrderRewards(tx: DbOrTx, orderId: string, reason: string): Promise<VoidedRewards> {
  // The order's row is the lock: a cancellation and a refund at once claw back once.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
  // A clawback entry (negative) stays: it is what the wallet owes.
  const voided = (
    await tx
      .update(rewardEntries)
      .set({ status: "void", updatedAt: new Date() })
      .where(
        and(
          eq(rewardEntries.orderId, orderId),
          inArray(rewardEntries.status, ["pending", "earned"]),
          gt(rewardEntries.amountNpx, 0),
          notHolderSpend(tx),
        ),
      )
      .returning({ id: rewardEntries.id })
  ).length;
  const entries = await tx
    .select({ wallet: rewardEntries.wallet, amountNpx: rewardEntries.amountNpx, status: rewardEntries.status })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.orderId, orderId), notHolderSpend(tx)));
  const alreadyClawedBack = entries.some((e) => e.amountNpx < 0);
  const sent = new Map<string, number>();
  for (const e of entries)
    if (e.status === "distributed" && e.wallet) sent.set(e.wallet, (sent.get(e.wallet) ?? 0) + e.amountNpx);
  let clawedBackNpx = 0;
  if (!alreadyClawedBack) {
    for (const [wallet, amountNpx] of sent) {
      if (amountNpx <= 0) continue;
      await tx.insert(rewardEntries).values({ orderId, wallet, amountNpx: -amountNpx, status: "earned" });
      clawedBackNpx += amountNpx;
    }
  }
  // NPX owed back is recorded on its own; voiding unsent rewards is told by the order's own entry.
  if (clawedBackNpx > 0) {
    await recordAudit(tx, {
      actor: REWARDS_ACTOR,
      action: "rewards.clawed_back",
      target: orderId,
      detail: { reason, voided, clawedBackNpx },
    });
  }
  return { voided, clawedBackNpx };
}

export interface WalletRewards {
  earned: number;
  pending: number;
  distributed: number;
  entries: Array<{
    id: number;
    orderId: string;
    orderNumber: string;
    /** The order link's secret, for showing the order to the wallet that placed it. */
    orderAccessToken: string;
    amountNpx: number;
    status: RewardStatus;
    /** NPX the wallet spent on the order (app/holders), not NPX owed back. */
    spent: boolean;
    /** NPX spent on the order and given back when it was cancelled or refunded (app/holders). */
    spendReturned: boolean;
    createdAt: Date;
  }>;
}

/**
 * How a wallet's earned NPX adds up: earned (paid orders' rewards) = ready to claim + claimed +
 * spent in the store + taken back for refunded orders. Pending (unpaid orders) is apart.
 */
export interface RewardBreakdown {
  earned: number;
  ready: number;
  claimed: number;
  spent: number;
  takenBack: number;
  pending: number;
}

/** The breakdown from a wallet's entries and what it can claim now (claimableFor). */
export function rewardBreakdown(rewards: WalletRewards, readyNpx: number): RewardBreakdown {
  const counted = rewards.entries.filter((e) => e.status === "earned" || e.status === "distributed");
  const sum = (list: typeof counted) => list.reduce((n, e) => n + e.amountNpx, 0);
  const earned = sum(counted.filter((e) => e.amountNpx > 0 && !e.spendReturned));
  const claimed = rewards.distributed;
  const spent = 0 - sum(counted.filter((e) => e.spent || e.spendReturned)); // never -0
  // What is left: NPX sent for orders later refunded, taken from what could be claimed.
  const takenBack = earned - readyNpx - claimed - spent;
  return { earned, ready: readyNpx, claimed, spent, takenBack, pending: rewards.pending };
}

/** A wallet's ledger, newest first, with totals by status (void entries count for nothing). */
export async function getWalletRewards(db: DbOrTx, wallet: string): Promise<WalletRewards> {
  const entries = await db
    .select({
      id: rewardEntries.id,
      orderId: rewardEntries.orderId,
      orderNumber: orders.number,
      orderAccessToken: orders.accessToken,
      amountNpx: rewardEntries.amountNpx,
      status: rewardEntries.status,
      spent: sql<boolean>`exists (select 1 from ${orderHolderDiscounts} where ${orderHolderDiscounts.entryId} = ${rewardEntries.id})`,
      spendReturned: sql<boolean>`exists (select 1 from ${orderHolderDiscounts} where ${orderHolderDiscounts.returnEntryId} = ${rewardEntries.id})`,
      createdAt: rewardEntries.createdAt,
    })
    .from(rewardEntries)
    .innerJoin(orders, eq(orders.id, rewardEntries.orderId))
    .where(eq(rewardEntries.wallet, wallet))
    .orderBy(desc(rewardEntries.createdAt), desc(rewardEntries.id));
  const total = (status: RewardStatus) =>
    entries.filter((e) => e.status === status).reduce((n, e) => n + e.amountNpx, 0);
  return { earned: total("earned"), pending: total("pending"), distributed: total("distributed"), entries };
}

/** Totals per wallet and status, for the operator (guest orders' NPX not yet collected aside). */
export async function getRewardTotalsByWallet(db: DbOrTx) {
  return db
    .select({
      wallet: sql<string>`${rewardEntries.wallet}`,
      status: rewardEntries.status,
      amountNpx: sql<number>`cast(sum(${rewardEntries.amountNpx}) as integer)`,
      entries: sql<number>`cast(count(*) as integer)`,
    })
    .from(rewardEntries)
    .where(isNotNull(rewardEntries.wallet))
    .groupBy(rewardEntries.wallet, rewardEntries.status)
    .orderBy(rewardEntries.wallet, rewardEntries.status);
}

/** Earned rewards not yet distributed, one row per wallet, for the token distribution. */
export async function getUndistributedByWallet(db: DbOrTx) {
  const rows = await db
    .select({
      id: rewardEntries.id,
      wallet: sql<string>`${rewardEntries.wallet}`,
      amountNpx: rewardEntries.amountNpx,
      orderNumber: orders.number,
    })
    .from(rewardEntries)
    .innerJoin(orders, eq(orders.id, rewardEntries.orderId))
    .where(
      and(eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId), isNotNull(rewardEntries.wallet)),
    )
    .orderBy(rewardEntries.wallet, rewardEntries.id);
  const byWallet = new Map<string, { wallet: string; amountNpx: number; entryIds: number[]; orderNumbers: string[] }>();
  for (const row of rows) {
    const batch = byWallet.get(row.wallet) ?? { wallet: row.wallet, amountNpx: 0, entryIds: [], orderNumbers: [] };
    batch.amountNpx += row.amountNpx;
    batch.entryIds.push(row.id);
    if (!batch.orderNumbers.includes(row.orderNumber)) batch.orderNumbers.push(row.orderNumber);
    byWallet.set(row.wallet, batch);
  }
  // A wallet that owes NPX back (a clawback larger than what it earned since) waits for more.
  return [...byWallet.values()].filter((batch) => batch.amountNpx > 0);
}

export type DistributeResult =
  | { ok: true; distributionId: number; totalNpx: number; entries: number }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: "signature_used"; distributionId: number }
  | { ok: false; reason: "changed"; entryIds: number[] };

/**
 * Marks a batch of earned entries distributed under one transaction signature, in one
 * transaction with its audit entry. Every entry must still be earned and undistributed;
 * otherwise nothing moves.
 */
export async function distributeRewards(
  db: Db,
  { entryIds, txSignature, actor }: { entryIds: number[]; txSignature: string; actor: string },
): Promise<DistributeResult> {
  const ids = [...new Set(entryIds)];
  if (ids.length === 0) return { ok: false, reason: "empty" };
  try {
    return await recordDistribution(db, ids, txSignature, actor);
  } catch (error) {
    // Two operators posting the same transfer at once: the unique index lets one through.
    if (!isUniqueViolation(error)) throw error;
    const [used] = await db
      .select({ id: rewardDistributions.id })
      .from(rewardDistributions)
      .where(eq(rewardDistributions.txSignature, txSignature));
    if (!used) throw error;
    return { ok: false, reason: "signature_used", distributionId: used.id };
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function recordDistribution(
  db: Db,
  ids: number[],
  txSignature: string,
  actor: string,
): Promise<DistributeResult> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: rewardDistributions.id })
      .from(rewardDistributions)
      .where(eq(rewardDistributions.txSignature, txSignature));
    if (used) return { ok: false, reason: "signature_used", distributionId: used.id } as const;

    const rows = await tx
      .select({
        id: rewardEntries.id,
        status: rewardEntries.status,
        distributionId: rewardEntries.distributionId,
        amountNpx: rewardEntries.amountNpx,
      })
      .from(rewardEntries)
      .where(inArray(rewardEntries.id, ids))
      .for("update");
    const ready = rows.filter((r) => r.status === "earned" && r.distributionId === null);
    if (ready.length !== ids.length) {
      const readyIds = new Set(ready.map((r) => r.id));
      return { ok: false, reason: "changed", entryIds: ids.filter((id) => !readyIds.has(id)) } as const;
    }

    const totalNpx = ready.reduce((n, r) => n + r.amountNpx, 0);
    const [distribution] = await tx
      .insert(rewardDistributions)
      .values({ txSignature, totalNpx, createdBy: actor })
      .returning({ id: rewardDistributions.id });
    await tx
      .update(rewardEntries)
      .set({ status: "distributed", distributionId: distribution.id, updatedAt: new Date() })
      .where(inArray(rewardEntries.id, ids));
    await recordAudit(tx, {
      actor,
      action: "rewards.distributed",
      target: `distribution:${distribution.id}`,
      detail: { txSignature, totalNpx, entryIds: ids },
    });
    return { ok: true, distributionId: distribution.id, totalNpx, entries: ids.length } as const;
  });
}

/** Recorded distributions, newest first. */
export async function listDistributions(db: DbOrTx, { limit = 20 } = {}) {
  return db
    .select({
      id: rewardDistributions.id,
      txSignature: rewardDistributions.txSignature,
      totalNpx: rewardDistributions.totalNpx,
      createdBy: rewardDistributions.createdBy,
      createdAt: rewardDistributions.createdAt,
      wallet: rewardDistributions.wallet,
      /** The store's own transfer (null: recorded by the operator for a transfer sent elsewhere). */
      transferStatus: chainTransfers.status,
      transferError: chainTransfers.error,
      entries: sql<number>`cast(count(${rewardEntries.id}) as integer)`,
    })
    .from(rewardDistributions)
    .leftJoin(rewardEntries, eq(rewardEntries.distributionId, rewardDistributions.id))
    .leftJoin(chainTransfers, eq(chainTransfers.id, rewardDistributions.chainTransferId))
    .groupBy(rewardDistributions.id, chainTransfers.id)
    .orderBy(desc(rewardDistributions.createdAt), desc(rewardDistributions.id))
    .limit(limit);
}
