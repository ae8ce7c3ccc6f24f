// The creator program's scheduled work (imported by the job registry only): commissions past the
// refund window approved hourly, and on the 1st of each month (UTC) that month's payouts, once
// per creator and month however often the daily job runs. Importing access.server defines the
// job that emails a creator's sign-in link; importing pay-creators, the payouts' transfer purpose.
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import "~/creators/access.server";
import { approveDueCommissions } from "./creator-commissions.server";
import "./pay-creators.server";
import { monthPeriod, runPayouts } from "~/creators/payouts.server";

export const approveCommissionsJob = defineRecurringJob("creators.approve-commissions", 3_600_000, async ({ db }) => {
  await approveDueCommissions(db);
});

export const monthlyPayoutsJob = defineRecurringJob("creators.monthly-payouts", 86_400_000, async ({ db }) => {
  const at = now();
  if (at.getUTCDate() !== 1) return;
  await runPayouts(db, { period: monthPeriod(at), actor: "system:scheduler" });
});
