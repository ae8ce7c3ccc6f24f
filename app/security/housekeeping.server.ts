// Housekeeping, hourly as a scheduled job (one run per slot across every process): sign-in nonces
// a day past their life, wallet sessions ended or expired a day ago, carts untouched for 30 days
// (their lines go with them), and the done runs of recurring jobs a day old (the payment check
// leaves one every few seconds). Each delete runs on an index of the date it reads.
import { and, eq, isNotNull, like, lt, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { authNonces, carts, jobs, walletSessions } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { logger } from "~/utils/logger.server";

const DAY_MS = 86_400_000;
/** A cart nobody touched for this long is abandoned. */
export const ABANDONED_CART_MS = 30 * DAY_MS;

export async function purgeExpiredRows(db: DbOrTx, at: Date = now()) {
  const dayAgo = new Date(at.getTime() - DAY_MS);
  // Kept a day past their life, so a late sign-in is told "expired" rather than "unknown".
  const nonces = await db
    .delete(authNonces)
    .where(lt(authNonces.expiresAt, dayAgo))
    .returning({ id: authNonces.nonce });
  const sessions = await db
    .delete(walletSessions)
    .where(
      or(
        lt(walletSessions.expiresAt, dayAgo),
        and(isNotNull(walletSessions.revokedAt), lt(walletSessions.revokedAt, dayAgo)),
      ),
    )
    .returning({ id: walletSessions.id });
  const abandoned = await db
    .delete(carts)
    .where(lt(carts.updatedAt, new Date(at.getTime() - ABANDONED_CART_MS)))
    .returning({ id: carts.id });
  // Only recurring slots: a keyed one-off job (a renewal for a period) must stay, or it could run again.
  const slots = await db
    .delete(jobs)
    .where(and(eq(jobs.status, "done"), lt(jobs.runAt, dayAgo), like(jobs.key, "slot:%")))
    .returning({ id: jobs.id });
  const purged = { nonces: nonces.length, sessions: sessions.length, carts: abandoned.length, jobRuns: slots.length };
  logger.info(purged, "housekeeping purged expired rows");
  return purged;
}

export const housekeepingJob = defineRecurringJob("security.purge-expired", 3_600_000, async ({ db }) => {
  await purgeExpiredRows(db);
});
