// What /rewards shows: the program for visitors; for a signed-in wallet its totals and
// entries, computed here so the page only renders them.
import { getSignedInWallet } from "~/auth/session.server";
import { rewardsCopy, rewardsCopyFor } from "~/content/rewards";
import { getDb } from "~/db/client.server";
import type { DbOrTx } from "~/db/types";
import { claimableFor, getClaim, listClaims, type ClaimRefusal, type ClaimStatus } from "./claims.server";
import { getWalletRewards, rewardBreakdown, type RewardBreakdown, type RewardStatus } from "./ledger.server";
import { getRewardPool, getRewardSettings } from "./pool.server";

export interface RewardsAccount {
  wallet: string;
  /** Earned NPX, including what was already sent to the wallet. */
  earned: number;
  pending: number;
  /** Earned = ready + claimed + spent in the store + taken back; pending apart. */
  breakdown: RewardBreakdown;
  entries: Array<{
    id: number;
    orderNumber: string;
    /** The order page; its token opens it for the wallet that placed it on any device. */
    orderHref: string;
    amountNpx: number;
    status: RewardStatus;
    /** NPX spent at checkout on the order (app/holders). */
    spent: boolean;
    date: string;
  }>;
  claim: ClaimPanel;
  claims: ClaimRow[];
}

export interface ClaimPanel {
  /** closed: no pool on this store; paused: the operator paused claims; open: the button works. */
  state: "closed" | "paused" | "open";
  claimableNpx: number;
  owedBackNpx: number;
  minClaimNpx: number;
}

export interface ClaimRow {
  id: number;
  totalNpx: number;
  status: ClaimStatus;
  explorerUrl: string | null;
  date: string;
}

/** What the page says after a Claim press: the claim's state, or why nothing was sent. */
export type ClaimNotice =
  { kind: "claim"; claim: ClaimRow } | { kind: "not_found" } | { kind: "refused"; reason: ClaimRefusal | "signed_out" };

// Dates in UTC, so the server's text is the browser's.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** Whether this store takes claims: a pool configured, and not paused by the operator. */
async function getClaimsState(db: DbOrTx) {
  // A key that does not load leaves claiming closed; the console says why.
  const [pool, settings] = await Promise.all([getRewardPool().catch(() => null), getRewardSettings(db)]);
  const state: ClaimPanel["state"] = !pool ? "closed" : settings.claimsPaused ? "paused" : "open";
  return { state, minClaimNpx: settings.minClaimNpx };
}

async function getClaimPanel(db: DbOrTx, wallet: string): Promise<ClaimPanel> {
  const [state, balance] = await Promise.all([getClaimsState(db), claimableFor(db, wallet)]);
  return { ...state, ...balance };
}

const claimRow = (c: Awaited<ReturnType<typeof listClaims>>[number]): ClaimRow => ({
  id: c.id,
  totalNpx: c.totalNpx,
  status: c.status,
  explorerUrl: c.explorerUrl,
  date: dateFormat.format(c.createdAt),
});

export async function getRewardsAccount(db: DbOrTx, wallet: string): Promise<RewardsAccount> {
  const [rewards, claim, claims] = await Promise.all([
    getWalletRewards(db, wallet),
    getClaimPanel(db, wallet),
    listClaims(db, wallet),
  ]);
  return {
    claim,
    claims: claims.map(claimRow),
    wallet,
    earned: rewards.earned + rewards.distributed,
    pending: rewards.pending,
    breakdown: rewardBreakdown(rewards, claim.claimableNpx),
    entries: rewards.entries.map((e) => ({
      id: e.id,
      orderNumber: e.orderNumber,
      orderHref: `/orders/${e.orderId}?token=${encodeURIComponent(e.orderAccessToken)}`,
      amountNpx: e.amountNpx,
      status: e.status,
      spent: e.spent,
      date: dateFormat.format(e.createdAt),
    })),
  };
}

const REFUSALS = new Set<string>(Object.keys(rewardsCopy.refused));

/** The notice for ?claim=ID (only the signed-in wallet's own claims) or ?refused=reason. */
async function readNotice(db: DbOrTx, url: URL, wallet: string | null): Promise<ClaimNotice | null> {
  const refused = url.searchParams.get("refused");
  if (refused && REFUSALS.has(refused)) return { kind: "refused", reason: refused as ClaimRefusal };
  const claimId = url.searchParams.get("claim");
  if (claimId === null) return null;
  if (!wallet) return { kind: "refused", reason: "signed_out" };
  const id = /^\d{1,9}$/.test(claimId) ? Number(claimId) : null;
  const claim = id === null ? null : await getClaim(db, wallet, id);
  return claim ? { kind: "claim", claim: claimRow(claim) } : { kind: "not_found" };
}

/** `back`: the store's "% back" (app/cart/reward-back.server.ts, handed by the route). */
export async function loadRewardsPage(request: Request, back: string) {
  const wallet = await getSignedInWallet(request);
  const db = await getDb();
  const account = wallet ? await getRewardsAccount(db, wallet) : null;
  const notice = await readNotice(db, new URL(request.url), wallet);
  const claimState = account ? account.claim.state : (await getClaimsState(db)).state;
  return { copy: rewardsCopyFor(back), account, notice, claimState };
}
