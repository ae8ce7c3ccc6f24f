// `npm run jobs -- --due`: runs every job that is due now against the configured database, then
// exits. On PGlite the store must be stopped first (one process per data folder); while it runs,
// its own scheduler does this every few seconds, and /admin/jobs has a "Run due jobs now" button.
import { DataDirLockedError } from "~/db/lock.server";
import { openDatabase } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { runDueJobs } from "./jobs.server";

const args = process.argv.slice(2);
if (!args.includes("--due")) {
  console.error("usage: npm run jobs -- --due   (runs every job that is due now, then exits)");
  process.exit(2);
}

const env = getEnv();
try {
  const database = await openDatabase({ url: env.DATABASE_URL ?? env.PGLITE_DIR });
  try {
    const { ran, failed } = await runDueJobs(database.db, { limit: 10_000 });
    console.log(`ran ${ran} due job(s), ${failed} failed`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nThe running store's scheduler runs due jobs every few seconds.`);
    process.exit(1);
  }
  throw error;
}
