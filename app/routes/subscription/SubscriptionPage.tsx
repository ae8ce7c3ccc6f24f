// The subscriber's page: the next delivery and its cost, then one form per action (or the cancel
// flow), beside where it ships, the card on file and its record. The sections live with the
// subscriptions domain; the shipping address and the card on file are the orders' and payments'.
import { ShippingAddress } from "~/orders/ShippingAddress";
import { CardOnFile } from "~/payments/card/CardOnFile";
import { subscriptionPage as t, subscriptionStatusLabels } from "~/content/subscriptions";
import { CancelFlow } from "~/subscriptions/CancelFlow";
import { sectionCard } from "~/subscriptions/ControlForm";
import { ControlResultMessage } from "~/subscriptions/ControlResultMessage";
import type { ControlActionData } from "~/subscriptions/controls";
import { NextDelivery } from "~/subscriptions/NextDelivery";
import { SubscriptionActions } from "~/subscriptions/SubscriptionActions";
import { SubscriptionRecord } from "~/subscriptions/SubscriptionRecord";
import type { loadSubscriptionPage } from "./subscription-page.server";

type PageData = Awaited<ReturnType<typeof loadSubscriptionPage>>["data"];

export function SubscriptionPage({ data, result }: { data: PageData; result: ControlActionData | undefined }) {
  const { subscription: s } = data;
  const pageHref = `/subscriptions/${s.id}${data.tokenQuery}`;
  // A save or the cancel that went through ends the flow; a refused one stays on its screen.
  const flowOpen = Boolean(data.cancelFlow) && !result?.ok;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{t.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">
          {t.title(s.productName)}
        </h1>
        <p className="mt-3 inline-block rounded-full bg-chai-300/30 px-4 py-1.5 text-sm">
          {t.statusLabel}:{" "}
          <span className="font-semibold text-espresso-900" data-testid="subscription-status">
            {subscriptionStatusLabels[s.status]}
          </span>
        </p>
      </header>

      {result?.ok && <ControlResultMessage result={result} />}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="space-y-6">
          <NextDelivery s={s} discountWaiting={data.discountWaiting} />

          {flowOpen && data.cancelFlow ? (
            <CancelFlow
              flow={data.cancelFlow}
              result={result}
              pageHref={pageHref}
              nextDay={s.nextDay}
              frequencyWeeks={s.frequencyWeeks}
            />
          ) : (
            <SubscriptionActions
              s={s}
              allowed={data.allowed}
              today={data.today}
              earliestDay={data.earliestDay}
              latestDay={data.latestDay}
              pageHref={pageHref}
              result={result}
            />
          )}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="ship-title" className={sectionCard}>
            <h2 id="ship-title" className="font-display text-xl font-semibold">
              {t.shipTo}
            </h2>
            <ShippingAddress address={s.address} testId="subscription-address" />
            <p className="mt-3 break-all text-sm text-espresso-700">{s.email}</p>
          </section>
          {data.card && (
            <section className={sectionCard}>
              <CardOnFile card={data.card} updateAction={data.cardUpdateAction} />
            </section>
          )}
          <SubscriptionRecord s={s} orders={data.orders} history={data.history} />
        </aside>
      </div>
    </div>
  );
}
