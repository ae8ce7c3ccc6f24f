import { discountRow } from "~/content/discounts";
import { Icon } from "~/components/icons/index";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NpxEarnNote, TotalsRows } from "~/cart/CartSummary";
import { shortAddress } from "~/content/wallet-menu";
import { buttonClass } from "~/components/ui/button";
import { carrierStatusLabel, shipmentCopy } from "~/content/shipments";
import { orderPage } from "~/content/shop";
import { orderReviewCard } from "~/content/reviews";
import { orderLinks } from "~/content/subscriptions";
import type { PaidVia } from "~/payments/status";
import type { OrderView } from "~/flows/order-for-buyer.server";
import type { ShopperOrderStatus } from "~/orders/shopper-status";
import type { ProgressStep } from "~/orders/progress";
import type { RefundStep } from "~/refunds/timeline.server";
import { refundTimelineCopy } from "~/content/refunds";
import { OrderLinesList } from "~/orders/OrderLinesList";
import { ShippingAddress } from "~/orders/ShippingAddress";

const card = "rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8";

/**
 * `payment` is the payment section's body: how to pay, and where the payment stands.
 * `subscriptionHref` links the subscription the order started or renewed, if any.
 * `rewards` replaces the no-wallet note of an order placed without a wallet (its NPX to collect).
 * `reviewHref` is the private review link of a paid order.
 */
export interface OrderProgress {
  paidVia: PaidVia | null;
  /** The day an unpaid renewal is cancelled, as text; null when the order has no deadline. */
  payBy: string | null;
  /** A placed order's deadline (app/payments/unpaid-deadline.server.ts): until when, or that it passed. */
  unpaid?: { payBy: string | null; cancelled: string | null };
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string; deliveredAt: string | null } | null;
  /** The tracking provider's status and the carrier's expected day (app/shipping/tracking.server.ts). */
  carrier?: { status: string; expected: string | null } | null;
  steps: ProgressStep[];
  /** The refund request and every later step, oldest first (app/refunds/timeline.server.ts). */
  refundSteps?: RefundStep[];
}

