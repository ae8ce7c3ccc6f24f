// The scheduled backup of the embedded database: every 15 minutes the scheduler asks whether the
// newest backup in BACKUP_DIR is older than BACKUP_EVERY_HOURS (24 by default) and takes one if so,
// so a store that was stopped at the hour still gets its daily backup. On PostgreSQL this job does
// nothing: the database's own backups are the ones to keep (docs/deploy.md).
import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "~/db/types";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { backupPglite, listBackups } from "./backup.server";

const CHECK_EVERY_MS = 15 * 60_000;

/** The PGlite behind a Drizzle handle, or undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as PGlite).execProtocolRawStream === "function" ? (client as PGlite) : undefined;
}

/** Takes a backup now (the store's own, or `npm run backup` reaching a running store). */
export async function backUpNow(db: Db): Promise<string | undefined> {
  const client = pgliteOf(db);
  if (!client) return undefined;
  const { BACKUP_DIR, BACKUP_KEEP } = getEnv();
  const started = Date.now();
  const file = await backupPglite(client, BACKUP_DIR, { keep: BACKUP_KEEP });
  logger.info({ file, ms: Date.now() - started }, "backup written");
  return file;
}

/** Whether a scheduled backup is due: none yet, or the newest older than BACKUP_EVERY_HOURS. */
export function backupDue(at: Date = now()): boolean {
  const { BACKUP_DIR, BACKUP_EVERY_HOURS } = getEnv();
  if (BACKUP_EVERY_HOURS === 0) return false;
  const newest = listBackups(BACKUP_DIR)[0];
  return !newest || at.getTime() - newest.takenAt.getTime() >= BACKUP_EVERY_HOURS * 3_600_000;
}

/** Whether this store keeps its data on disk: an in-memory database (tests, a throwaway store) has nothing to keep. */
export function storeIsDurable(): boolean {
  return !getEnv().PGLITE_DIR.startsWith("memory://");
}

export const backupJob = defineRecurringJob("ops.backup", CHECK_EVERY_MS, async ({ db }) => {
  if (!pgliteOf(db) || !storeIsDurable() || !backupDue()) return;
  await backUpNow(db);
});
