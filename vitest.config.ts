import { defineConfig } from "vitest/config";
import { printOnce, vitestWorkers } from "./tests/setup/workers.ts";

const workers = vitestWorkers();
printOnce(`Vitest: ${workers.reason}`);
// A timeout catches a hang, never a slow machine: minutes, whatever a test takes on a quiet one.
// How fast something is belongs in the benchmarks (scripts/bench), not in a test's pass or fail.
const HANG_MS = 5 * 60_000;

// Two suites: unit (pure logic) and integration (real database: PGlite in memory,
// or the PostgreSQL in DATABASE_URL for `npm run test:postgres`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Files at once from the CPUs and memory there are (tests/setup/workers.ts): four on two cores.
    // Vitest's default is one fewer than the cores (one file on two), while an integration file
    // spends much of its time waiting on a store it started, a poll or a timer.
    maxWorkers: workers.count,
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    // expect.poll waits for what a store does on its own time: a hang is minutes, not its 1 s default.
    expect: { poll: { timeout: 60_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "app/**/*.integration.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/security/**/*.test.ts",
            "tests/fuzz/**/*.test.ts",
          ],
          globalSetup: ["tests/setup/database-template.ts"],
          setupFiles: ["tests/setup/database.ts"],
          environment: "node",
          // One shared PostgreSQL database is reset per file, so files run one at a time there.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
});
