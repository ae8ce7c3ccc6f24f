// The dashboard's data: every figure for the chosen period and the one before it, the series the
// charts draw, and the pool's balance. The route calls this and nothing else.
import type { DbOrTx } from "~/db/types";
import { getEnv } from "~/utils/env.server";
import { storeDay } from "~/utils/store-time";
import { getCommissionsWaiting, getCreatorFigures, getTopCreators } from "./creators.server";
import { getNpxFigures, getNpxOwed, getPoolBalance, runwayDays } from "./npx.server";
import { centsForNpx } from "~/utils/npx-value";
import { getNpxValue } from "~/utils/npx-value.server";
import { periodFrom, type Range } from "~/utils/period";
import { getReviewFigures } from "./reviews.server";
import { getSales } from "./sales.server";
import { getChurnByMonth, getCohorts, getMrrByMonth, getSubscriptionFigures } from "./subscriptions.server";
import { readFunnel } from "~/analytics/funnel.server";

/** Figures that are the same for every period (what is owed or waiting now): read once a view. */
function nowFigures(db: DbOrTx) {
  return { waiting: getCommissionsWaiting(db), owed: getNpxOwed(db) };
}

async function figuresFor(
  db: DbOrTx,
  range: Range,
  now: Date,
  timeZone: string,
  shared: ReturnType<typeof nowFigures> = nowFigures(db),
) {
  const [{ sales, byDay }, subscriptions, creators, npx, reviews] = await Promise.all([
    getSales(db, range, timeZone),
    getSubscriptionFigures(db, range),
    getCreatorFigures(db, range, shared.waiting),
    getNpxFigures(db, range, now, shared.owed),
    getReviewFigures(db, range),
  ]);
  return { figures: { sales, subscriptions, creators, npx, reviews }, salesByDay: byDay };
}

export type Figures = Awaited<ReturnType<typeof figuresFor>>["figures"];

/**
 * What does not move with the period's own days is kept a minute per process: the previous period
 * (it has ended; a late refund shows within the minute) and the twelve months' MRR and cohorts.
 * The period itself is read fresh on every view.
 */
export const KEEP_MS = 60_000;
const kept = new Map<string, { until: number; value: Promise<unknown> }>();

function keep<T>(key: string, fresh: boolean, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = kept.get(key);
  if (!fresh && hit && hit.until > now) return hit.value as Promise<T>;
  for (const [k, v] of kept) if (v.until <= now) kept.delete(k);
  const value = load();
  kept.set(key, { until: now + KEEP_MS, value });
  value.catch(() => kept.delete(key));
  return value;
}

export async function getDashboard(
  db: DbOrTx,
  params: URLSearchParams,
  {
    now = new Date(),
    timeZone = getEnv().STORE_TIME_ZONE,
    fresh = false,
  }: {
    now?: Date;
    timeZone?: string;
    /** Read everything now (tests, the benchmark's cold runs). */ fresh?: boolean;
  } = {},
) {
  const period = periodFrom(params, now, timeZone, getEnv().STORE_WEEK_START);
  const today = storeDay(now, timeZone);
  const { previous: before } = period;
  const shared = nowFigures(db);
  const [
    { figures: current, salesByDay },
    { figures: previous, salesByDay: previousSalesByDay },
    mrrByMonth,
    cohorts,
    topCreators,
    pool,
    funnel,
    previousFunnel,
    churnByMonth,
  ] = await Promise.all([
    figuresFor(db, period, now, timeZone, shared),
    keep(`previous:${before.from}:${before.to}:${timeZone}`, fresh, () =>
      figuresFor(db, before, now, timeZone, shared),
    ),
    keep(`mrr:${today}:${timeZone}`, fresh, () => getMrrByMonth(db, today, timeZone)),
    keep(`cohorts:${today}:${timeZone}`, fresh, () => getCohorts(db, now, today, timeZone)),
    getTopCreators(db, period),
    getPoolBalance(),
    // What this process counted in the last seconds is added at its next flush (docs/analytics.md).
    readFunnel({ from: period.from, to: period.to }, db),
    keep(`funnel:${before.from}:${before.to}`, fresh, () => readFunnel({ from: before.from, to: before.to }, db)),
    getChurnByMonth(db, period, timeZone),
  ]);
  const runway = pool.state === "read" ? runwayDays(pool.balanceNpx, current.npx.claimedLast30Days) : null;
  // In dollars at the store's one value of NPX (NPX_VALUE_USD), the same that prices NPX spent.
  const value = getNpxValue();
  const npxDollars = {
    owedCents: centsForNpx(current.npx.claimable + current.npx.guestCollectable, value),
    poolCents: pool.state === "read" ? centsForNpx(pool.balanceNpx, value) : null,
    claimedLast30DaysCents: centsForNpx(current.npx.claimedLast30Days, value),
    perNpxUsd: getEnv().NPX_VALUE_USD,
  };
  return {
    period: {
      key: period.key,
      from: period.from,
      to: period.to,
      days: period.days,
      invalid: period.invalid,
      previous: { from: period.previous.from, to: period.previous.to },
    },
    timeZone,
    current,
    previous,
    salesByDay,
    previousSalesByDay,
    mrrByMonth,
    cohorts,
    topCreators,
    pool: { ...pool, runwayDays: runway },
    npxDollars,
    funnel: { totals: funnel.totals, pageViews: funnel.totals.pageViews, previous: previousFunnel.totals },
    churnByMonth,
  };
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
