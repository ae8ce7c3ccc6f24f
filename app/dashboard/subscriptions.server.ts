// Subscriptions for a period: how many are active and paused now, started and cancelled in the
// period, churn, monthly recurring revenue, the period's renewals, and the cohorts.
//
// The past is read from each subscription's start and cancellation: a subscription counts at an
// instant when it had started and was not cancelled by then. Pauses leave no dated record, so a
// subscription paused now is left out of MRR and the active count at every instant (at the
// period's end, today, these equal the active subscriptions exactly).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { startOfStoreDay } from "~/utils/store-time";
import type { Range } from "~/utils/period";
import { at, PAID, ratio, rows } from "./sql.server";

/** What a subscription brings in a month: its price times quantity, 52 weeks over 12 months. */
const monthlyCents = sql`(s.unit_price_cents * s.quantity * 52.0 / (12 * s.frequency_weeks))`;
const liveAt = (instant: Date) =>
  sql`s.created_at < ${at(instant)} and (s.cancelled_at is null or s.cancelled_at >= ${at(instant)})`;
const counted = sql`s.status <> 'paused'`;

export interface SubscriptionFigures {
  activeNow: number;
  pausedNow: number;
  /** Active at the period's end (subscriptions paused now left out). */
  activeAtEnd: number;
  started: number;
  cancelled: number;
  /** Cancelled in the period ÷ subscriptions live at its start; null when none were. */
  churn: number | null;
  mrrCents: number;
  renewals: { paid: number; awaiting: number; failed: number };
}

export async function getSubscriptionFigures(db: DbOrTx, range: Range): Promise<SubscriptionFigures> {
  const [s] = await rows<Record<string, number>>(
    db,
    sql`select
      (count(*) filter (where s.status = 'active'))::float8 as active_now,
      (count(*) filter (where s.status = 'paused'))::float8 as paused_now,
      (count(*) filter (where ${liveAt(range.end)} and ${counted}))::float8 as active_end,
      coalesce(sum(${monthlyCents}) filter (where ${liveAt(range.end)} and ${counted}), 0)::float8 as mrr,
      (count(*) filter (where ${liveAt(range.start)}))::float8 as live_start,
      (count(*) filter (where s.created_at >= ${at(range.start)} and s.created_at < ${at(range.end)}))::float8 as started,
      (count(*) filter (where s.cancelled_at >= ${at(range.start)} and s.cancelled_at < ${at(range.end)}))::float8 as cancelled
    from subscriptions s`,
  );
  // A renewal belongs to the day it was due; its order says how it went.
  const [r] = await rows<Record<string, number>>(
    db,
    sql`select
      (count(*) filter (where o.status in ${PAID}))::float8 as paid,
      (count(*) filter (where o.status = 'pending_payment'))::float8 as awaiting,
      (count(*) filter (where o.status = 'cancelled'))::float8 as failed
    from subscription_renewals r join orders o on o.id = r.order_id
    where r.renewal_on between ${range.from}::date and ${range.to}::date`,
  );
  const cancelled = Number(s!.cancelled);
  return {
    activeNow: Number(s!.active_now),
    pausedNow: Number(s!.paused_now),
    activeAtEnd: Number(s!.active_end),
    started: Number(s!.started),
    cancelled,
    churn: ratio(cancelled, Number(s!.live_start)),
    mrrCents: Math.round(Number(s!.mrr)),
    renewals: { paid: Number(r!.paid), awaiting: Number(r!.awaiting), failed: Number(r!.failed) },
  };
}

export interface MonthPoint {
  /** YYYY-MM */
  month: string;
  active: number;
  mrrCents: number;
}

/** YYYY-MM plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The first instants of `months` store months from `first`, and of the month after, as an SQL
 * array for width_bucket: bucket 0 is before `first`, bucket i the i-th month, months + 1 after.
 */
function monthBounds(first: string, months: number, timeZone: string) {
  const starts = Array.from({ length: months + 1 }, (_, i) => startOfStoreDay(`${addMonths(first, i)}-01`, timeZone));
  return sql`array[${sql.join(
    starts.map((instant) => at(instant)),
    sql`, `,
  )}]`;
}

/**
 * Active subscriptions and MRR at the end of each of the last `months` store months (the current
 * month: now), from one grouped read: each subscription placed by the month it started and the
 * month it was cancelled, found by comparing with the months' first instants (cheaper than the
 * store month of every row).
 */
