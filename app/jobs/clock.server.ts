// The one clock. Everything that decides by date (renewals, reminders, expiries, purges) reads
// now(), so tests can move time.
let offsetMs = 0;
let read = () => Date.now() + offsetMs;

export function now(): Date {
  return new Date(read());
}

/** Tests only: move the clock forward (or back, with a negative number). */
export function advanceClock(ms: number) {
  offsetMs += ms;
}

export function resetClock() {
  offsetMs = 0;
}

/**
 * A test that runs the built server beside its own copy of the app (tests/fuzz/app.ts) hands the
 * server its clock, as it hands it its database: both copies then keep one time.
 */
export function followClock(clock: () => Date) {
  read = () => clock().getTime();
}
