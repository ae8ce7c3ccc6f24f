import { Icon } from "~/components/icons";
import { data, Link, useNavigation } from "react-router";
import { adminMeta } from "~/admin/meta";
import {
  getOrderDetail,
  IRREVERSIBLE_INTENTS,
  runDeliveredAction,
  runOrderAction,
  type OrderActionData,
} from "~/admin/orders.server";
import { confirmationMissing } from "~/admin/route-helpers.server";
import { Notice } from "~/components/console/actions";
import { StatusBadge } from "~/components/console/badges";
import { When } from "~/components/console/table";
import { orderCopy as t } from "~/content/admin";
import { getCardConfig } from "~/stripe/config.server";
import { getCardDetail, requestCardRefund } from "~/payments/card/refunds.server";
import { getCarrierStatus } from "~/shipping/tracking.server";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import type { Route } from "./+types/admin-order";
import { refundBeforeCancel } from "~/flows/refund-queue.server";
import { liveSubscriptionStartedBy } from "~/subscriptions/subscriptions.server";
import { CardPaymentsPanel } from "./admin-order/CardPaymentsPanel";
import { CardRefundPanel } from "./admin-order/CardRefundPanel";
import { OrderActionsPanel } from "./admin-order/OrderActionsPanel";
import { OrderCustomerPanel } from "./admin-order/OrderCustomerPanel";
import { OrderHistoryPanel } from "./admin-order/OrderHistoryPanel";
import { OrderLinesPanel } from "./admin-order/OrderLinesPanel";
import { OrderPaymentsPanel } from "./admin-order/OrderPaymentsPanel";
import { OrderRewardsPanel } from "./admin-order/OrderRewardsPanel";
import { OrderTimelinePanel } from "./admin-order/OrderTimelinePanel";

export const loader = consoleLoader(async ({ params: { orderId = "" }, db }) => {
  const detail = await getOrderDetail(db, orderId);
  if (!detail) throw data(null, { status: 404 });
  const card = await getCardDetail(db, orderId, (await liveSubscriptionStartedBy(db, orderId)) !== null);
  return {
    ...detail,
    card,
    carrier: await getCarrierStatus(db, orderId),
    cancelRefund: await refundBeforeCancel(db, detail.order, card.refundableCents),
  };
});

export const action = consoleAction(async ({ params: { orderId = "" }, admin, db, form }) => {
  const unconfirmed = confirmationMissing<OrderActionData>(form, IRREVERSIBLE_INTENTS);
  if (unconfirmed) return unconfirmed;
  if (form.get("intent") === "delivered") return runDeliveredAction(db, orderId, admin);
  if (form.get("intent") === "refund") return requestCardRefund(db, getCardConfig(), orderId, form, admin);
  return runOrderAction(db, orderId, form, admin);
});

export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ data: detail, error }) =>
  adminMeta(detail ? t.title(detail.order.number) : t.fallbackTitle, error);

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, rewards, payments, history, next, card, shipment, carrier, cancelRefund } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <Link
        to="/admin/orders"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-chai-700 hover:text-chai-600"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden />
        {t.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">{t.title(order.number)}</h1>
        <StatusBadge kind="order" status={order.status} />
        <span className="text-sm text-espresso-700">
          {t.placed} <When at={order.createdAt} />
        </span>
      </div>
      <Notice result={actionData} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <OrderLinesPanel order={order} lines={lines} />
          <OrderRewardsPanel rewards={rewards} />
          <OrderPaymentsPanel payments={payments} />
          <CardPaymentsPanel card={card} />
          <OrderHistoryPanel history={history} />
        </div>

        <div className="order-first space-y-6 lg:order-last">
          <OrderActionsPanel order={order} next={next} shipment={shipment} cancelRefund={cancelRefund} busy={busy} />
          <CardRefundPanel card={card} busy={busy} />
          <OrderCustomerPanel order={order} />
          <OrderTimelinePanel order={order} shipment={shipment} carrier={carrier} />
        </div>
      </div>
    </>
  );
}
