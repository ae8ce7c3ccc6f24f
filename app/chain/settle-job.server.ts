// Finishes transfers a request left in flight or a crashed process left behind: every 15 seconds,
// once across all processes, each open or sent transfer is looked up on chain and settled.
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { settleUnfinishedTransfers } from "./sender.server";

export const settleTransfersJob = defineRecurringJob("chain.settle-transfers", 15_000, ({ db }) =>
  settleUnfinishedTransfers(db),
);
