// The check behind the operator's alerts (app/ops/alerts.server.ts): every 5 minutes one process
// looks for each problem the store watches and opens or clears it. A job failing repeatedly, USDC
// payments waiting past their spacing, the refund account short (its own check emails; here it is
// only recorded), the reward pool short, the newest backup older than two days.
import { sql } from "drizzle-orm";
import { operatorAlertCopy as copy } from "~/content/operator-alerts";
import type { Db } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { refundAccountShortage } from "~/refunds/usdc.server";
import { owedToHolders } from "~/rewards/claims.server";
import { alertIfPoolShort } from "~/flows/claim-rewards.server";
import { getRewardPool, readPoolState } from "~/rewards/pool.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { pgliteOf, storeIsDurable } from "~/ops/backup-job.server";
import { listBackups } from "~/ops/backup.server";
import { rowsOf } from "~/ops/metrics.server";
import { clearAlert, clearAlertsExcept, raiseAlert } from "~/ops/alerts.server";

const CHECK_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** A run still retrying after this many failed attempts is failing repeatedly. */
const RETRYING_AFTER = 3;
/** A watched payment whose check is this far behind its spacing is a problem. */
const PAYMENT_OVERDUE_MS = 10 * 60_000;
const BACKUP_TOO_OLD_MS = 2 * DAY_MS;

export const ALERT_KEYS = {
  job: (name: string) => `job-failing:${name}`,
  payments: "payments-unchecked",
  refundAccount: "refund-account-short",
  backup: "backup-old",
} as const;

async function checkJobs(db: Db, at: Date) {
  const failing = await rowsOf<{ name: string; n: number; last_error: string | null }>(
    db,
    sql`select name, count(*)::int as n,
          (array_agg(last_error order by coalesce(finished_at, run_at) desc))[1] as last_error
        from jobs
        where (status = 'failed' and finished_at > ${new Date(at.getTime() - DAY_MS)})
           or (status in ('pending', 'running') and attempts >= ${RETRYING_AFTER} and last_error is not null)
        group by name`,
  );
  for (const job of failing)
    await raiseAlert(db, ALERT_KEYS.job(job.name), copy.jobFailing(job.name, job.n, job.last_error));
  await clearAlertsExcept(
    db,
    ALERT_KEYS.job(""),
    failing.map((j) => ALERT_KEYS.job(j.name)),
  );
}

async function checkPayments(db: Db, at: Date) {
  const [late] = await rowsOf<{ n: number; oldest: number | null }>(
    db,
    sql`select count(*)::int as n, extract(epoch from (${at}::timestamptz - min(next_check_at)))::float as oldest
        from payment_watches
        where watch_until > ${at} and next_check_at < ${new Date(at.getTime() - PAYMENT_OVERDUE_MS)}`,
  );
  if (late && late.n > 0)
    await raiseAlert(db, ALERT_KEYS.payments, copy.paymentsUnchecked(late.n, Math.floor((late.oldest ?? 0) / 60)));
  else await clearAlert(db, ALERT_KEYS.payments);
}

/** The refund account's own check emails when a shortage starts: recorded here as told then. */
async function checkRefundAccount(db: Db) {
  const shortage = await refundAccountShortage(db);
  if (!shortage) return clearAlert(db, ALERT_KEYS.refundAccount);
  await raiseAlert(
    db,
    ALERT_KEYS.refundAccount,
    { ...copy.refundAccountShort(shortage.short), text: "" },
    { toldAt: shortage.since },
  );
}

async function checkRewardPool(db: Db) {
  const pool = await getRewardPool().catch(() => null);
  if (!pool) return;
  const state = await readPoolState(pool).catch((error: unknown) => {
    logger.warn({ err: error }, "the reward pool's balance could not be read for the alerts");
    return null;
  });
  // Unread: what was known stands until the chain answers.
  if (state) await alertIfPoolShort(db, { balanceNpx: state.balanceNpx, owedNpx: await owedToHolders(db) });
}

/** Embedded database only (PostgreSQL keeps its own backups): the newest backup over two days old. */
async function checkBackup(db: Db, at: Date) {
  if (!pgliteOf(db) || !storeIsDurable() || getEnv().BACKUP_EVERY_HOURS === 0) return clearAlert(db, ALERT_KEYS.backup);
  const newest = listBackups(getEnv().BACKUP_DIR)[0];
  if (newest) {
    const age = at.getTime() - newest.takenAt.getTime();
    if (age > BACKUP_TOO_OLD_MS)
      return void (await raiseAlert(db, ALERT_KEYS.backup, copy.backupOld(Math.floor(age / 3_600_000))));
    return clearAlert(db, ALERT_KEYS.backup);
  }
  // None yet: a problem once the store holds business older than two days.
  const [first] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where created_at < ${new Date(at.getTime() - BACKUP_TOO_OLD_MS)}`,
  );
  if (first && first.n > 0) await raiseAlert(db, ALERT_KEYS.backup, copy.backupOld(null));
  else await clearAlert(db, ALERT_KEYS.backup);
}

/** One pass over every problem; each check stands alone, so one failing leaves the others done. */
export async function checkAlerts(db: Db): Promise<void> {
  const at = now();
  const checks = [
    () => checkJobs(db, at),
    () => checkPayments(db, at),
    () => checkRefundAccount(db),
    () => checkRewardPool(db),
    () => checkBackup(db, at),
  ];
  let failed: unknown;
  for (const check of checks)
    await check().catch((error: unknown) => {
      logger.warn({ err: error }, "an alert check failed");
      failed = error;
    });
  if (failed) throw failed;
}

export const alertsJob = defineRecurringJob("ops.alerts", CHECK_EVERY_MS, ({ db }) => checkAlerts(db));
