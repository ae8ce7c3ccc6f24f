// NPX: what the period's paid orders earned, what guest orders hold for their buyers to collect,
// what holders can claim now, what was claimed on chain in the period, and what wallets owe back
// (refunds after a claim). The reward pool's balance is read on chain at most once a minute and
// never holds the page: past the timeout the page says it is unavailable.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { getRewardPool, readPoolState } from "~/rewards/pool.server";
import { logger } from "~/utils/logger.server";
import type { Range } from "~/utils/period";
import { at, PAID, rows, within } from "./sql.server";

export interface NpxFigures {
  earned: number;
  guestCollectable: number;
  claimable: number;
  claimed: number;
  owedBack: number;
  /** Claimed in the 30 days before now. */
  claimedLast30Days: number;
}

/** What is owed now, whatever the period: on guest orders, to holders (claimable), and back. */
export interface NpxOwed {
  guestCollectable: number;
  claimable: number;
  owedBack: number;
}

/**
 * One pass over the entries not yet sent (a partial index), by wallet: guest orders' (no wallet),
 * what holders can claim (each wallet's balance when positive, as `owedToHolders` in
 * app/rewards/claims.server.ts counts it) and what wallets owe back (each balance when negative).
 */
export async function getNpxOwed(db: DbOrTx): Promise<NpxOwed> {
  const [owed] = await rows<{ guest: number; claimable: number; owed_back: number }>(
    db,
    sql`with due as (
      select wallet, sum(amount_npx) as owed from reward_entries
      where status = 'earned' and distribution_id is null group by wallet
    )
    select coalesce(sum(owed) filter (where wallet is null), 0)::float8 as guest,
      coalesce(sum(owed) filter (where wallet is not null and owed > 0), 0)::float8 as claimable,
      coalesce(-sum(owed) filter (where wallet is not null and owed < 0), 0)::float8 as owed_back
    from due`,
  );
  return {
    guestCollectable: Number(owed!.guest),
    claimable: Number(owed!.claimable),
    owedBack: Number(owed!.owed_back),
  };
}

/** The period's NPX; `owed` (the same now for every period) can be read once and shared. */
export async function getNpxFigures(
  db: DbOrTx,
  range: Range,
  now: Date,
  owed: Promise<NpxOwed> = getNpxOwed(db),
): Promise<NpxFigures> {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [[earned], [claims], ledger] = await Promise.all([
    rows<{ earned: number }>(
      db,
      sql`select coalesce(sum(re.amount_npx), 0)::float8 as earned
      from orders o join reward_entries re on re.order_id = o.id
      where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}
        and re.amount_npx > 0 and re.status in ('earned', 'distributed')`,
    ),
    rows<{ claimed: number; recent: number }>(
      db,
      sql`select coalesce(sum(total_npx) filter (where ${within(sql`created_at`, range)}), 0)::float8 as claimed,
        coalesce(sum(total_npx) filter (where created_at >= ${at(monthAgo)} and created_at < ${at(now)}), 0)::float8 as recent
      from reward_distributions
      where tx_signature is not null and created_at >= ${at(range.start < monthAgo ? range.start : monthAgo)}`,
    ),
    owed,
  ]);
  return {
    earned: Number(earned!.earned),
    guestCollectable: ledger.guestCollectable,
    claimable: ledger.claimable,
    claimed: Number(claims!.claimed),
    owedBack: ledger.owedBack,
    claimedLast30Days: Number(claims!.recent),
  };
}

export type PoolBalance =
  { state: "read"; balanceNpx: number; readAt: Date } | { state: "not_configured" } | { state: "unavailable" };

const CACHE_MS = 60_000;
export const POOL_READ_TIMEOUT_MS = 1500;
let cached: { at: number; value: PoolBalance } | undefined;
let reading: Promise<PoolBalance> | undefined;

async function readBalance(): Promise<PoolBalance> {
  const pool = await getRewardPool().catch(() => null);
  if (!pool) return { state: "not_configured" };
  const state = await readPoolState(pool);
  return { state: "read", balanceNpx: state.balanceNpx, readAt: new Date() };
}

/** The pool's balance: from the last minute's read, or a fresh one that answers within the timeout. */
export async function getPoolBalance(timeoutMs = POOL_READ_TIMEOUT_MS): Promise<PoolBalance> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  // One read at a time; a slow one goes on in the background and fills the cache when it answers.
  reading ??= readBalance()
    .catch((error: unknown) => {
      logger.warn({ err: error }, "the dashboard could not read the reward pool's balance");
      return { state: "unavailable" } as const;
    })
    .then((value) => {
      cached = { at: Date.now(), value };
      return value;
    })
    .finally(() => {
      reading = undefined;
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PoolBalance>((resolve) => {
    timer = setTimeout(() => resolve({ state: "unavailable" }), timeoutMs);
  });
  try {
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Forget the last read (tests). */
export function resetPoolBalanceCache() {
  cached = undefined;
}

/** Days the pool lasts at the last 30 days' claims; null when nothing was claimed. */
export function runwayDays(balanceNpx: number, claimedLast30Days: number): number | null {
  if (claimedLast30Days <= 0) return null;
  return Math.floor(balanceNpx / (claimedLast30Days / 30));
}
