// What a signed-in wallet holds: its NPX on chain (read over RPC when it signs in, kept 5 minutes
// in this process) plus what it can claim here (the ledger). Only ever read for the signed-in
// wallet on the server; nothing the browser sends counts.
import { asc, eq } from "drizzle-orm";
import { getChainRpc, getMintInfo, getTokenBalance, type ChainRpc } from "~/chain/sender.server";
import { holderPerks, holderSettings } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { getNpxValue } from "~/utils/npx-value.server";
import { logger } from "~/utils/logger.server";
import type { HolderPerk, HolderSettings } from "./pricing";

export const HOLDING_CACHE_MS = 5 * 60_000;
const RPC_TIMEOUT_MS = 2_500;

const onChain = new Map<string, { npx: number; readAt: number }>();
/** The read a sign-in starts: the pages right after it wait for it rather than go without. */
const readAtSignIn = new Map<string, Promise<number>>();
/** Wallets whose balance is being read again for `lastOnChainNpx` (one read at a time). */
const refreshing = new Set<string>();

async function readOnChainNpx(wallet: string, rpc: ChainRpc): Promise<number> {
  const mint = getEnv().REWARD_NPX_MINT;
  if (!mint) return 0;
  const read = (async () => {
    const { decimals } = await getMintInfo(rpc, mint);
    return Number((await getTokenBalance(rpc, wallet, mint)) / 10n ** BigInt(decimals));
  })();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("NPX balance read timed out")), RPC_TIMEOUT_MS).unref(),
  );
  return Promise.race([read, timeout]);
}

/**
 * The wallet's NPX on chain, from the cache while it is fresh. A failed read counts as 0 and is
 * not kept (the next page tries again): perks then count only what the wallet can claim.
 */
export async function onChainNpx(wallet: string, { rpc = getChainRpc(), fresh = false } = {}): Promise<number> {
  const cached = onChain.get(wallet);
  const at = now().getTime();
  if (!fresh && cached && at - cached.readAt < HOLDING_CACHE_MS) return cached.npx;
  try {
    const npx = await readOnChainNpx(wallet, rpc);
    onChain.set(wallet, { npx, readAt: at });
    return npx;
  } catch (error) {
    logger.warn({ err: error, wallet }, "NPX balance not read; perks count the claimable NPX only");
    return 0;
  }
}

/** At sign-in: the balance read now, so the cart and checkout find it ready. */
export function readHoldingAtSignIn(wallet: string): void {
  const read = onChainNpx(wallet, { fresh: true });
  readAtSignIn.set(wallet, read);
  void read.finally(() => readAtSignIn.get(wallet) === read && readAtSignIn.delete(wallet));
}

/**
 * For pages that only mention the holding (the product page's perk line, read by the root loader):
 * no RPC call to wait for. The last balance read, even past HOLDING_CACHE_MS (a new read then
 * starts, for the next page), or the read the sign-in started; null when no read ever succeeded.
 */
export async function lastOnChainNpx(wallet: string): Promise<number | null> {
  const cached = onChain.get(wallet);
  if (!cached && readAtSignIn.has(wallet)) return readAtSignIn.get(wallet)!;
  if ((!cached || now().getTime() - cached.readAt >= HOLDING_CACHE_MS) && !refreshing.has(wallet)) {
    refreshing.add(wallet);
    void onChainNpx(wallet, { fresh: true }).finally(() => refreshing.delete(wallet));
  }
  return cached?.npx ?? null;
}

/** For tests: forget every cached balance. */
export function forgetHoldings(): void {
  onChain.clear();
  readAtSignIn.clear();
}

export async function getHolderSettings(
  db: DbOrTx,
): Promise<HolderSettings & { updatedAt: Date; updatedBy: string | null }> {
  // The row's own npx_per_dollar is no longer read: what NPX is worth is the store's one setting.
  const read = () =>
    db
      .select({
        spendEnabled: holderSettings.spendEnabled,
        maxSpendBps: holderSettings.maxSpendBps,
        updatedAt: holderSettings.updatedAt,
        updatedBy: holderSettings.updatedBy,
      })
      .from(holderSettings)
      .where(eq(holderSettings.id, 1));
  let [row] = await read();
  if (!row) {
    await db.insert(holderSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await read();
  }
  return { ...row!, npxValue: getNpxValue() };
}

export async function listActivePerks(db: DbOrTx): Promise<HolderPerk[]> {
  return db
    .select({
      id: holderPerks.id,
      minHoldingNpx: holderPerks.minHoldingNpx,
      kind: holderPerks.kind,
      valueBps: holderPerks.valueBps,
    })
    .from(holderPerks)
    .where(eq(holderPerks.active, true))
    .orderBy(asc(holderPerks.minHoldingNpx), asc(holderPerks.id));
}
