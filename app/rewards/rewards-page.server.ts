// What /rewards shows: the program for visitors; for a signed-in wallet its totals and
// entries, computed here so the page only renders them.
import { getSignedInWallet } from "~/auth/session.server";
import { rewardsCopy } from "~/content/rewards";
import { getDb, type DbOrTx } from "~/db/client.server";
import { getWalletRewards, type RewardStatus } from "./ledger.server";

export interface RewardsAccount {
  wallet: string;
  /** Earned NPX, including what was already sent to the wallet. */
  earned: number;
  pending: number;
  entries: Array<{
    id: number;
    orderNumber: string;
    /** The order page; its token opens it for the wallet that placed it on any device. */
    orderHref: string;
    amountNpx: number;
    status: RewardStatus;
    date: string;
  }>;
}

// Dates in UTC, so the server's text is the browser's.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export async function getRewardsAccount(db: DbOrTx, wallet: string): Promise<RewardsAccount> {
  const rewards = await getWalletRewards(db, wallet);
  return {
    wallet,
    earned: rewards.earned + rewards.distributed,
    pending: rewards.pending,
    entries: rewards.entries.map((e) => ({
      id: e.id,
      orderNumber: e.orderNumber,
      orderHref: `/orders/${e.orderId}?token=${encodeURIComponent(e.orderAccessToken)}`,
      amountNpx: e.amountNpx,
      status: e.status,
      date: dateFormat.format(e.createdAt),
    })),
  };
}

export async function loadRewardsPage(request: Request) {
  const wallet = await getSignedInWallet(request);
  const account = wallet ? await getRewardsAccount(await getDb(), wallet) : null;
  return { copy: rewardsCopy, account };
}
