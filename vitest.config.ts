import { defineConfig } from "vitest/config";

// Two suites: unit (pure logic) and integration (real database: PGlite in memory,
// or the PostgreSQL in DATABASE_URL for `npm run test:postgres`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Four files at once on two cores (Vitest's default is one fewer than the cores: one file here).
    // An integration file spends much of its time waiting on a store it started, a poll or a timer.
    maxWorkers: 4,
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One shared PostgreSQL database is reset per file, so files run one at a time there.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
});
