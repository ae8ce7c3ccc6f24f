// Every kind of scheduled work the store has. Importing a module defines its jobs; the server
// process and `npm run jobs` import this file so each knows every job by name (and every listener
// of the order's life, since jobs move orders).
import "~/orders/listeners.server";
import "~/email/outbox.server";
import "~/subscriptions/sweep-job.server";
import "~/flows/renew-subscription.server";
import "~/subscriptions/access.server";
import "~/orders/find-orders.server";
import "~/payments/card/renewals.server";
import "~/payments/card/send-refund.server";
import "~/payments/poller.server";
import "~/payments/unpaid-sweep.server";
import "~/security/housekeeping.server";
import "~/security/rate-limit.server";
import "~/chain/settle-job.server";
// The transfer purposes the settle job signs for.
import "~/rewards/claims.server";
import "~/creators/jobs.server";
import "~/refunds/usdc.server";
import "~/refunds/returns.server";
import "~/refunds/jobs.server";
import "~/analytics/jobs.server";
import "~/ops/backup-job.server";
import "~/ops/alerts-job.server";
import "~/ops/digest.server";

export { runDueJobs, startScheduler } from "./scheduler.server";
