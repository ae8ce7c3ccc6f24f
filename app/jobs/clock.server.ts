// The one clock. Everything that decides by date (renewals, reminders, expiries, purges) reads
// now(), so tests can move time. The offset lives on globalThis: the Express entry and the app
// bundle may hold two copies of this module, and they must agree on the time.
const offsetKey = Symbol.for("nava.clock-offset");
type GlobalWithClock = typeof globalThis & { [offsetKey]?: number };

export function now(): Date {
  return new Date(Date.now() + ((globalThis as GlobalWithClock)[offsetKey] ?? 0));
}

/** Tests only: move the clock forward (or back, with a negative number). */
export function advanceClock(ms: number) {
  const g = globalThis as GlobalWithClock;
  g[offsetKey] = (g[offsetKey] ?? 0) + ms;
}

export function resetClock() {
  (globalThis as GlobalWithClock)[offsetKey] = 0;
}
