// Money that waits for the refund account (approved USDC refunds, payments to send back) goes out
// once the account holds enough: every minute, once across all processes.
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { retryWaitingRefunds } from "./console.server";
import { sendWaitingReturns } from "./returns.server";

export const RETRY_WAITING_JOB = "refunds.retry-waiting";

export const retryWaitingJob = defineRecurringJob(RETRY_WAITING_JOB, 60_000, async ({ db }) => {
  await retryWaitingRefunds(db);
  await sendWaitingReturns(db);
});