export function OrderConfirmation({
  order,
  status,
  payment,
  progress,
  subscriptionHref = null,
  rewards = null,
  reviewHref = null,
  refund = null,
}: {
  order: OrderView;
  /** What the shopper is told of the order: its status, or refunded / part refunded (./shopper-status.ts). */
  status: ShopperOrderStatus;
  payment: ReactNode;
  progress: OrderProgress;
  subscriptionHref?: string | null;
  rewards?: ReactNode;
  reviewHref?: string | null;
  /** The money-back guarantee: the refund request form or the request's status. */
  refund?: ReactNode;
}) {
  const awaiting = order.status === "pending_payment";
  const paid = order.status === "paid" || order.status === "fulfilled";
  const delivered = Boolean(progress.shipment?.deliveredAt);
  // Money that went back is said before the delivery: the page is not "thank you" for a refunded order.
  const refunded = status === "refunded" || status === "part_refunded";
  const heading = orderPage.headings[delivered && !refunded ? "delivered" : status];
  // Awaiting payment, the deadline and the Pay button come first: on a phone's first screen.
  const paymentSection = (
    <section id="payment" aria-labelledby="payment-title" className={card} data-testid="payment-section">
      <h2 id="payment-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
        {paid ? (
          <Icon name="circle-check" className="size-6 text-sage-700" aria-hidden />
        ) : (
          <Icon name="clock" className="size-6 text-chai-600" aria-hidden />
        )}
        {orderPage.payment.title}
      </h2>
      {awaiting && <p className="mt-3 text-espresso-800">{orderPage.payment.awaiting}</p>}
      {awaiting && progress.payBy && (
        <p className="mt-2 font-semibold text-espresso-900" data-testid="pay-by">
          {orderPage.payment.payBy(progress.payBy)}
        </p>
      )}
      {awaiting && progress.unpaid?.payBy && (
        <p className="mt-2 font-semibold text-espresso-900" data-testid="unpaid-deadline">
          {progress.unpaid.payBy}
        </p>
      )}
      {progress.unpaid?.cancelled && (
        <p className="mt-3 text-espresso-800" data-testid="unpaid-cancelled">
          {progress.unpaid.cancelled}
        </p>
      )}
      {progress.paidVia && (
        <p className="mt-3 text-espresso-800" data-testid="paid-via">
          {orderPage.payment.paidVia[progress.paidVia]}
        </p>
      )}
      {payment}
    </section>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-16 lg:px-8">
      <header className="text-center">
        {paid && status !== "refunded" ? (
          <Icon name="circle-check" className="mx-auto hidden size-12 text-sage-700 sm:block" aria-hidden />
        ) : awaiting ? (
          <Icon name="clock" className="mx-auto hidden size-12 text-chai-600 sm:block" aria-hidden />
        ) : null}
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700 sm:mt-4">{orderPage.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{heading}</h1>
        <dl className="mx-auto mt-6 flex max-w-lg flex-wrap justify-center gap-3 text-sm">
          <div className="rounded-full bg-cream-200 px-4 py-2">
            <dt className="inline text-espresso-700">{orderPage.numberLabel}: </dt>
            <dd className="inline font-semibold text-espresso-900" data-testid="order-number">
              {order.number}
            </dd>
          </div>
          <div className="rounded-full bg-chai-300/30 px-4 py-2">
            <dt className="inline text-espresso-700">{orderPage.statusLabel}: </dt>
            <dd className="inline font-semibold text-espresso-900" data-testid="order-status">
              {orderPage.status[status]}
            </dd>
          </div>
        </dl>
      </header>

      <div className="mt-8 grid gap-8 sm:mt-12 lg:grid-cols-[1fr_360px]">
        <div className="space-y-8">
          {awaiting && paymentSection}
          <section aria-labelledby="order-items-title" className={card}>
            <h2 id="order-items-title" className="font-display text-2xl font-semibold">
              {orderPage.itemsTitle}
            </h2>
            <div className="mt-4">
              <OrderLinesList
                lines={order.lines.map((l) => ({
                  key: String(l.id),
                  name: l.productName,
                  purchaseType: l.purchaseType,
                  quantity: l.quantity,
                  lineTotalCents: l.lineTotalCents,
                }))}
              />
            </div>
            <TotalsRows
              totals={order.totals}
              discountLabel={discountRow(order.discountCode)}
              className="mt-4 border-t border-cream-300 pt-4"
            />
          </section>

          {!awaiting && paymentSection}

          <OrderTimeline progress={progress} />
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="order-ship-title" className={card}>
            <h2 id="order-ship-title" className="font-display text-xl font-semibold">
              {orderPage.shipTo}
            </h2>
            <ShippingAddress address={order.address} testId="order-address" />
            <p className="mt-4 text-sm text-espresso-700">
              {orderPage.emailTo} <span className="font-semibold text-espresso-900">{order.email}</span>
            </p>
          </section>
          {order.wallet ? (
            <NpxEarnNote npx={order.npxReward} label={orderPage.earns} wallet={order.wallet}>
              <p className="mt-1">
                <Icon name="wallet" className="mr-1 inline size-4 align-[-3px] text-chai-600" aria-hidden />
                <span className="font-mono">{shortAddress(order.wallet)}</span> ·{" "}
                <span data-testid="reward-status">{orderPage.rewardStatus[order.rewardStatus ?? "pending"]}</span>
              </p>
            </NpxEarnNote>
          ) : (
            (rewards ?? (
              <NpxEarnNote npx={0} label={orderPage.earns} wallet={null}>
                <p className="mt-1">{orderPage.rewardNoWallet}</p>
              </NpxEarnNote>
            ))
          )}
          {subscriptionHref && (
            <LinkCard
              id="order-subscription-title"
              title={orderLinks.manageSubscription}
              text={orderLinks.manageSubscriptionText}
              to={subscriptionHref}
              variant="primary"
              testId="manage-subscription-link"
            />
          )}
          {reviewHref && (
            <LinkCard
              id="order-review-title"
              title={orderReviewCard.title}
              text={orderReviewCard.text}
              action={orderReviewCard.write}
              to={reviewHref}
              variant="outline"
              testId="review-link"
            />
          )}
          {refund}
          <Link to="/product" className={buttonClass({ variant: "outline", size: "md", className: "w-full" })}>
            {orderPage.continueShopping}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** A side card that leads on: a title, a line, and one link that looks like a button. */
function LinkCard(props: {
  id: string;
  title: string;
  text: string;
  /** The link's words; the title's when not given. */
  action?: string;
  to: string;
  variant: "primary" | "outline";
  testId: string;
}) {
  return (
    <section aria-labelledby={props.id} className={card}>
      <h2 id={props.id} className="font-display text-xl font-semibold">
        {props.title}
      </h2>
      <p className="mt-2 text-sm text-espresso-700">{props.text}</p>
      <Link
        to={props.to}
        className={buttonClass({ variant: props.variant, size: "md", className: "mt-4 w-full" })}
        data-testid={props.testId}
      >
        {props.action ?? props.title}
      </Link>
    </section>
  );
}

function OrderTimeline({ progress }: { progress: OrderProgress }) {
  const t = orderPage.timeline;
  return (
    <section aria-labelledby="order-progress-title" className={card} data-testid="order-timeline">
      <h2 id="order-progress-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-4">
        {progress.steps.map((step) => (
          <li key={step.key} className="flex items-start gap-3 sm:flex-col sm:gap-2" data-done={step.on !== null}>
            <span
              aria-hidden
              className={
                step.on
                  ? "mt-0.5 size-5 shrink-0 rounded-full bg-sage-700 ring-4 ring-sage-100"
                  : "mt-0.5 size-5 shrink-0 rounded-full border-2 border-cream-300 bg-cream-50"
              }
            />
            <span>
              <span className="block font-semibold text-espresso-900">{step.label}</span>
              <span className="block text-sm text-espresso-700">{step.on ?? t.notYet}</span>
            </span>
          </li>
        ))}
      </ol>
      {progress.refundSteps && progress.refundSteps.length > 0 && (
        <div className="mt-5 border-t border-cream-300 pt-4" data-testid="refund-timeline">
          <h3 className="font-semibold text-espresso-900">{refundTimelineCopy.title}</h3>
          <ol className="mt-2 space-y-2 text-sm text-espresso-800">
            {progress.refundSteps.map((step) => (
              <li key={step.id} className="flex gap-3">
                <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-chai-600" />
                <span>
                  <span className="font-semibold text-espresso-900">{step.label}</span>
                  <span className="text-espresso-700"> · {step.on}</span>
                  {step.url && (
                    <>
                      {" · "}
                      <a
                        href={step.url}
                        target="_blank"
                        rel="noreferrer"
                        className="underline"
                        title={step.signature ?? undefined}
                      >
                        {refundTimelineCopy.transaction} {step.signature?.slice(0, 8)}…
                      </a>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {progress.shipment && (
        <p className="mt-5 border-t border-cream-300 pt-4 text-espresso-800" data-testid="tracking">
          {t.tracking(progress.shipment.carrier, progress.shipment.trackingNumber)}:{" "}
          <a
            href={progress.shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-chai-700 underline underline-offset-4"
          >
            {t.trackingLink}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {progress.carrier && (
        <p className="mt-2 text-espresso-800" data-testid="carrier-status">
          <span className="font-semibold text-espresso-900">{shipmentCopy.carrierStatus.label}:</span>{" "}
          {carrierStatusLabel(progress.carrier.status)}
          {progress.carrier.expected && `, ${shipmentCopy.carrierStatus.expected(progress.carrier.expected)}`}
        </p>
      )}
    </section>
  );
}
