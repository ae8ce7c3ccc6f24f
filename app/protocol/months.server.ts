// The revenue share as a monthly statement: each store month's paid net revenue (the dashboard's
// sales reader) times each promised share, and what the brand recorded when it closed the month.
import { eq, sql } from "drizzle-orm";
import { addDays, makeRange } from "~/utils/period";
import { getNpxFigures } from "~/dashboard/npx.server";
import { getSales } from "~/dashboard/sales.server";
import { PAID, rows } from "~/dashboard/sql.server";
import type { DbOrTx } from "~/db/types";
import { protocolMonths } from "~/db/schema";
import { revenueFlow } from "~/content/tokenomics";
import { storeDay } from "~/utils/store-time";

export type ProtocolMonth = typeof protocolMonths.$inferSelect;

/** How many months the statement lists, newest first. */
export const STATEMENT_MONTHS = 12;

export interface MonthShare {
  id: string;
  label: string;
  percent: number;
  cents: number;
}

export interface MonthStatement {
  /** YYYY-MM, a store month. */
  month: string;
  netRevenueCents: number;
  shares: MonthShare[];
  /** NPX the month's paid orders earned for their buyers (the 10% back, paid in NPX). */
  earnedNpx: number;
  /** "open": the month is not over; "not_closed": over, and the brand has not closed it. */
  state: "open" | "closed" | "not_closed";
  close: ProtocolMonth | null;
}

/**
 * The promised share of a month's net revenue, in whole cents (rounded down: never more than promised).
 * A percent has at most one decimal place ("12.6%" back), counted in tenths so the sum stays integer.
 */
export function shareCents(netCents: number, percent: number): number {
  return Math.floor((Math.max(netCents, 0) * Math.round(percent * 10)) / 1000);
}

/** Each stream's share of `netCents`, for the store's `back` (storeRewardBack()). */
export function monthShares(netCents: number, back: string): MonthShare[] {
  return revenueFlow(back).streams.map((s) => ({
    id: s.id,
    label: s.label,
    percent: s.percent,
    cents: shareCents(netCents, s.percent),
  }));
}

/** The store month's first and last day. */
export function monthRange(month: string, timeZone: string) {
  const first = `${month}-01`;
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  return makeRange(first, last, timeZone);
}

export function previousMonth(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}

export const currentMonth = (now: Date, timeZone: string) => storeDay(now, timeZone).slice(0, 7);

/** The month's paid net revenue and NPX earned, from the ledger. */
export async function monthFigures(db: DbOrTx, month: string, timeZone: string, now: Date) {
  const range = monthRange(month, timeZone);
  const [{ sales }, npx] = await Promise.all([getSales(db, range, timeZone), getNpxFigures(db, range, now)]);
  return { netRevenueCents: sales.netCents, earnedNpx: npx.earned };
}

/**
 * The months since the store's first sale (or first close), newest first, at most STATEMENT_MONTHS;
 * `back` is the store's "% back" (storeRewardBack()), the holders' share.
 */
export async function monthStatements(
  db: DbOrTx,
  now: Date,
  timeZone: string,
  back: string,
): Promise<MonthStatement[]> {
  const [[first], closes] = await Promise.all([
    rows<{ first: string | null }>(
      db,
      sql`select to_char(min(paid_at) at time zone ${timeZone}, 'YYYY-MM') as first from orders where status in ${PAID}`,
    ),
    db.select().from(protocolMonths),
  ]);
  const current = currentMonth(now, timeZone);
  const earliest = [first?.first, ...closes.map((c) => c.month)].filter((m): m is string => !!m).sort()[0] ?? current;
  const months: string[] = [];
  for (let m = current; m >= earliest && months.length < STATEMENT_MONTHS; m = previousMonth(m)) months.push(m);
  return Promise.all(
    months.map(async (month) => {
      const close = closes.find((c) => c.month === month) ?? null;
      const figures = await monthFigures(db, month, timeZone, now);
      // A closed month shows the revenue it was closed on; a refund after that is in the ledger's later months.
      const netRevenueCents = close ? close.netRevenueCents : figures.netRevenueCents;
      return {
        month,
        netRevenueCents,
        shares: monthShares(netRevenueCents, back),
        earnedNpx: figures.earnedNpx,
        state: close ? "closed" : month === current ? "open" : "not_closed",
        close,
      } satisfies MonthStatement;
    }),
  );
}

export async function closedMonth(db: DbOrTx, month: string) {
  const [row] = await db.select().from(protocolMonths).where(eq(protocolMonths.month, month));
  return row ?? null;
}
