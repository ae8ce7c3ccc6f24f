// Earn now, claim later: a guest order (no signed-in wallet at checkout) keeps its NPX on the
// order, in a ledger entry without a wallet. Whoever holds the order's private link signs in with
// a wallet and collects it: the entry gets that wallet, once; a second wallet is refused.
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/types";
import { orders, rewardEntries } from "~/db/schema";
import type { RewardStatus } from "./ledger.server";

export interface OrderReward {
  amountNpx: number;
  status: RewardStatus;
  /** The wallet it is credited to; null while it waits on the order to be collected. */
  wallet: string | null;
}

/** The order's own reward (its positive entry), or null when it earns none. */
export async function getOrderReward(db: DbOrTx, orderId: string): Promise<OrderReward | null> {
  const rows = await db
    .select({ amountNpx: rewardEntries.amountNpx, status: rewardEntries.status, wallet: rewardEntries.wallet })
    .from(rewardEntries)
    .where(eq(rewardEntries.orderId, orderId))
    .orderBy(rewardEntries.id);
  return rows.find((r) => r.amountNpx > 0) ?? null;
}

export type CollectResult =
  { ok: true; amountNpx: number } | { ok: false; reason: "nothing" | "void" | "collected_elsewhere"; wallet?: string };

/** Credits a guest order's NPX to `wallet`, once and to one wallet only. */
export async function collectOrderRewards(db: Db, orderId: string, wallet: string): Promise<CollectResult> {
  return db.transaction(async (tx) => {
    // The order's row is the lock: two wallets collecting at once, one wins.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
    const reward = await getOrderReward(tx, orderId);
    if (!reward) return { ok: false, reason: "nothing" } as const;
    // Pressed again by the same wallet: already done, nothing changes.
    if (reward.wallet === wallet) return { ok: true, amountNpx: reward.amountNpx } as const;
    if (reward.wallet) return { ok: false, reason: "collected_elsewhere", wallet: reward.wallet } as const;
    if (reward.status === "void") return { ok: false, reason: "void" } as const;
    const moved = await tx
      .update(rewardEntries)
      .set({ wallet, updatedAt: new Date() })
      .where(and(eq(rewardEntries.orderId, orderId), isNull(rewardEntries.wallet)))
      .returning({ amountNpx: rewardEntries.amountNpx });
    const amountNpx = moved.reduce((n, e) => n + e.amountNpx, 0);
    await recordAudit(tx, {
      actor: wallet,
      action: "rewards.collected",
      target: orderId,
      detail: { wallet, amountNpx },
    });
    return { ok: true, amountNpx } as const;
  });
}

const OUTCOMES = ["collected", "signed_out", "void", "nothing", "collected_elsewhere"] as const;
export type CollectOutcome = (typeof OUTCOMES)[number];

export interface CollectSection {
  reward: OrderReward;
  signedInWallet: string | null;
  /** What the last Collect press did (?collect= on the order page). */
  outcome: CollectOutcome | null;
  /** Where the Collect form posts (carries the order link's token). */
  action: string;
}

/**
 * The order page's rewards section for an order placed without a wallet, or null (the order was
 * placed by a signed-in wallet, or earns nothing): the page shows its usual note then.
 */
export async function getCollectSection(
  db: DbOrTx,
  request: Request,
  order: { id: string; wallet: string | null },
  signedInWallet: string | null,
): Promise<CollectSection | null> {
  if (order.wallet) return null;
  const reward = await getOrderReward(db, order.id);
  if (!reward) return null;
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const given = url.searchParams.get("collect");
  const outcome = (OUTCOMES as readonly string[]).includes(given ?? "") ? (given as CollectOutcome) : null;
  return {
    reward,
    signedInWallet,
    outcome,
    action: `/orders/${order.id}/collect${token ? `?${new URLSearchParams({ token })}` : ""}`,
  };
}
