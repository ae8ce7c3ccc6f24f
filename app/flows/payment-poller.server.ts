// The background check, a recurring job of the scheduler (app/jobs): every POLL_INTERVAL_MS one
// process reads the chain for the watched orders whose check is due (app/payments/watches.server.ts says which
// and when). Its only state is the database, so after a restart it resumes where it was, and with
// several processes it runs once per interval.
import type { Db } from "~/db/types";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { logger } from "~/utils/logger.server";
import { getPaymentRpc } from "~/payments/chain.server";
import { checkOrderPayments } from "~/flows/confirm-payment.server";
import { getPaymentConfig } from "~/payments/config.server";
import { claimCheck, dropEndedWatches, dueWatches } from "~/payments/watches.server";

export const POLL_INTERVAL_MS = 5_000;
/** Orders checked per pass: the longest-waiting first, the rest on the next pass. */
const CHECKS_PER_PASS = 100;
/** Chain reads in flight at once during a pass. */
const PARALLEL_CHECKS = 4;

let warnedOff = false;

/** One pass over the watched orders whose check is due; returns how many were checked. */
export async function pollWatchedPayments(db: Db): Promise<number> {
  const settings = getPaymentConfig();
  if (!settings.ok) {
    if (!warnedOff) logger.warn({ problem: settings.problem }, "USDC payments are off");
    warnedOff = true;
    return 0;
  }
  const { config } = settings;
  const rpc = getPaymentRpc(config.rpcUrl);
  await dropEndedWatches(db);
  const due = await dueWatches(db, CHECKS_PER_PASS);
  let checked = 0;
  const work = async () => {
    for (let order = due.shift(); order; order = due.shift()) {
      // An on-demand check may have taken it since the list was read.
      if (!(await claimCheck(db, order.id))) continue;
      checked += 1;
      try {
        await checkOrderPayments(db, rpc, config, order);
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, "payment check failed; retrying at its next check");
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, work));
  return checked;
}

export const paymentPollJob = defineRecurringJob("payments.poll", POLL_INTERVAL_MS, async ({ db }) => {
  await pollWatchedPayments(db);
});
