// The funnel's purge, hourly as a scheduled job (one run per slot across every process): the salts
// and visitor hashes of the days before today (in the store's time zone) are deleted.
import type { Db } from "~/db/types";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { logger } from "~/utils/logger.server";
import { purgeVisitorHashes } from "./counter.server";

export async function purgeFunnelVisitors(db: Db) {
  const purged = await purgeVisitorHashes(db);
  if (purged.hashes > 0 || purged.salts > 0) logger.info(purged, "funnel: past days' salts and visitor hashes dropped");
  return purged;
}

export const funnelPurgeJob = defineRecurringJob("analytics.purge-visitor-hashes", 3_600_000, async ({ db }) => {
  await purgeFunnelVisitors(db);
});
