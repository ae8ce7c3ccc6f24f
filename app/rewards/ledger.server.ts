// The NPX rewards ledger. An order placed by a signed-in wallet gets one entry:
// pending at checkout, earned when the order is paid, void when it is cancelled,
// distributed once the tokens were sent.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { orders, rewardDistributions, rewardEntries } from "~/db/schema";

export type RewardStatus = (typeof rewardEntries.$inferSelect)["status"];

export async function recordPendingReward(db: DbOrTx, entry: { orderId: string; wallet: string; amountNpx: number }) {
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

/**
 * Takes back an order's NPX: entries not yet sent become void; for entries already distributed a
 * negative earned entry is written, so the wallet's next distribution is smaller by that much.
 */
export async function voidOrderRewards(db: DbOrTx, orderId: string): Promise<{ voided: number; clawedBack: number }> {
  const voided = await moveOrderRewards(db, orderId, ["pending", "earned"], "void");
  const sent = await db
    .select({ wallet: rewardEntries.wallet, amountNpx: rewardEntries.amountNpx })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.orderId, orderId), eq(rewardEntries.status, "distributed")));
  const positive = sent.filter((e) => e.amountNpx > 0);
  if (positive.length > 0) {
    await db
      .insert(rewardEntries)
      .values(positive.map((e) => ({ orderId, wallet: e.wallet, amountNpx: -e.amountNpx, status: "earned" as const })));
  }
  return { voided, clawedBack: positive.reduce((n, e) => n + e.amountNpx, 0) };
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
    createdAt: Date;
  }>;
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

/** Totals per wallet and status, for the operator. */
export async function getRewardTotalsByWallet(db: DbOrTx) {
  return db
    .select({
      wallet: rewardEntries.wallet,
      status: rewardEntries.status,
      amountNpx: sql<number>`cast(sum(${rewardEntries.amountNpx}) as integer)`,
      entries: sql<number>`cast(count(*) as integer)`,
    })
    .from(rewardEntries)
    .groupBy(rewardEntries.wallet, rewardEntries.status)
    .orderBy(rewardEntries.wallet, rewardEntries.status);
}

/** Earned rewards not yet distributed, one row per wallet, for the token distribution. */
export async function getUndistributedByWallet(db: DbOrTx) {
  const rows = await db
    .select({
      id: rewardEntries.id,
      wallet: rewardEntries.wallet,
      amountNpx: rewardEntries.amountNpx,
      orderNumber: orders.number,
    })
    .from(rewardEntries)
    .innerJoin(orders, eq(orders.id, rewardEntries.orderId))
    .where(and(eq(rewardEntries.status, "earned"), isNull(rewardEntries.distributionId)))
    .orderBy(rewardEntries.wallet, rewardEntries.id);
  const byWallet = new Map<string, { wallet: string; amountNpx: number; entryIds: number[]; orderNumbers: string[] }>();
  for (const row of rows) {
    const batch = byWallet.get(row.wallet) ?? { wallet: row.wallet, amountNpx: 0, entryIds: [], orderNumbers: [] };
    batch.amountNpx += row.amountNpx;
    batch.entryIds.push(row.id);
    if (!batch.orderNumbers.includes(row.orderNumber)) batch.orderNumbers.push(row.orderNumber);
    byWallet.set(row.wallet, batch);
  }
  // A wallet whose clawbacks outweigh what it earned since gets nothing until it earns more.
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
      entries: sql<number>`cast(count(${rewardEntries.id}) as integer)`,
    })
    .from(rewardDistributions)
    .leftJoin(rewardEntries, eq(rewardEntries.distributionId, rewardDistributions.id))
    .groupBy(rewardDistributions.id)
    .orderBy(desc(rewardDistributions.createdAt), desc(rewardDistributions.id))
    .limit(limit);
}
