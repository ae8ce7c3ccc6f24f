// The jobs registry: every kind of scheduled work the store has. Importing a module defines its
// jobs; the server process and `npm run jobs` import this file so each knows every job by name (and
// every listener of the order's life, since jobs move orders). It names every domain's job module,
// so it is a flow (app/jobs keeps the scheduler and the clock, which know no domain).
import "~/flows/order-events.server";
import "~/email/outbox.server";
import "~/subscriptions/sweep-job.server";
import "~/flows/renew-subscription.server";
import "~/subscriptions/access.server";
import "~/flows/find-orders.server";
import "~/payments/card/renewals.server";
import "~/flows/charge-renewal.server";
import "~/payments/card/send-refund.server";
import "~/flows/payment-poller.server";
import "~/flows/unpaid-sweep.server";
import "~/flows/cancel-unpaid-order.server";
import "~/security/housekeeping.server";
import "~/security/rate-limit.server";
import "~/chain/settle-job.server";
// The transfer purposes the settle job signs for.
import "~/rewards/claims.server";
import "~/flows/creator-jobs.server";
import "~/flows/refund-transfers.server";
import "~/flows/refund-jobs.server";
import "~/analytics/jobs.server";
import "~/ops/backup-job.server";
import "~/flows/operator-alerts-job.server";
import "~/ops/digest.server";

export { runDueJobs, startScheduler } from "~/jobs/scheduler.server";
