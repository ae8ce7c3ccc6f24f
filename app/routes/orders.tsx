import { Link } from "react-router";
import { EmailLinkForm } from "~/components/EmailLinkForm";
import { findOrdersPage as t } from "~/content/find-orders";
import { orderPage } from "~/content/shop";
import { loadFindOrders, requestOrdersLink } from "~/flows/find-orders.server";
import { privatePageHeaders } from "~/security/private-page";
import { formatDay, storeDay } from "~/subscriptions/schedule";
import { formatCents } from "~/utils/money";
import { clientAddressContext } from "~/utils/request-context";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} | NAVA Focus` },
  { name: "description", content: t.description },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return loadFindOrders(request);
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return requestOrdersLink(request, context.get(clientAddressContext));
}

export default function FindOrdersPage({ loaderData: { expired, found }, actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.error : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{t.title}</h1>
      {found && (
        <section aria-labelledby="found-title" className="mt-8">
          <h2 id="found-title" className="font-display text-2xl font-semibold">
            {t.listTitle(found.email)}
          </h2>
          {found.orders.length === 0 ? (
            <p className="mt-3 text-espresso-700">{t.none}</p>
          ) : (
            <ul className="mt-4 space-y-3" data-testid="found-orders">
              {found.orders.map((o) => (
                <li
                  key={o.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300 bg-cream-50 p-4"
                >
                  <div>
                    <p className="font-semibold text-espresso-900">{o.number}</p>
                    <p className="text-sm text-espresso-700">
                      {formatDay(storeDay(new Date(o.createdAt)))} · {orderPage.status[o.status]} ·{" "}
                      {formatCents(o.totalCents)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {o.refundHref && (
                      <Link
                        to={o.refundHref}
                        className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-chai-700 underline underline-offset-4 hover:bg-cream-200"
                        aria-label={`${t.requestRefund} ${o.number}`}
                        data-testid="request-refund-link"
                      >
                        {t.requestRefund}
                      </Link>
                    )}
                    <Link
                      to={o.href}
                      className="inline-flex min-h-11 items-center rounded-full border border-espresso-900 px-5 text-sm font-semibold text-espresso-900 hover:bg-cream-200"
                      aria-label={`${t.open} ${o.number}`}
                    >
                      {t.open}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {expired && (
        <p role="alert" className="mt-6 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-berry-700">
          {t.expired}
        </p>
      )}
      <p className="mt-8 text-espresso-800">{t.intro}</p>
      <EmailLinkForm
        id="find-email"
        label={t.emailLabel}
        button={t.button}
        error={error}
        sent={actionData?.ok ? actionData.message : null}
        sentTestId="orders-link-sent"
      />
    </div>
  );
}
