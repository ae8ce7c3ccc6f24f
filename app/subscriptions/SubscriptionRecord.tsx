// The subscriber page's record: the NPX each delivery earns, the orders it made, its history.
import { Link } from "react-router";
import { Icon } from "~/components/icons";
import { orderPage } from "~/content/shop";
import { subscriptionPage as t } from "~/content/subscriptions";
import { shortAddress } from "~/content/wallet-menu";
import { formatCents } from "~/utils/money";
import { sectionCard } from "./ControlForm";

export function SubscriptionRecord({
  s,
  orders,
  history,
}: {
  s: { wallet: string | null; npxPerDelivery: number };
  orders: ReadonlyArray<{
    label: string;
    number: string;
    status: keyof typeof orderPage.status;
    totalCents: number;
    href: string;
  }>;
  history: ReadonlyArray<{ id: number; label: string; date: string }>;
}) {
  return (
    <>
      <section aria-labelledby="npx-title" className={sectionCard}>
        <h2 id="npx-title" className="font-display text-xl font-semibold">
          {t.npxPerDelivery}
        </h2>
        {s.wallet ? (
          <p className="mt-2 text-espresso-800">
            <span className="text-2xl font-semibold text-espresso-900">{s.npxPerDelivery.toLocaleString("en-US")}</span>{" "}
            NPX · <Icon name="wallet" className="inline size-4 align-[-3px] text-chai-600" aria-hidden />{" "}
            <span className="font-mono text-sm">{shortAddress(s.wallet)}</span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-espresso-700">{t.noWallet}</p>
        )}
      </section>
      <section aria-labelledby="orders-title" className={sectionCard}>
        <h2 id="orders-title" className="font-display text-xl font-semibold">
          {t.renewalsTitle}
        </h2>
        <ul className="mt-3 space-y-2 text-sm" data-testid="subscription-orders">
          {orders.map((o) => (
            <li key={o.number} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={o.href}
                className="inline-flex min-h-11 items-center font-semibold text-espresso-900 underline underline-offset-2"
              >
                {o.label}: {o.number}
              </Link>
              <span className="text-espresso-700">
                {formatCents(o.totalCents)} · {orderPage.status[o.status]}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history-title" className={sectionCard}>
        <h2 id="history-title" className="font-display text-xl font-semibold">
          {t.historyTitle}
        </h2>
        <ol className="mt-3 space-y-2 text-sm text-espresso-800" data-testid="subscription-history">
          {history.map((h) => (
            <li key={h.id} className="flex justify-between gap-3">
              <span>{h.label}</span>
              <span className="shrink-0 text-espresso-700">{h.date}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
