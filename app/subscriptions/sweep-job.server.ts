// The subscriptions' recurring sweep (renewals due, reminders, paused ones to resume). Only the job
// registry imports it: a recurring job defined wherever subscriptions are merely used would run in
// every process and test that touches a subscription.
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { SWEEP_EVERY_MS, SWEEP_JOB, sweepSubscriptions } from "./renewal.server";

export const sweepJob = defineRecurringJob(SWEEP_JOB, SWEEP_EVERY_MS, async ({ db }) => {
  await sweepSubscriptions(db);
});
