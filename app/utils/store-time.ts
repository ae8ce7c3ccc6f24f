// The store's calendar: a day is a day in the store's time zone (STORE_TIME_ZONE), the same for the
// console's figures and the funnel's counts. Pure: the zone is passed in.

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function storeDay(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Minutes `timeZone` is ahead of UTC at the instant `at`. */
export function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a store day (YYYY-MM-DD) starts in `timeZone` (midnight there, daylight saving included). */
export function startOfStoreDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at midnight can differ from the offset at the guess on a change day: correct twice.
  let guess = midnightUtc - offsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  guess = midnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** The day after a store day, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A moment as the store's clock on the wall shows it, e.g. "Saturday, November 28, 2026 at 3:07 PM EST". */
export function formatStoreTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}
