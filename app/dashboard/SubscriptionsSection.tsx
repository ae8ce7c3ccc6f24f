// The dashboard's subscriptions: active, started, cancelled, churn by month and the cohorts.
import { Link } from "react-router";
import { Panel } from "~/components/console/page";
import { dashboardCopy as t } from "~/content/dashboard";
import { formatCents } from "~/utils/money";
import { Chart, heatClass } from "./charts";
import type { Dashboard } from "./dashboard.server";
import { Figure, Figures, Note, pair } from "./figures";

const n = t.format.count;

export function SubscriptionsSection({ d }: { d: Dashboard }) {
  const c = d.current.subscriptions;
  const b = d.previous.subscriptions;
  const s = t.subscriptions;
  const m = t.mrrChart;
  return (
    <Panel title={s.title} id="dashboard-subscriptions">
      <Figures>
        <Figure
          label={s.active}
          href="/admin/subscriptions?status=active"
          value={n(c.activeNow)}
          detail={t.change.now}
        />
        <Figure
          label={s.paused}
          href="/admin/subscriptions?status=paused"
          value={n(c.pausedNow)}
          detail={t.change.now}
        />
        <Figure label={s.started} href="/admin/subscriptions" {...pair(c.started, b.started, n)} />
        <Figure
          label={s.cancelled}
          href="/admin/subscriptions?status=cancelled"
          {...pair(c.cancelled, b.cancelled, n)}
        />
        <ChurnByMonth months={d.churnByMonth} />
        <Figure
          label={s.mrr}
          href="/admin/subscriptions?status=active"
          {...pair(c.mrrCents, b.mrrCents, formatCents)}
        />
        <Figure label={s.renewalsPaid} href="/admin/subscriptions" {...pair(c.renewals.paid, b.renewals.paid, n)} />
        <Figure
          label={s.renewalsAwaiting}
          href="/admin/orders?status=pending_payment"
          {...pair(c.renewals.awaiting, b.renewals.awaiting, n)}
        />
        <Figure
          label={s.renewalsFailed}
          href="/admin/orders?status=cancelled"
          {...pair(c.renewals.failed, b.renewals.failed, n)}
        />
      </Figures>
      <Note>{s.note}</Note>
      <div className="grid gap-6 border-t border-cream-300 p-4 sm:p-5 lg:grid-cols-2">
        <Chart
          title={`${m.mrr}`}
          description={`${m.title}. ${m.description}`}
          points={d.mrrByMonth.map((x) => ({
            label: t.format.month(x.month),
            value: x.mrrCents,
            display: formatCents(x.mrrCents),
          }))}
          kind="line"
          formatAxis={formatCents}
          tableLabel={m.table}
          columns={[m.columns.month, m.columns.mrr]}
        />
        <Chart
          title={m.active}
          description={`${m.title}. ${m.description}`}
          points={d.mrrByMonth.map((x) => ({ label: t.format.month(x.month), value: x.active, display: n(x.active) }))}
          kind="line"
          formatAxis={n}
          tableLabel={m.table}
          columns={[m.columns.month, m.columns.active]}
        />
      </div>
      <CohortTable cohorts={d.cohorts} />
    </Panel>
  );
}

/** Churn month by month, as subscription tools report it: "1 of 2 (50%)", or "none active". */
function ChurnByMonth({ months }: { months: Dashboard["churnByMonth"] }) {
  const s = t.subscriptions;
  return (
    <li className="col-span-2 min-w-0 rounded-xl border border-cream-300 bg-cream-50 p-3" data-testid="churn-by-month">
      <Link
        to="/admin/subscriptions?status=cancelled"
        className="text-xs font-semibold text-espresso-700 hover:text-chai-700 hover:underline"
      >
        {s.churn}
      </Link>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm tabular-nums">
        {months.map((m) => (
          <div key={m.month} className="contents">
            <dt className="text-espresso-700">{t.format.month(m.month)}</dt>
            <dd className="font-semibold text-espresso-900">
              {m.active === 0 ? s.churnNoneActive : s.churnMonth(m.cancelled, m.active)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-0.5 text-xs text-espresso-700">{s.churnDetail}</p>
    </li>
  );
}

function CohortTable({ cohorts }: { cohorts: Dashboard["cohorts"] }) {
  const s = t.cohorts;
  const shown = cohorts.filter((c) => c.size > 0);
  const width = Math.max(0, ...shown.map((c) => c.retained.length));
  return (
    <div className="border-t border-cream-300 p-4 sm:p-5">
      <h3 className="font-sans text-sm font-semibold text-espresso-900">{s.title}</h3>
      <p className="mt-0.5 text-xs text-espresso-700">{s.description}</p>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-espresso-700">{s.empty}</p>
      ) : (
        <div role="region" aria-label={s.title} tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="border-separate border-spacing-0.5 text-xs tabular-nums">
            <caption className="sr-only">{s.description}</caption>
            <thead>
              <tr className="text-espresso-700">
                <th scope="col" className="whitespace-nowrap px-2 py-1 text-left font-semibold">
                  {s.columns.month}
                </th>
                <th scope="col" className="whitespace-nowrap px-2 py-1 text-right font-semibold">
                  {s.columns.size}
                </th>
                {Array.from({ length: width }, (_, i) => (
                  <th key={i} scope="col" className="whitespace-nowrap px-2 py-1 text-right font-semibold">
                    {s.columns.after(i + 1)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((cohort) => (
                <tr key={cohort.month}>
                  <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-semibold">
                    {t.format.month(cohort.month)}
                  </th>
                  <td className="px-2 py-1.5 text-right">{n(cohort.size)}</td>
                  {Array.from({ length: width }, (_, i) => {
                    const value = i < cohort.retained.length ? (cohort.retained[i] ?? null) : undefined;
                    return (
                      <td
                        key={i}
                        className={
                          value === undefined
                            ? "px-2 py-1.5"
                            : `rounded px-2 py-1.5 text-right font-semibold ${heatClass(value)}`
                        }
                      >
                        {value === undefined ? "" : value === null ? s.notYet : t.percent(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
