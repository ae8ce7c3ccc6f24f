import { Form, Link } from "react-router";
import { pageFrom, statusFrom } from "~/admin/query";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, When } from "~/components/console/table";
import { Pagination, StatusFilter } from "~/components/console/list-nav";
import { Button } from "~/components/ui/button";
import { adminSubscriptionsCopy as t, SUBSCRIPTION_STATUSES, subscriptionStatusLabels } from "~/content/subscriptions";
import { getSubscriptionFigures, listSubscriptions } from "~/subscriptions/admin.server";
import { formatDay } from "~/subscriptions/schedule";
import { formatCents } from "~/utils/money";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-subscriptions";

export const loader = consoleLoader(async ({ db, url }) => {
  const status = statusFrom(url, SUBSCRIPTION_STATUSES);
  const q = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const [figures, list] = await Promise.all([
    getSubscriptionFigures(db),
    listSubscriptions(db, { status, q, page: pageFrom(url) }),
  ]);
  return { figures, ...list, status, q };
});

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

function href({ status, q, page }: { status?: string; q?: string; page?: number }) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/subscriptions${query ? `?${query}` : ""}`;
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { figures, rows, total, counts, page, pageSize, status, q } = loaderData;
  const c = t.columns;
  const stats = [
    { label: t.figures.active, value: figures.active.toLocaleString("en-US"), id: "active" },
    { label: t.figures.mrr, value: formatCents(figures.monthlyRecurringCents), id: "mrr" },
    { label: t.figures.due, value: figures.dueIn7Days.toLocaleString("en-US"), id: "due" },
    { label: t.figures.cancelled, value: figures.cancelledIn30Days.toLocaleString("en-US"), id: "cancelled" },
  ];
  return (
    <>
      <PageTitle title={t.title} />
      <dl aria-label={t.figures.label} className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.id} className="flex flex-col-reverse rounded-2xl border border-cream-300 bg-cream-50 p-4">
            <dt className="text-sm text-espresso-700">{s.label}</dt>
            <dd className="font-display text-2xl font-semibold text-espresso-900" data-testid={`figure-${s.id}`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <Panel title={t.reasonsTitle} id="reasons-title" className="mt-5">
        {figures.reasons.length === 0 ? (
          <p className="px-5 py-3 text-sm text-espresso-700">{t.noReasons}</p>
        ) : (
          <ul className="list-disc space-y-1 py-3 pl-10 pr-5 text-sm" data-testid="cancel-reasons">
            {figures.reasons.map((r) => (
              <li key={r.id}>{r.reason}</li>
            ))}
          </ul>
        )}
      </Panel>
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-2">
        {status && <input type="hidden" name="status" value={status} />}
        <label className="grow text-sm font-semibold text-espresso-800">
          {t.searchLabel}
          <input
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 block h-10 w-full rounded-xl border border-cream-300 bg-cream-50 px-3 font-normal"
          />
        </label>
        <Button type="submit" variant="outline" size="md">
          {t.search}
        </Button>
      </Form>
      <div className="mt-4">
        <StatusFilter
          basePath="/admin/subscriptions"
          current={status}
          statuses={SUBSCRIPTION_STATUSES}
          labels={subscriptionStatusLabels}
          counts={counts}
        />
      </div>
      <Panel>
        <DataTable
          label={t.title}
          head={[c.subscriber, c.status, c.plan, c.next, c.started]}
          empty={rows.length === 0 && t.empty}
        >
          {rows.map((s) => (
            <tr key={s.id} className="hover:bg-cream-200/40">
              <td className={cell}>
                <Link
                  to={`/admin/subscriptions/${s.id}`}
                  className="font-semibold text-chai-700 underline-offset-2 hover:underline"
                >
                  {s.email}
                </Link>
                <div className="text-xs text-espresso-700">{s.shipName}</div>
              </td>
              <td className={cell}>{subscriptionStatusLabels[s.status]}</td>
              <td className={`${cell} whitespace-nowrap`}>{t.plan(s.quantity, s.frequencyWeeks)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {s.status === "cancelled" ? "—" : formatDay(s.nextRenewalOn)}
              </td>
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>
                <When at={s.createdAt} />
              </td>
            </tr>
          ))}
        </DataTable>
        <Pagination page={page} pageSize={pageSize} total={total} hrefFor={(p) => href({ status, q, page: p })} />
      </Panel>
    </>
  );
}
