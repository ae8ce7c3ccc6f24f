// The dashboard's data: every figure for the chosen period and the one before it, the series the
// charts draw, and the pool's balance. The route calls this and nothing else.
import type { DbOrTx } from "~/db/types";
import { getEnv } from "~/utils/env.server";
import { storeDay } from "~/utils/store-time";
import { getCreatorFigures, getTopCreators } from "./creators.server";
import { getNpxFigures, getPoolBalance, runwayDays } from "./npx.server";
import { periodFrom, type Range } from "./period";
import { getReviewFigures } from "./reviews.server";
import { getSales } from "./sales.server";
import { getCohorts, getMrrByMonth, getSubscriptionFigures } from "./subscriptions.server";

async function figuresFor(db: DbOrTx, range: Range, now: Date, timeZone: string) {
  const [{ sales, byDay }, subscriptions, creators, npx, reviews] = await Promise.all([
    getSales(db, range, timeZone),
    getSubscriptionFigures(db, range),
    getCreatorFigures(db, range),
    getNpxFigures(db, range, now),
    getReviewFigures(db, range),
  ]);
  return { figures: { sales, subscriptions, creators, npx, reviews }, salesByDay: byDay };
}

export type Figures = Awaited<ReturnType<typeof figuresFor>>["figures"];

export async function getDashboard(
  db: DbOrTx,
  params: URLSearchParams,
  { now = new Date(), timeZone = getEnv().STORE_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
) {
  const period = periodFrom(params, now, timeZone);
  const today = storeDay(now, timeZone);
  const [{ figures: current, salesByDay }, { figures: previous }, mrrByMonth, cohorts, topCreators, pool] =
    await Promise.all([
      figuresFor(db, period, now, timeZone),
      figuresFor(db, period.previous, now, timeZone),
      getMrrByMonth(db, today, timeZone),
      getCohorts(db, now, today, timeZone),
      getTopCreators(db, period),
      getPoolBalance(),
    ]);
  const runway = pool.state === "read" ? runwayDays(pool.balanceNpx, current.npx.claimedLast30Days) : null;
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
    mrrByMonth,
    cohorts,
    topCreators,
    pool: { ...pool, runwayDays: runway },
  };
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
