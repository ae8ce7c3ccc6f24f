import { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NpxEarnNote, TotalsRows } from "~/cart/CartSummary";
import { shortAddress } from "~/content/wallet-menu";
import { buttonClass } from "~/components/ui/button";
import { orderPage } from "~/content/shop";
import { orderLinks } from "~/content/subscriptions";
import type { OrderView } from "./order.server";
import { OrderLinesList } from "./OrderLinesList";
import { ShippingAddress } from "./ShippingAddress";

const card = "rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8";

/**
 * `payment` is the payment section's body: how to pay, and where the payment stands.
 * `subscriptionHref` links the subscription the order started or renewed, if any.
 */
export function OrderConfirmation({
  order,
  payment,
  subscriptionHref = null,
}: {
  order: OrderView;
  payment: ReactNode;
  subscriptionHref?: string | null;
}) {
  const awaiting = order.status === "pending_payment";
  const paid = order.status === "paid" || order.status === "fulfilled";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="text-center">
        <Icon name="circle-check" className="mx-auto size-12 text-sage-700" aria-hidden />
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{orderPage.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{orderPage.title}</h1>
        <dl className="mx-auto mt-8 flex max-w-lg flex-wrap justify-center gap-3 text-sm">
          <div className="rounded-full bg-cream-200 px-4 py-2">
            <dt className="inline text-espresso-700">{orderPage.numberLabel}: </dt>
            <dd className="inline font-semibold text-espresso-900" data-testid="order-number">
              {order.number}
            </dd>
          </div>
          <div className="rounded-full bg-chai-300/30 px-4 py-2">
            <dt className="inline text-espresso-700">{orderPage.statusLabel}: </dt>
            <dd className="inline font-semibold text-espresso-900" data-testid="order-status">
              {orderPage.status[order.status]}
            </dd>
          </div>
        </dl>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="space-y-8">
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
            <TotalsRows totals={order.totals} className="mt-4 border-t border-cream-300 pt-4" />
          </section>

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
            {payment}
          </section>
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
            <NpxEarnNote npx={0} label={orderPage.earns} wallet={null}>
              <p className="mt-1">{orderPage.rewardNoWallet}</p>
            </NpxEarnNote>
          )}
          {subscriptionHref && (
            <section aria-labelledby="order-subscription-title" className={card}>
              <h2 id="order-subscription-title" className="font-display text-xl font-semibold">
                {orderLinks.manageSubscription}
              </h2>
              <p className="mt-2 text-sm text-espresso-700">{orderLinks.manageSubscriptionText}</p>
              <Link
                to={subscriptionHref}
                className={buttonClass({ variant: "primary", size: "md", className: "mt-4 w-full" })}
                data-testid="manage-subscription-link"
              >
                {orderLinks.manageSubscription}
              </Link>
            </section>
          )}
          <Link to="/product" className={buttonClass({ variant: "outline", size: "md", className: "w-full" })}>
            {orderPage.continueShopping}
          </Link>
        </aside>
      </div>
    </div>
  );
}
