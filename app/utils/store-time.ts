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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A day as the store's calendar names it, e.g. "Dec 15, 2026". */
export function formatStoreDate(at: Date | string, timeZone: string): string {
  return formatIn(timeZone, false).format(new Date(at));
}

/** A moment on the store's clock, e.g. "Dec 15, 2026, 6:00 PM". */
export function formatStoreDateTime(at: Date | string, timeZone: string): string {
  // Some runtimes put a narrow no-break space before AM/PM: one ordinary space reads and matches the same.
  return formatIn(timeZone, true)
    .format(new Date(at))
    .replace(/\u202f/g, " ");
}

/** The last store day a code or offer ending at `endsAt` still works (it ends as the next day starts). */
export function lastStoreDay(endsAt: Date | string, timeZone: string): string {
  return storeDay(new Date(new Date(endsAt).getTime() - 1), timeZone);
}

/** Whether `at` is the very start of a store day (midnight there): an end date's instant. */
export function isStartOfStoreDay(at: Date | string, timeZone: string): boolean {
  const instant = new Date(at);
  return startOfStoreDay(storeDay(instant, timeZone), timeZone).getTime() === instant.getTime();
}
