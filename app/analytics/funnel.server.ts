// The funnel as the console reads it: per store day and in total, for a range of store days.
// `readFunnel` is the one query the console's page and the dashboard's summary card use.
import { and, gte, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { funnelCounts } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { nextDay } from "~/utils/store-time";
import { flushFunnel, storeToday } from "./counter.server";
import { FUNNEL_STEPS, type FunnelStep } from "./rules";

export type FunnelCounts = Record<FunnelStep, number> & { pageViews: number };

export interface FunnelDay extends FunnelCounts {
  /** A store day, YYYY-MM-DD. */
  day: string;
}

export interface Funnel {
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first, zeros included. */
  days: FunnelDay[];
  totals: FunnelCounts;
  /** Page views by route pattern over the range, most viewed first. */
  routes: { route: string; views: number }[];
}

const zero = (): FunnelCounts =>
  ({ pageViews: 0, ...Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) }) as FunnelCounts;

/** The days from `from` to `to`, both included (at most 400). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = nextDay(day)) days.push(day);
  return days;
}

/** The last `count` store days, ending today. */
export function lastDays(count: number, today: string = storeToday()): { from: string; to: string } {
  let from = today;
  for (let i = 1; i < count; i++) {
    const [y, m, d] = from.split("-").map(Number);
    from = new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
  }
  return { from, to: today };
}

/** Per-day counts and totals for the store days `from`…`to` (YYYY-MM-DD, both included). */
export async function readFunnel({ from, to }: { from: string; to: string }, db?: DbOrTx): Promise<Funnel> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select({
      day: funnelCounts.day,
      step: funnelCounts.step,
      route: funnelCounts.route,
      count: sql<number>`${funnelCounts.count}::float8`,
    })
    .from(funnelCounts)
    .where(and(gte(funnelCounts.day, from), lte(funnelCounts.day, to)));
  const byDay = new Map(daysBetween(from, to).map((day) => [day, { day, ...zero() } as FunnelDay]));
  const totals = zero();
  const routes = new Map<string, number>();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    const count = Number(row.count);
    if (row.step === "page_view") {
      day.pageViews += count;
      totals.pageViews += count;
      routes.set(row.route, (routes.get(row.route) ?? 0) + count);
    } else if ((FUNNEL_STEPS as readonly string[]).includes(row.step)) {
      day[row.step as FunnelStep] += count;
      totals[row.step as FunnelStep] += count;
    }
  }
  return {
    from,
    to,
    days: [...byDay.values()],
    totals,
    routes: [...routes].map(([route, views]) => ({ route, views })).sort((a, b) => b.views - a.views),
  };
}

/** The console's read: this process's counts flushed first, so the page shows what it has seen. */
export async function readFunnelNow(range: { from: string; to: string }): Promise<Funnel> {
  const db = await getDb();
  await flushFunnel(db).catch(() => undefined);
  return readFunnel(range, db);
}
