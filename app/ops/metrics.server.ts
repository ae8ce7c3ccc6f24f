// /metrics in Prometheus' text format (prom-client). Requests are counted by this process as they
// are answered; the store's own figures are read from the database at each scrape, so every
// process of a PostgreSQL deployment reports the same totals (docs/deploy.md).
import { sql } from "drizzle-orm";
import { Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { listBackups } from "./backup.server";
import { chainFigures } from "./chain-figures.server";

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "nava_process_" });

export const httpRequests = new Histogram({
  name: "nava_http_request_duration_seconds",
  help: "Requests answered, by route, method and status, with how long each took.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

type Rows<T> = { rows: T[] };
/** The rows of a raw query, on PGlite and node-postgres alike. */
export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const gauge = (name: string, help: string, labelNames: string[] = []) =>
  new Gauge({ name, help, labelNames, registers: [registry] });

const orders = gauge("nava_orders", "Orders by status and how they were paid (usdc, card, none).", [
  "status",
  "method",
]);
const watching = gauge("nava_payments_waiting", "USDC payments the store is watching the chain for.");
const watchOldest = gauge(
  "nava_payments_waiting_oldest_seconds",
  "How long the oldest watched payment is overdue for its check.",
);
const jobsDue = gauge("nava_jobs_due", "Jobs due now and not yet run.");
const jobsLag = gauge("nava_jobs_lag_seconds", "How long the most overdue job has waited past its time.");
const jobsFailed = gauge("nava_jobs_failed", "Jobs that failed for good, by name.", ["job"]);
const emails = gauge("nava_emails", "Messages in the outbox, by status (queued: waiting).", ["status"]);
const dbSize = gauge("nava_database_bytes", "The database's size on disk.");
const backupAge = gauge("nava_backup_age_seconds", "Age of the newest backup in BACKUP_DIR (embedded database only).");

const refundSol = gauge(
  "nava_refund_account_sol",
  "SOL in the refund account (fees and rent for refunds sent on chain).",
);
const refundUsdc = gauge("nava_refund_account_usdc", "USDC in the refund account.");
const poolNpx = gauge("nava_reward_pool_npx", "Whole NPX in the reward pool.");
const chainReadOk = gauge(
  "nava_chain_read_ok",
  "1 when the account's last read from the chain succeeded, 0 when it failed (figures then are the last read).",
  ["account"],
);

/** The accounts' balances from the chain (cached briefly; a configured account only). */
async function readChainFigures() {
  const figures = await chainFigures();
  chainReadOk.reset();
  for (const metric of [refundSol, refundUsdc, poolNpx]) metric.reset();
  if (!figures) return;
  const { refund, pool } = figures;
  if (refund.configured) {
    chainReadOk.set({ account: "refund" }, refund.ok ? 1 : 0);
    if (refund.values.sol !== undefined) refundSol.set(refund.values.sol);
    if (refund.values.usdc !== undefined) refundUsdc.set(refund.values.usdc);
  }
  if (pool.configured) {
    chainReadOk.set({ account: "reward_pool" }, pool.ok ? 1 : 0);
    if (pool.values.npx !== undefined) poolNpx.set(pool.values.npx);
  }
}

/** Reads the store's figures into the gauges. */
async function readFigures(db: Db) {
  const at = now();
  orders.reset();
  for (const row of await rowsOf<{ status: string; method: string; n: number }>(
    db,
    sql`select status::text as status,
          case when exists (select 1 from card_payments c where c.order_id = o.id) then 'card'
               when o.payment_reference is not null and o.paid_at is not null then 'usdc' else 'none' end as method,
          count(*)::int as n
        from orders o group by 1, 2`,
  ))
    orders.set({ status: row.status, method: row.method }, row.n);
  const [watch] = await rowsOf<{ n: number; oldest: number | null }>(
    db,
    sql`select count(*)::int as n, extract(epoch from (${at}::timestamptz - min(next_check_at)))::float as oldest
        from payment_watches where watch_until > ${at}`,
  );
  watching.set(watch?.n ?? 0);
  watchOldest.set(Math.max(0, watch?.oldest ?? 0));
  const [due] = await rowsOf<{ n: number; lag: number | null }>(
    db,
    sql`select count(*)::int as n, extract(epoch from (${at}::timestamptz - min(run_at)))::float as lag
        from jobs where status = 'pending' and run_at <= ${at}`,
  );
  jobsDue.set(due?.n ?? 0);
  jobsLag.set(Math.max(0, due?.lag ?? 0));
  jobsFailed.reset();
  for (const row of await rowsOf<{ name: string; n: number }>(
    db,
    sql`select name, count(*)::int as n from jobs where status = 'failed' group by name`,
  ))
    jobsFailed.set({ job: row.name }, row.n);
  emails.reset();
  for (const row of await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status::text as status, count(*)::int as n from email_outbox group by 1`,
  ))
    emails.set({ status: row.status }, row.n);
  const [size] = await rowsOf<{ bytes: string }>(db, sql`select pg_database_size(current_database())::text as bytes`);
  dbSize.set(Number(size?.bytes ?? 0));
  const newest = listBackups(getEnv().BACKUP_DIR)[0];
  backupAge.set(newest ? (at.getTime() - newest.takenAt.getTime()) / 1000 : -1);
}

/** The text a scrape receives. */
export async function scrape(db: Db): Promise<{ contentType: string; body: string }> {
  await Promise.all([readFigures(db), readChainFigures()]);
  return { contentType: registry.contentType, body: await registry.metrics() };
}
