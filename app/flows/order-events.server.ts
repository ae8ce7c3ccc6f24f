// The order events' wiring: the one place that says who listens to the order's life
// (app/orders/events.server.ts). It names every domain that reacts, so it is a flow.
// Imported by every entry that can move an order: the app's server entry, the job registry
// (the server process and `npm run jobs`) and the integration tests' setup.
// A new domain that reacts to paid / refunded / cancelled registers here, in the order it must run.
import { countOrderPaid, countOrderPlaced } from "~/analytics/orders.server";
import { onCommissionOrderPaid, voidOrderCommission } from "~/flows/creator-commissions.server";
import { giveBackNpx } from "~/flows/spend-npx.server";
import { recordOrderPaid, recordRefundedRest } from "~/money/orders.server";
import { queuePaymentReceived } from "~/orders/order-email.server";
import { orderSummaryFor } from "~/flows/order-summary.server";
import { askOnDelivery, scheduleReviewRequest, unverifyOrderReview } from "~/reviews/asking.server";
import { moveOrderRewards, voidOrderRewards } from "~/rewards/ledger.server";
import { queueUnderpaidReturns } from "~/refunds/returns.server";
// The returns it queues are sent under their purpose.
import "~/flows/refund-transfers.server";
import { onDelivered } from "~/shipping/shipments.server";
import { emailDelivered, recordShipment } from "~/flows/ship-order.server";
import { queueTrackerCreation } from "~/shipping/tracking.server";
import { releaseOrderStock, takePaidOrderStock } from "~/stock/stock.server";
import { endOnFirstOrderReversed, onOrderPaid } from "~/subscriptions/subscriptions.server";
import { acceptedPayMethods } from "~/payments/methods.server";
import { queueTaxReversal, queueTaxTransaction } from "~/tax/transactions.server";
import { markOrderListenersWired, onOrder, onOrderPlaced } from "~/orders/events.server";

// The money record (app/money): the sale and its payment when paid; whatever was not yet recorded as
// given back when the order is refunded whole or its payment disputed (each refund route records its own).
onOrder("paid", "money.sale", (tx, { orderId, actor }) => recordOrderPaid(tx, orderId, actor));
onOrder("refunded", "money.refunded-rest", (tx, { orderId, actor }) => recordRefundedRest(tx, orderId, { actor }));
onOrder("disputed", "money.disputed", (tx, { orderId, actor }) =>
  recordRefundedRest(tx, orderId, { actor, note: "disputed" }),
);
onOrder("paid", "rewards.earned", async (tx, { orderId }) => {
  await moveOrderRewards(tx, orderId, ["pending"], "earned");
});
onOrder("paid", "email.payment-received", (tx, { orderId }) => queuePaymentReceived(tx, orderId, orderSummaryFor));
onOrder("paid", "subscriptions.start-or-continue", (tx, { orderId }) => onOrderPaid(tx, orderId, acceptedPayMethods()));
// Whoever refunded (the console, Stripe's dashboard, a USDC refund) or the buyer's bank disputed.
onOrder(["refunded", "disputed"], "subscriptions.end-on-first-order-reversed", (tx, { orderId, to, actor }) =>
  endOnFirstOrderReversed(tx, orderId, to as "refunded" | "disputed", actor),
);
onOrder("fulfilled", "shipping.record", (tx, { orderId, actor, detail }) => recordShipment(tx, orderId, actor, detail));
// With EASYPOST_API_KEY set: a tracker for the parcel, made by a job after the commit.
onOrder("fulfilled", "shipping.tracker", (tx, { orderId }) => queueTrackerCreation(tx, orderId));
onOrder(["cancelled", "refunded", "disputed"], "rewards.void", async (tx, { orderId, to }) => {
  await voidOrderRewards(tx, orderId, `order ${to}`);
});
// NPX spent on the order goes back to its wallet when the order expires, is cancelled or refunded.
onOrder(["cancelled", "refunded", "disputed"], "holders.npx-back", async (tx, { orderId, to }) => {
  await giveBackNpx(tx, orderId, `order ${to}`);
});
// The review is asked for once the coffee arrives: delivered, or some days after shipping.
onOrder("fulfilled", "reviews.ask-later", (tx, { orderId }) => scheduleReviewRequest(tx, orderId));
onDelivered((tx, orderId) => askOnDelivery(tx, orderId));
// The shopper is told it arrived (the ship flow).
onDelivered((tx, orderId) => emailDelivered(tx, orderId));
onOrder(["cancelled", "refunded", "disputed"], "reviews.unverify", (tx, { orderId }) =>
  unverifyOrderReview(tx, orderId),
);
onOrder("paid", "creators.commission-paid", (tx, { orderId }) => onCommissionOrderPaid(tx, orderId));
onOrder(["cancelled", "refunded", "disputed"], "creators.commission-void", (tx, { orderId, to }) =>
  voidOrderCommission(tx, orderId, `order ${to}`),
);
onOrderPlaced("analytics.order-placed", (tx) => countOrderPlaced(tx));
onOrder("paid", "analytics.order-paid", (tx, { orderId }) => countOrderPaid(tx, orderId));
// Bags are held from placement (docs/decisions/0026); a refund gives none back (docs/stock.md).
onOrder("paid", "stock.take", (tx, { orderId }) => takePaidOrderStock(tx, orderId));
onOrder("cancelled", "stock.release", (tx, { orderId }) => releaseOrderStock(tx, orderId));
// Sales tax (TAX_MODE=stripe): the paid order's tax is filed at Stripe, a refund reverses it.
onOrder("paid", "tax.record-transaction", (tx, { orderId }) => queueTaxTransaction(tx, orderId));
onOrder("refunded", "tax.reverse", (tx, { orderId }) => queueTaxReversal(tx, orderId));
// An underpayment waits while the order is open; paid by another transfer or cancelled, it goes back.
onOrder(["paid", "cancelled"], "refunds.return-underpaid", (tx, { orderId }) => queueUnderpaidReturns(tx, orderId));

markOrderListenersWired();
