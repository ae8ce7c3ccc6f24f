// The NPX rewards ledger. An order placed by a signed-in wallet gets one entry:
// pending at checkout, earned when the order is paid, void when it is cancelled,
// distributed once the tokens were sent.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { orders, rewardEntries } from "~/db/schema";

export type RewardStatus = (typeof rewardEntries.$inferSelect)["status"];

export async function recordPendingReward(db: DbOrTx, entry: { orderId: string; wallet: string; amountNpx: number }) {
  if (entry.amountNpx <= 0) return;
  await db.insert(rewardEntries).values({ ...entry, status: "pending" });
}

/** Moves an order's entries that are in one of `from` to `to`; returns how many moved. */
export async function moveOrderRewards(db: DbOrTx, orderId: string, from: RewardStatus[], to: RewardStatus): Promise<number> {
  const moved = await db
    .update(rewardEntries)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(rewardEntries.orderId, orderId), inArray(rewardEntries.status, from)))
    .returning({ id: rewardEntries.id });
  return moved.length;
}

export interface WalletRewards {
  earned: number;
  pending: number;
  distributed: number;
  entries: Array<{
    id: number;
    orderId: string;
    orderNumber: string;
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
      amountNpx: rewardEntries.amountNpx,
      status: rewardEntries.status,
      createdAt: rewardEntries.createdAt,
    })
    .from(rewardEntries)
    .innerJoin(orders, eq(orders.id, rewardEntries.orderId))
    .where(eq(rewardEntries.wallet, wallet))
    .orderBy(desc(rewardEntries.createdAt), desc(rewardEntries.id));
  const total = (status: RewardStatus) => entries.filter((e) => e.status === status).reduce((n, e) => n + e.amountNpx, 0);
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
