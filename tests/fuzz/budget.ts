// A property's own time budget: it runs generated cases until the budget is spent, then lets the
// rest pass untried and says how many it ran. A slow or busy machine fuzzes fewer cases; it never
// fails a test by being slow (the test's timeout, minutes, is there for a hang).

/** Each property's budget in milliseconds (FUZZ_BUDGET_MS): all 100-200 cases fit in it on a quiet machine. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 20_000);
/** Cases run whatever the time: a slow machine fuzzes less, never not at all. */
const MIN_CASES = 10;

export function fuzzBudget(label: string, cases: number) {
  const started = performance.now();
  let ran = 0;
  let failing = false;
  return {
    /** Runs one case, or lets it pass untried once the budget is spent (never while shrinking a failure). */
    async run(body: () => Promise<void>): Promise<void> {
      if (!failing && ran >= MIN_CASES && performance.now() - started > BUDGET_MS) return;
      ran += 1;
      try {
        await body();
      } catch (error) {
        failing = true;
        throw error;
      }
    },
    /** One line in the test's output: how many of the cases ran, in how long. */
    report() {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const stopped = ran < cases ? `, the rest untried: its ${BUDGET_MS / 1000} s budget was spent` : "";
      console.log(`${label}: ${Math.min(ran, cases)} of ${cases} cases in ${seconds} s${stopped}`);
    },
  };
}
