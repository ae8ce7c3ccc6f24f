// The dashboard's funnel: the period's steps from visit to paid order.
import { Link } from "react-router";
import { Panel } from "~/components/console/page";
import { funnelDaysFor, stepRows } from "~/analytics/format";
import { FunnelChart } from "~/analytics/FunnelChart";
import { FunnelStepsTable } from "~/analytics/FunnelStepsTable";
import { dashboardCopy as t } from "~/content/dashboard";
import type { Dashboard } from "./dashboard.server";
import { percentChange, Note, Moved } from "./figures";

const n = t.format.count;

/** The funnel's steps for the period (app/analytics counts them); its own page has them by day and page. */
export function FunnelSection({ d }: { d: Dashboard }) {
  const f = t.funnel;
  const rows = stepRows(d.funnel.totals);
  const href = `/admin/funnel?days=${funnelDaysFor(d.period.days)}`;
  return (
    <Panel title={f.title} id="dashboard-funnel">
      {d.funnel.totals.visitor === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-espresso-700">{f.empty}</p>
      ) : (
        <div className="grid gap-6 p-4 sm:p-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <FunnelChart rows={rows} label={f.chartLabel(d.period.from, d.period.to)} />
          <FunnelStepsTable
            rows={rows}
            label={f.title}
            extra={{
              head: [f.previous, f.change],
              cells: (row) => [
                n(d.funnel.previous[row.step]),
                percentChange(row.count, d.funnel.previous[row.step]) === null ? (
                  f.noChange
                ) : (
                  <Moved key="moved" current={row.count} before={d.funnel.previous[row.step]} />
                ),
              ],
            }}
          />
        </div>
      )}
      <Note>
        {f.note(n(d.funnel.pageViews))}{" "}
        <Link to={href} className="font-semibold text-chai-700 underline">
          {f.link}
        </Link>
      </Note>
    </Panel>
  );
}
