// The figures of /protocol and the console's month statements that read across the store: each
// month's net revenue (the money record, through the dashboard's sales reader), NPX earned and
// claimed (the rewards ledger), the reward pool's balance, and the explorer's links. The protocol
// domain (app/protocol) keeps what is its own (statements, closed months, the chain's and the price
// API's reads, the page's cache) and is handed these readers.
import { sql } from "drizzle-orm";
import { getNpxFigures, getPoolBalance } from "~/dashboard/npx.server";
import { getSales } from "~/dashboard/sales.server";
import { PAID, rows } from "~/dashboard/sql.server";
import type { Db, DbOrTx } from "~/db/types";
import {
  CHAIN_TIMEOUT_MS,
  keptProtocolFigures,
  type ChainFigure,
  type LedgerFigures,
  type ProtocolFigures,
  type StoreReaders,
} from "~/protocol/figures.server";
import {
  closedMonths,
  currentMonth,
  monthRange,
  monthShares,
  previousMonth,
  STATEMENT_MONTHS,
  type MonthStatement,
} from "~/protocol/months.server";
import { explorerTxUrl } from "~/utils/explorer.server";

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
    closedMonths(db),
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

async function readLedger(db: Db, now: Date, timeZone: string): Promise<LedgerFigures> {
  const always = { from: "", to: "", start: new Date(0), end: new Date(now.getTime() + 86_400_000), days: 0 };
  const thisMonth = currentMonth(now, timeZone);
  const lastMonth = previousMonth(thisMonth);
  const [npx, [claims], current, previous] = await Promise.all([
    getNpxFigures(db, always, now),
    rows<{ count: number }>(
      db,
      sql`select count(*)::float8 as count from reward_distributions where tx_signature is not null`,
    ),
    monthFigures(db, thisMonth, timeZone, now),
    monthFigures(db, lastMonth, timeZone, now),
  ]);
  return {
    readAt: now.toISOString(),
    earnedNpx: npx.earned,
    claims: Number(claims!.count),
    claimedNpx: npx.claimed,
    thisMonth: { month: thisMonth, netRevenueCents: current.netRevenueCents },
    lastMonth: { month: lastMonth, netRevenueCents: previous.netRevenueCents },
  };
}

async function readPool(): Promise<ChainFigure> {
  const pool = await getPoolBalance(CHAIN_TIMEOUT_MS);
  return pool.state === "read" ? { state: "read", value: pool.balanceNpx, readAt: pool.readAt.toISOString() } : pool;
}

/**
 * The page's figures: the last read within FIGURES_MS, or a fresh one (app/protocol/figures.server.ts).
 * `back` is storeRewardBack(), passed by the page.
 */
export function getProtocolFigures(db: Db, back: string): Promise<ProtocolFigures> {
  const store: StoreReaders = {
    ledger: (now, timeZone) => readLedger(db, now, timeZone),
    months: (now, timeZone, monthsBack) => monthStatements(db, now, timeZone, monthsBack),
    pool: readPool,
    txUrl: explorerTxUrl,
  };
  return keptProtocolFigures(db, back, store);
}
