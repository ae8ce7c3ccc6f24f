// What needs doing today: the dashboard's to-do and the console menu's badges. The counts are one
// round trip of scalar subqueries on indexed columns (every console page reads them); the
// dashboard reads them with the few rows each line names (the oldest order, the oldest request…)
// in the same one query. Read only: every line opens the console list that does the work.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { UNPAID_DEADLINE_JOB } from "~/payments/unpaid-deadline.server";
import { REFUND_PURPOSE } from "~/refunds/usdc.server";
import { getEnv } from "~/utils/env.server";
import { nextDay, startOfStoreDay, storeDay } from "~/utils/store-time";
import { at, rows } from "./sql.server";
import type { TodayCounts } from "./today";

export { TODAY_HREFS, TODAY_KEYS, type TodayCounts } from "./today";

/** Today's store day as an instant range, for deadlines that fall on it. */
function todayRange(now: Date, timeZone: string) {
  const day = storeDay(now, timeZone);
  return { day, start: startOfStoreDay(day, timeZone), end: startOfStoreDay(nextDay(day), timeZone) };
}

function countColumns(now: Date, timeZone: string) {
  const { start, end } = todayRange(now, timeZone);
  return sql`
    (select count(*) from orders where status = 'paid')::float8 as "toShip",
    (select count(*) from refund_requests where status = 'open')::float8 as "refundRequests",
    (select count(*) from orders o join jobs j on j.name = ${UNPAID_DEADLINE_JOB} and j.key = o.id
      where o.status = 'pending_payment' and j.run_at >= ${at(start)} and j.run_at < ${at(end)})::float8 as "unpaidToday",
    (select count(*) from product_stock s join products p on p.id = s.product_id
      where p.active and s.available <= s.alert_level)::float8 as "lowStock",
    ((select count(*) from refund_requests where status = 'waiting_funds')
      + (select count(*) from payment_returns r left join chain_transfers t on t.id = r.transfer_id
          where r.hold is null and (r.transfer_id is null or t.status = 'failed'))
      + (select count(*) from chain_transfers t where t.purpose = ${REFUND_PURPOSE} and t.status = 'failed'
          and not exists (select 1 from refund_requests q
            where q.status = 'waiting_funds' and t.key = 'order-refund:' || q.id)))::float8 as "moneyStuck",
    (select count(*) from creator_payouts where status = 'due')::float8 as "payoutsDue"`;
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
  ship: Array<{ id: string; number: string; at: string }>;
  requests: Array<{ id: number; at: string; number: string }>;
  firstDeadline: string | null;
  low: Array<{ id: string; name: string; available: number; alertLevel: number }>;
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
      (select coalesce(json_agg(x), '[]') from (
        select id, number, coalesce(paid_at, created_at) as at from orders where status = 'paid'
        order by coalesce(paid_at, created_at), number limit ${SHIP_SHOWN}) x) as "ship",
      (select coalesce(json_agg(x), '[]') from (
        select q.id, q.created_at as at, o.number from refund_requests q join orders o on o.id = q.order_id
        where q.status = 'open' order by q.created_at, q.id limit 200) x) as "requests",
      (select min(j.run_at) from orders o join jobs j on j.name = ${UNPAID_DEADLINE_JOB} and j.key = o.id
        where o.status = 'pending_payment' and j.run_at >= ${at(start)} and j.run_at < ${at(end)}) as "firstDeadline",
      (select coalesce(json_agg(x), '[]') from (
        select s.product_id as id, p.name, s.available, s.alert_level as "alertLevel"
        from product_stock s join products p on p.id = s.product_id
        where p.active and s.available <= s.alert_level order by s.available, p.name limit 5) x) as "low",
      (select short from refund_account_state where id = 1 and short_since is not null) as "short",
      (select coalesce(sum(amount_cents), 0) from creator_payouts where status = 'due')::float8 as "payoutsCents"`,
  );
  const r = row!;
  const parse = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  const requests = parse(r.requests).map((q) => {
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
    ship: parse(r.ship).map((o) => ({ id: o.id, number: o.number, paidAt: new Date(o.at).toISOString() })),
    requests: {
      oldest: requests[0] ?? null,
      overdue: requests.filter((q) => q.overdue).length,
    },
    firstDeadline,
    low: parse(r.low),
    short: r.short as "sol" | "usdc" | "both" | null,
    payoutsCents: r.payoutsCents,
  };
}

export type Today = Awaited<ReturnType<typeof getToday>>;
