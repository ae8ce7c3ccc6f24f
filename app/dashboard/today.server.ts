// What needs doing today: the dashboard's to-do and the console menu's badges. The counts are one
// round trip of scalar subqueries on indexed columns (every console page reads them); the
// dashboard reads them with the few rows each line names (the oldest order, the oldest request…)
// in the same one query. Read only: every line opens the console list that does the work.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { getEnv } from "~/utils/env.server";
import { nextDay, startOfStoreDay, storeDay } from "~/utils/store-time";
import { rows } from "./sql.server";
import type { TodayCounts } from "./today";
import {
  countOf,
  LOW_STOCK,
  type LowRow,
  lowStockList,
  PAYOUTS_DUE,
  parseJson,
  REFUND_SENDS_FAILED,
  REFUNDS_OPEN,
  REFUNDS_WAITING_FUNDS,
  RETURNS_WAITING,
  type RefundRow,
  refundList,
  type ShipRow,
  TO_SHIP,
  toShipList,
  unpaidDueWithin,
} from "./waiting.server";

export { TODAY_HREFS, TODAY_KEYS, type TodayCounts } from "./today";

/** Today's store day as an instant range, for deadlines that fall on it. */
function todayRange(now: Date, timeZone: string) {
  const day = storeDay(now, timeZone);
  return { day, start: startOfStoreDay(day, timeZone), end: startOfStoreDay(nextDay(day), timeZone) };
}

// What each line counts is said once, in ./waiting.server.ts (the daily digest reads the same sets).
function countColumns(now: Date, timeZone: string) {
  const { start, end } = todayRange(now, timeZone);
  return sql`
    ${countOf(TO_SHIP)} as "toShip",
    ${countOf(REFUNDS_OPEN)} as "refundRequests",
    ${countOf(unpaidDueWithin(start, end))} as "unpaidToday",
    ${countOf(LOW_STOCK)} as "lowStock",
    (${countOf(REFUNDS_WAITING_FUNDS)} + ${countOf(RETURNS_WAITING)} + ${countOf(REFUND_SENDS_FAILED)}) as "moneyStuck",
    ${countOf(PAYOUTS_DUE)} as "payoutsDue"`;
}

/** The menu's badges: one query. */
export async function getTodayCounts(
  db: DbOrTx,
  { now = new Date(), timeZone = getEnv().STORE_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
): Promise<TodayCounts> {
  const [row] = await rows<TodayCounts>(db, sql`select ${countColumns(now, timeZone)}`);
  return row!;
}

/** How many of the oldest paid orders the to-do names. */
export const SHIP_SHOWN = 3;
/** The answer the refund form promises, in business days (Monday to Friday in the store's zone). */
export const REFUND_ANSWER_BUSINESS_DAYS = 2;

const DAY_MS = 86_400_000;

/** When an answer to something asked at `asked` is due: that many business days later, same hour. */
export function businessDaysAfter(asked: Date, days: number, timeZone: string): Date {
  let due = asked.getTime();
  let left = days;
  while (left > 0) {
    due += DAY_MS;
    const weekday = new Date(`${storeDay(new Date(due), timeZone)}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(due);
}

interface DetailRow extends TodayCounts {
  ship: ShipRow[] | string;
  requests: RefundRow[] | string;
  firstDeadline: string | null;
  low: LowRow[] | string;
  short: string | null;
  payoutsCents: number;
}

/** The dashboard's to-do: the counts and what each line names, in one query. */
export async function getToday(
  db: DbOrTx,
  { now = new Date(), timeZone = getEnv().STORE_TIME_ZONE }: { now?: Date; timeZone?: string } = {},
) {
  const { day, start, end } = todayRange(now, timeZone);
  const [row] = await rows<DetailRow>(
    db,
    sql`select ${countColumns(now, timeZone)},
      ${toShipList(SHIP_SHOWN)} as "ship",
      ${refundList(REFUNDS_OPEN, 200)} as "requests",
      (select min(j.run_at) ${unpaidDueWithin(start, end)}) as "firstDeadline",
      ${lowStockList(5)} as "low",
      (select short from refund_account_state where id = 1 and short_since is not null) as "short",
      (select coalesce(sum(c.amount_cents), 0) ${PAYOUTS_DUE})::float8 as "payoutsCents"`,
  );
  const r = row!;
  const requests = parseJson(r.requests).map((q) => {
    const asked = new Date(q.at);
    const due = businessDaysAfter(asked, REFUND_ANSWER_BUSINESS_DAYS, timeZone);
    return { id: q.id, number: q.number, askedAt: asked.toISOString(), overdue: due.getTime() <= now.getTime() };
  });
  const counts: TodayCounts = {
    toShip: r.toShip,
    refundRequests: r.refundRequests,
    unpaidToday: r.unpaidToday,
    lowStock: r.lowStock,
    moneyStuck: r.moneyStuck,
    payoutsDue: r.payoutsDue,
  };
  // The time of day on the store's clock ("6:00 PM EST"): the line says it falls today.
  const firstDeadline = r.firstDeadline
    ? new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
        new Date(r.firstDeadline),
      )
    : null;
  return {
    day,
    now: now.toISOString(),
    counts,
    ship: parseJson(r.ship).map((o) => ({ id: o.id, number: o.number, paidAt: new Date(o.at).toISOString() })),
    requests: {
      oldest: requests[0] ?? null,
      overdue: requests.filter((q) => q.overdue).length,
    },
    firstDeadline,
    low: parseJson(r.low),
    short: r.short as "sol" | "usdc" | "both" | null,
    payoutsCents: r.payoutsCents,
  };
}

export type Today = Awaited<ReturnType<typeof getToday>>;
