// The dashboard's period: read from the URL's plain GET form (?period=7d, or custom from/to), in the
// store's days. Every boundary is midnight in the store's time zone; the previous period is the same
// number of days just before. Pure: the clock and the zone are passed in.
import { nextDay, startOfStoreDay, storeDay } from "~/utils/store-time";

export const PERIOD_KEYS = ["today", "7d", "30d", "90d", "last-week", "this-month", "last-month", "custom"] as const;
/** The days a store week may start on (STORE_WEEK_START); Monday unless the store says otherwise. */
export const WEEK_STARTS = ["monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
const WEEKDAY_NUMBER: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };
export type PeriodKey = (typeof PERIOD_KEYS)[number];
export const DEFAULT_PERIOD: PeriodKey = "30d";
/** The longest custom range a page draws day by day. */
export const MAX_DAYS = 731;

export interface Range {
  /** First store day, YYYY-MM-DD. */
  from: string;
  /** Last store day (inclusive). */
  to: string;
  /** The instant the first day starts. */
  start: Date;
  /** The instant the day after the last starts (exclusive). */
  end: Date;
  days: number;
}

export interface Period extends Range {
  key: PeriodKey;
  previous: Range;
  /** True when the custom range asked for could not be read (the default period is shown). */
  invalid: boolean;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD plus n days (n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY_RE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function makeRange(from: string, to: string, timeZone: string): Range {
  return {
    from,
    to,
    start: startOfStoreDay(from, timeZone),
    end: startOfStoreDay(nextDay(to), timeZone),
    days: daysBetween(from, to) + 1,
  };
}

function bounds(key: PeriodKey, today: string, weekStart: WeekStart): [string, string] {
  switch (key) {
    case "last-week": {
      // The whole week before this one, weeks starting on the store's day.
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      const thisWeek = addDays(today, -((weekday - WEEKDAY_NUMBER[weekStart] + 7) % 7));
      return [addDays(thisWeek, -7), addDays(thisWeek, -1)];
    }
    case "today":
      return [today, today];
    case "7d":
      return [addDays(today, -6), today];
    case "90d":
      return [addDays(today, -89), today];
    case "this-month":
      return [`${today.slice(0, 8)}01`, today];
    case "last-month": {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return [`${lastDay.slice(0, 8)}01`, lastDay];
    }
    default:
      return [addDays(today, -29), today];
  }
}

/** The period a query string asks for; anything unreadable falls back to the default. */
export function periodFrom(
  params: URLSearchParams,
  now: Date,
  timeZone: string,
  weekStart: WeekStart = "monday",
): Period {
  const today = storeDay(now, timeZone);
  const asked = PERIOD_KEYS.find((k) => k === params.get("period")) ?? DEFAULT_PERIOD;
  let key: PeriodKey = asked;
  let invalid = false;
  let [from, to] = bounds(asked, today, weekStart);
  if (asked === "custom") {
    const f = params.get("from");
    const t = params.get("to");
    if (isDay(f) && isDay(t) && f <= t && daysBetween(f, t) < MAX_DAYS) [from, to] = [f, t];
    else {
      key = DEFAULT_PERIOD;
      invalid = true;
      [from, to] = bounds(DEFAULT_PERIOD, today, weekStart);
    }
  }
  const range = makeRange(from, to, timeZone);
  // A calendar month is compared with the whole month before it; any other period with the same
  // number of days just before.
  const monthly = key === "last-month";
  const previousFrom = monthly ? `${addDays(from, -1).slice(0, 8)}01` : addDays(from, -range.days);
  const previous = makeRange(previousFrom, addDays(from, -1), timeZone);
  return { key, ...range, previous, invalid };
}

/** Every store day of a range, in order. */
export function daysOf(range: Pick<Range, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) days.push(day);
  return days;
}
