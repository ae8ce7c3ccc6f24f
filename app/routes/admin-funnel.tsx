import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, num, numCell } from "~/components/console/table";
import { count, periodFrom, PERIOD_DAYS, stepRows } from "~/analytics/format";
import { lastDays, readFunnelNow } from "~/analytics/funnel.server";
import { FunnelChart } from "~/analytics/FunnelChart";
import { FunnelStepsTable } from "~/analytics/FunnelStepsTable";
import { FUNNEL_STEPS } from "~/analytics/rules";
import { Button } from "~/components/ui/button";
import { consoleCopy } from "~/content/admin";
import { funnelCopy as t } from "~/content/funnel";
import { consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-funnel";

export const loader = consoleLoader(async ({ url }) => {
  const days = periodFrom(url.searchParams.get("days"));
  return { days, funnel: await readFunnelNow(lastDays(days)) };
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminFunnelPage({ loaderData }: Route.ComponentProps) {
  const { days, funnel } = loaderData;
  const rows = stepRows(funnel.totals);
  const empty = funnel.totals.pageViews === 0 && rows.every((r) => r.count === 0);
  // Newest first, and only the days something was counted on.
  const countedDays = [...funnel.days].reverse().filter((d) => d.pageViews > 0 || FUNNEL_STEPS.some((s) => d[s] > 0));
  return (
    <>
      <PageTitle title={t.title}>
        {/* A GET form: the period is in the URL, and it works without JavaScript. */}
        <form method="get" className="flex items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-espresso-800">
            {t.periodLabel}
            <select
              name="days"
              defaultValue={String(days)}
              className="h-11 rounded-lg border border-cream-300 bg-cream-50 px-3 text-sm text-espresso-900"
            >
              {PERIOD_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t.periodOption(d)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {t.show}
          </Button>
        </form>
      </PageTitle>
      <p className="max-w-3xl text-sm text-espresso-700">
        {t.intro} {t.range(funnel.from, funnel.to)}.
      </p>

      {empty ? (
        <Panel>
          <p className="px-5 py-10 text-center text-base text-espresso-800">{t.empty(days)}</p>
        </Panel>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <Panel title={t.chartTitle} id="funnel-chart">
              <div className="px-4 py-5 sm:px-5">
                <FunnelChart rows={rows} label={t.chartLabel(funnel.from, funnel.to)} />
              </div>
            </Panel>
            <Panel title={t.tableTitle} id="funnel-steps">
              <FunnelStepsTable rows={rows} label={t.tableTitle} full />
              <p className="border-t border-cream-300 px-5 py-3 text-xs text-espresso-700">
                {t.pageViews}: {count(funnel.totals.pageViews)}. {t.note}
              </p>
            </Panel>
          </div>

          <Panel title={t.perDayTitle} id="funnel-days">
            {/* Many numbers a row: on a phone the table scrolls sideways in its region, the day kept in view. */}
            <div
              role="region"
              aria-label={consoleCopy.tableRegion(t.perDayTitle)}
              tabIndex={0}
              className="overflow-x-auto"
            >
              <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-cream-300 bg-cream-200 text-xs uppercase tracking-wider text-espresso-700">
                    <th scope="col" className="sticky left-0 bg-cream-200 px-4 py-2.5 pl-5 font-semibold">
                      {t.perDayColumns.day}
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                      {t.perDayColumns.pageViews}
                    </th>
                    {FUNNEL_STEPS.map((step) => (
                      <th key={step} scope="col" className="px-3 py-2.5 text-right font-semibold last:pr-5">
                        {t.steps[step]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-cream-300/80">
                  {countedDays.map((day) => (
                    <tr key={day.day}>
                      <th
                        scope="row"
                        className="sticky left-0 whitespace-nowrap bg-cream-50 px-4 py-2.5 pl-5 font-medium tabular-nums"
                      >
                        {day.day}
                      </th>
                      <td className="px-3 py-2.5 text-right tabular-nums">{count(day.pageViews)}</td>
                      {FUNNEL_STEPS.map((step) => (
                        <td key={step} className="px-3 py-2.5 text-right tabular-nums last:pr-5">
                          {count(day[step])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="border-t border-cream-300 px-5 py-3 text-xs text-espresso-700">{t.quietDays}</p>
          </Panel>

          <Panel title={t.routesTitle} id="funnel-routes">
            <DataTable
              label={t.routesTitle}
              head={[t.routesColumns.route, num(t.routesColumns.views)]}
              empty={funnel.routes.length === 0 && t.empty(days)}
            >
              {funnel.routes.map((r) => (
                <tr key={r.route}>
                  <td className={`${cell} font-mono text-xs`}>{r.route}</td>
                  <td className={numCell}>{count(r.views)}</td>
                </tr>
              ))}
            </DataTable>
          </Panel>
        </>
      )}
    </>
  );
}
