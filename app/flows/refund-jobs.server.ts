// Money that waits for the refund account (approved USDC refunds, payments to send back) goes out
// once the account holds enough SOL and USDC: every minute, once across all processes. Approved
// refunds first; then transfers that failed without ever being sent; then payments to send back.
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { retryWaitingRefunds } from "./refund-queue.server";
import "./refund-transfers.server";
import { retryReturns } from "~/refunds/returns.server";
import { retryFailedRefunds } from "~/refunds/usdc.server";

export const RETRY_WAITING_JOB = "refunds.retry-waiting";

export const retryWaitingJob = defineRecurringJob(RETRY_WAITING_JOB, 60_000, async ({ db }) => {
  await retryWaitingRefunds(db);
  await retryFailedRefunds(db);
  await retryReturns(db);
});
