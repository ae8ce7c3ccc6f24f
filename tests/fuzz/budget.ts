// A property's own time budget: it runs generated cases until the budget is spent, then lets the
// rest pass untried and says how many it ran. A slow or busy machine fuzzes fewer cases; it never
// fails a test by being slow (the test's timeout, minutes, is there for a hang).

/**
 * Each property's budget in milliseconds (FUZZ_BUDGET_MS). 10 s: alone, every route property runs all
 * its 100-200 cases in 2-7 s; inside the quiet suite (four files on two cores) they took 4-18 s, so
 * the slowest now run 55-100 % of their cases there (each reports how many). A longer budget only
 * spent a loaded machine's CPU, which the rest of the suite was waiting for.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 10_000);
/** Cases run whatever the time: a slow machine fuzzes less, never not at all. */
const MIN_CASES = 10;

/** `times` scales the budget for a property whose cases are long (a whole sequence of orders). */
export function fuzzBudget(label: string, cases: number, { times = 1 } = {}) {
  const budgetMs = BUDGET_MS * times;
  const started = performance.now();
  let ran = 0;
  let failing = false;
  return {
    /** Runs one case, or lets it pass untried once the budget is spent (never while shrinking a failure). */
    async run(body: () => Promise<void>): Promise<void> {
      if (!failing && ran >= MIN_CASES && performance.now() - started > budgetMs) return;
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
      const stopped = ran < cases ? `, the rest untried: its ${budgetMs / 1000} s budget was spent` : "";
      console.log(`${label}: ${Math.min(ran, cases)} of ${cases} cases in ${seconds} s${stopped}`);
    },
  };
}
