import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { getOrderForBuyer } from "~/flows/order-for-buyer.server";
import { OrderConfirmation } from "~/routes/order/OrderConfirmation";
import { reviewAskDue, reviewPath, reviewTokenFor } from "~/reviews/asking.server";
import { getCardSection } from "~/payments/card/card-section.server";
import { PaymentPanel } from "~/payments/PaymentPanel";
import { getPaymentSection } from "~/payments/payment-section.server";
import { orderTimeline } from "~/orders/progress";
import { paidVia } from "~/payments/paid-via.server";
import { unpaidDeadlineNotice } from "~/flows/unpaid-notice.server";
import { unpaidDeadline } from "~/payments/unpaid-deadline.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/security/private-page";
import { getShipment } from "~/shipping/shipments.server";
import { getCarrierStatus } from "~/shipping/tracking.server";
import { formatDay, storeDay } from "~/subscriptions/schedule";
import { findSubscriptionForOrder, renewalPayBy } from "~/subscriptions/subscriptions.server";
import { getSignedInWallet } from "~/auth/session.server";
import { getCollectSection } from "~/rewards/collect.server";
import { CollectRewards } from "~/rewards/CollectRewards";
import { seo, siteUrlFrom } from "~/content/seo";
import { parseWithZod } from "@conform-to/zod/v4";
import { refundRequestSchema } from "~/refunds/request-schema";
import { createRefundRequest, getRefundSection } from "~/refunds/requests.server";
import { RefundCard } from "~/refunds/RefundRequest";
import { PaymentReturns } from "~/refunds/PaymentReturns";
import { listPaymentReturns } from "~/refunds/returns.server";
import { refundSteps } from "~/refunds/timeline.server";
import { refundMoney } from "~/refunds/refund-money.server";
import { shopperStatusOf } from "~/flows/shopper-status.server";
import { refundedPaymentCopy } from "~/content/refund-shopper";
import { formatCents } from "~/utils/money";
import { underpaidNotice } from "~/refunds/underpaid-notice.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => [
  ...seo(
    {
      title: loaderData ? `Order ${loaderData.order.number}` : "Order",
      description: "Your NAVA Focus order: what you bought, where it ships, and the NPX it earns.",
      path: `/orders/${params.orderId}`,
    },
    siteUrlFrom(matches),
  ),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await getOrderForBuyer(request, params.orderId);
  if (!order) throw data(null, { status: 404 });
  const db = await getDb();
  const [payment, card] = await Promise.all([
    getPaymentSection(db, request, order),
    getCardSection(db, request, order),
  ]);
  const [subscription, via, payBy, shipment, unpaid, carrier] = await Promise.all([
    findSubscriptionForOrder(db, order.id),
    paidVia(db, order),
    order.status === "pending_payment" ? renewalPayBy(db, order.id) : null,
    getShipment(db, order.id),
    unpaidDeadlineNotice(db, order),
    getCarrierStatus(db, order.id),
  ]);
  const day = (d: Date) => formatDay(storeDay(d));
  const [returns, missing, refundTimeline] = await Promise.all([
    listPaymentReturns(db, { orderId: order.id }),
    underpaidNotice(db, { id: order.id, status: order.status, totalCents: order.totals.totalCents }, unpaidDeadline),
    refundSteps(db, order.id, day),
  ]);
  const progress = {
    refundSteps: refundTimeline,
    paidVia: via,
    payBy: payBy ? day(payBy) : null,
    unpaid,
    shipment,
    // The tracking provider's word (EASYPOST_API_KEY), with the carrier's expected day.
    carrier: carrier && {
      status: carrier.status,
      expected: carrier.estDeliveryAt && !shipment?.deliveredAt ? day(new Date(carrier.estDeliveryAt)) : null,
    },
    steps: orderTimeline(
      {
        placed: new Date(order.createdAt),
        paid: order.paidAt ? new Date(order.paidAt) : null,
        shipped: shipment ? new Date(shipment.shippedAt) : order.fulfilledAt ? new Date(order.fulfilledAt) : null,
        delivered: shipment?.deliveredAt ? new Date(shipment.deliveredAt) : null,
      },
      day,
    ),
  };
  // A guest order's NPX, to collect with a signed-in wallet.
  const collect = await getCollectSection(db, request, order, await getSignedInWallet(request));
  // Whoever may see the order may manage its subscription: the link carries its private token.
  const subscriptionHref = subscription
    ? `/subscriptions/${subscription.id}?token=${encodeURIComponent(subscription.manageToken)}`
    : null;
  // The buyer may review once asked (delivered, or days after shipping): the email's private link.
  const paid = order.status === "paid" || order.status === "fulfilled";
  const reviewHref = paid && reviewAskDue(shipment) ? reviewPath(await reviewTokenFor(db, order.id)) : null;
  const [refund, refundMoneyFacts, { status, refunded }] = await Promise.all([
    getRefundSection(db, order),
    refundMoney(db, { id: order.id, totalCents: order.totals.totalCents, shippingCents: order.totals.shippingCents }),
    shopperStatusOf(db, { id: order.id, status: order.status, totalCents: order.totals.totalCents }),
  ]);
  // Said instead of "paid, thank you" once money went back, by whichever route; the heading and the
  // status follow (`status`).
  const refundedLine = refunded
    ? status === "refunded"
      ? refundedPaymentCopy.whole(formatCents(refunded.cents), day(refunded.lastAt))
      : refundedPaymentCopy.part(
          formatCents(refunded.cents),
          formatCents(order.totals.totalCents),
          day(refunded.lastAt),
        )
    : null;
  return data(
    {
      order,
      status,
      payment,
      card,
      subscriptionHref,
      progress,
      collect,
      reviewHref,
      refund,
      refundMoney: refundMoneyFacts,
      refundedLine,
      returns,
      missing,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = privatePageHeaders;

/** The refund request form (the page's one form that posts here). */
export async function action({ request, params }: Route.ActionArgs) {
  const order = await getOrderForBuyer(request, params.orderId);
  if (!order) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: refundRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await createRefundRequest(await getDb(), order.id, submission.value);
  if (result.ok)
    return data({ ...submission.reply({ resetForm: true }), sent: true as const }, { headers: PRIVATE_PAGE_HEADERS });
  const errors = result.field ? { fieldErrors: { bags: [result.message] } } : { formErrors: [result.message] };
  return data(submission.reply(errors), { status: 409, headers: PRIVATE_PAGE_HEADERS });
}

export default function OrderPage({
  loaderData: {
    order,
    status,
    payment,
    card,
    subscriptionHref,
    progress,
    collect,
    reviewHref,
    refund,
    refundMoney,
    refundedLine,
    returns,
    missing,
  },
  actionData,
}: Route.ComponentProps) {
  return (
    <OrderConfirmation
      order={order}
      status={status}
      progress={progress}
      subscriptionHref={subscriptionHref}
      rewards={collect && <CollectRewards section={collect} />}
      reviewHref={reviewHref}
      refund={
        <RefundCard
          section={refund}
          lines={order.lines}
          money={refundMoney}
          result={actionData}
          sent={Boolean(actionData && "sent" in actionData)}
        />
      }
      payment={
        <>
          <PaymentPanel
            orderId={order.id}
            orderNumber={order.number}
            totalCents={order.totals.totalCents}
            npxReward={order.wallet && order.status !== "refunded" ? order.npxReward : 0}
            payment={payment}
            card={card}
            paidVia={progress.paidVia}
            refunded={refundedLine}
          />
          <PaymentReturns returns={returns} missing={missing} />
        </>
      }
    />
  );
}
