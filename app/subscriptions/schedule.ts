// The subscription calendar, pure. Renewals fall on calendar days in the store's time zone, so a
// delivery every 4 weeks stays on the same weekday through month ends, leap days and daylight-saving
// changes. Days are ISO strings (YYYY-MM-DD); arithmetic is on whole days, never on hours.

export const FREQUENCIES = [2, 4, 6, 8] as const;
export type FrequencyWeeks = (typeof FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: FrequencyWeeks = 4;
/** A new date for the next delivery may be at most this far out. */
export const RESCHEDULE_MAX_WEEKS = 8;
/** The reminder goes out this many days before a renewal. */
export const REMINDER_DAYS_BEFORE = 3;
/** An unpaid renewal order is cancelled after this many days. */
export const UNPAID_RENEWAL_DAYS = 7;
/** This many unpaid renewals in a row pause the subscription. */
export const MISSED_RENEWALS_TO_PAUSE = 2;
export const PAUSE_PERIODS = [1, 2, 3] as const;
export const MIN_SUBSCRIPTION_QUANTITY = 1;
export const MAX_SUBSCRIPTION_QUANTITY = 10;
/** Where the store's day starts and ends. */
export const STORE_TIME_ZONE = "America/New_York";

export type CalendarDay = string;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isFrequency(weeks: number): weeks is FrequencyWeeks {
  return (FREQUENCIES as readonly number[]).includes(weeks);
}

/** A real day of the calendar (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toEpochDay(day: CalendarDay): number {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function fromEpochDay(epochDay: number): CalendarDay {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromEpochDay(toEpochDay(day) + days);
}

export function addWeeks(day: CalendarDay, weeks: number): CalendarDay {
  return addDays(day, weeks * 7);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The calendar day an instant falls on in the store's time zone. */
export function storeDay(instant: Date, timeZone = STORE_TIME_ZONE): CalendarDay {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The first renewal: one period after the day the first order was paid. */
export function firstRenewalOn(paidAt: Date, frequencyWeeks: FrequencyWeeks): CalendarDay {
  return addWeeks(storeDay(paidAt), frequencyWeeks);
}

export function isRenewalDue(nextRenewalOn: CalendarDay, today: CalendarDay): boolean {
  return nextRenewalOn <= today;
}

/** The reminder is due from three days before the renewal until the renewal itself. */
export function isReminderDue(nextRenewalOn: CalendarDay, today: CalendarDay): boolean {
  const left = daysBetween(today, nextRenewalOn);
  return left > 0 && left <= REMINDER_DAYS_BEFORE;
}

/**
 * The renewal after one on `renewedOn` is a period later. A renewal that ran late (the store was
 * down for longer than a period) does not leave a next one already due: that one is a period
 * after today instead, so no backlog of orders is placed at once.
 */
export function nextAfterRenewal(renewedOn: CalendarDay, frequencyWeeks: number, today = renewedOn): CalendarDay {
  const next = addWeeks(renewedOn, frequencyWeeks);
  return next > today ? next : addWeeks(today, frequencyWeeks);
}

/** Skipping moves the next delivery one period on. */
export function skipNext(nextRenewalOn: CalendarDay, frequencyWeeks: number): CalendarDay {
  return addWeeks(nextRenewalOn, frequencyWeeks);
}

/** A pause for some periods leaves out that many deliveries; deliveries restart on the day returned. */
export function pauseEndsOn(nextRenewalOn: CalendarDay, frequencyWeeks: number, periods: number): CalendarDay {
  return addWeeks(nextRenewalOn, frequencyWeeks * periods);
}

/** Resuming keeps a next delivery still ahead; one already passed becomes tomorrow. */
export function nextOnResume(nextRenewalOn: CalendarDay, today: CalendarDay): CalendarDay {
  return nextRenewalOn > today ? nextRenewalOn : addDays(today, 1);
}

/** Reactivating a cancelled subscription starts a period from today. */
export function nextOnReactivate(today: CalendarDay, frequencyWeeks: number): CalendarDay {
  return addWeeks(today, frequencyWeeks);
}

export type RescheduleCheck = { ok: true } | { ok: false; reason: "not_a_day" | "not_after_today" | "too_far" };

/** A new day for the next delivery: after today, at most 8 weeks out. */
export function checkReschedule(day: string, today: CalendarDay): RescheduleCheck {
  if (!isCalendarDay(day)) return { ok: false, reason: "not_a_day" };
  if (day <= today) return { ok: false, reason: "not_after_today" };
  if (day > addWeeks(today, RESCHEDULE_MAX_WEEKS)) return { ok: false, reason: "too_far" };
  return { ok: true };
}

/** The latest day the next delivery can be moved to. */
export function latestRescheduleDay(today: CalendarDay): CalendarDay {
  return addWeeks(today, RESCHEDULE_MAX_WEEKS);
}

/** What a subscription brings in per month on average (a month is 52/12 weeks), in cents. */
export function monthlyCents(amountPerRenewalCents: number, frequencyWeeks: number): number {
  return Math.round((amountPerRenewalCents * 52) / 12 / frequencyWeeks);
}

/** "Tuesday, March 10, 2026": a calendar day as people read it, the same on server and browser. */
export function formatDay(day: CalendarDay): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}