export async function getMrrByMonth(db: DbOrTx, today: string, timeZone: string, months = 12): Promise<MonthPoint[]> {
  const last = today.slice(0, 7);
  const first = addMonths(last, -(months - 1));
  const bounds = monthBounds(first, months, timeZone);
  const list = await rows<{ started: number; ended: number | null; n: number; cents: number }>(
    db,
    sql`select width_bucket(s.created_at, ${bounds}) as started, width_bucket(s.cancelled_at, ${bounds}) as ended,
      count(*)::float8 as n, sum(${monthlyCents})::float8 as cents
    from subscriptions s where ${counted} group by 1, 2`,
  );
  let active = 0;
  let cents = 0;
  const points: MonthPoint[] = [];
  for (let bucket = 0; bucket <= months; bucket++) {
    for (const row of list) {
      if (Number(row.started) === bucket) {
        active += Number(row.n);
        cents += Number(row.cents);
      }
      if (row.ended !== null && Number(row.ended) === bucket) {
        active -= Number(row.n);
        cents -= Number(row.cents);
      }
    }
    if (bucket > 0) points.push({ month: addMonths(first, bucket - 1), active, mrrCents: Math.round(cents) });
  }
  return points;
}

export interface Cohort {
  /** YYYY-MM of the subscriptions' first order. */
  month: string;
  size: number;
  /**
   * After 1, 2, 3 … months: the share still subscribed (active or paused) of the cohort's
   * subscribers who have been around that long; null where none has yet.
   */
  retained: Array<number | null>;
}

/** Whole months of an interval that age() gave, as SQL. */
const wholeMonths = (age: ReturnType<typeof sql>) => sql`(extract(year from ${age}) * 12 + extract(month from ${age}))`;

/** Subscribers by month of first order over the last `months` store months, and who stayed. */
export async function getCohorts(
  db: DbOrTx,
  now: Date,
  today: string,
  timeZone: string,
  months = 12,
): Promise<Cohort[]> {
  const last = today.slice(0, 7);
  const first = addMonths(last, -(months - 1));
  // The first order's store month by comparing with the months' first instants (see getMrrByMonth);
  // the subscription keeps when its first order was placed (first_order_at), so the orders are not
  // joined (that join read every order of the year).
  const bounds = monthBounds(first, months, timeZone);
  const found = await rows<{ bucket: number; kept: number; reach: number; n: number }>(
    db,
    sql`select width_bucket(s.first_order_at, ${bounds}) as bucket,
      ${wholeMonths(sql`a.kept`)}::float8 as kept, ${wholeMonths(sql`a.reach`)}::float8 as reach, count(*)::float8 as n
    from subscriptions s
    cross join lateral (select age(coalesce(s.cancelled_at, ${at(now)}), s.first_order_at) as kept,
      age(${at(now)}, s.first_order_at) as reach) a
    where s.first_order_at >= (${`${first}-01`}::timestamp at time zone ${timeZone})
    group by 1, 2, 3`,
  );
  const result = found.map((r) => ({ ...r, month: addMonths(first, Number(r.bucket) - 1) }));
  const cohorts: Cohort[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    const own = result.filter((r) => r.month === month);
    const sum = (list: typeof own) => list.reduce((n, r) => n + Number(r.n), 0);
    const retained: Array<number | null> = [];
    for (let k = 1; k <= monthsBetween(month, last); k++) {
      const reached = own.filter((r) => Number(r.reach) >= k);
      retained.push(ratio(sum(reached.filter((r) => Number(r.kept) >= k)), sum(reached)));
    }
    cohorts.push({ month, size: sum(own), retained });
  }
  return cohorts;
}

function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split("-").map(Number);
  const [by, bm] = b.split("-").map(Number);
  return (by! - ay!) * 12 + (bm! - am!);
}

export interface MonthChurn {
  /** YYYY-MM, a store month that overlaps the period. */
  month: string;
  /** Subscriptions live at the month's first instant (one started later in the month is not). */
  active: number;
  /** How many of those were cancelled before the next month began. */
  cancelled: number;
}

/**
 * Churn as subscription tools report it: for each store month the period touches, the
 * subscriptions live at the month's start and how many of them were cancelled during it.
 */
export async function getChurnByMonth(
  db: DbOrTx,
  range: { from: string; to: string },
  timeZone: string,
): Promise<MonthChurn[]> {
  const months: string[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); month = addMonths(month, 1))
    months.push(month);
  if (months.length === 0) return [];
  const bounds = months.map(
    (month) =>
      sql`(${month}, ${at(startOfStoreDay(`${month}-01`, timeZone))}, ${at(startOfStoreDay(`${addMonths(month, 1)}-01`, timeZone))})`,
  );
  const result = await rows<{ month: string; active: number; cancelled: number }>(
    db,
    sql`select m.month::text as month,
      (count(s.id) filter (where s.cancelled_at is null or s.cancelled_at >= m.start_at))::float8 as active,
      (count(s.id) filter (where s.cancelled_at >= m.start_at and s.cancelled_at < m.end_at))::float8 as cancelled
    from (values ${sql.join(bounds, sql`, `)}) as m(month, start_at, end_at)
    left join subscriptions s on s.created_at < m.start_at
    group by m.month`,
  );
  const byMonth = new Map(result.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    active: Number(byMonth.get(month)?.active ?? 0),
    cancelled: Number(byMonth.get(month)?.cancelled ?? 0),
  }));
}
