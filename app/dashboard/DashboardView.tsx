// The dashboard page: the period's form (a plain GET form), then each area's figures beside the
// previous period, its charts and tables. Every figure links to the console list it counts.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { DataTable, cell, num, numCell, PageTitle, Panel } from "~/components/console/ui";
import { formatNpx } from "~/components/console/format";
import { funnelDaysFor, stepRows } from "~/analytics/format";
import { FunnelChart } from "~/analytics/FunnelChart";
import { FunnelStepsTable } from "~/analytics/FunnelStepsTable";
import { Icon } from "~/components/icons";
import { dashboardCopy as t } from "~/content/dashboard";
import { movedHref, REDUCTION_KINDS } from "~/db/money-kinds";
import { formatCents } from "~/utils/money";
import { Chart, heatClass } from "./charts";
import type { Dashboard } from "./dashboard.server";
import { TodayPanel } from "./TodayPanel";
import type { Today } from "./today.server";
import { daysOf, PERIOD_KEYS } from "~/utils/period";

/** How far `current` moved from `previous`, in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

const n = t.format.count;

function Figure({
  label,
  value,
  href,
  previous,
  detail,
}: {
  label: string;
  value: string;
  href: string;
  /** The previous period's value as text, and the two numbers it is compared by. */
  previous?: { text: string; current: number; before: number };
  detail?: string;
}) {
  return (
    <li className="min-w-0 rounded-xl border border-cream-300 bg-cream-50 p-3">
      <Link to={href} className="group block rounded-md">
        <span className="block text-xs font-semibold text-espresso-700 group-hover:text-chai-700 group-hover:underline">
          {label}
        </span>
        <span className="mt-1 block break-words font-display text-xl font-semibold tabular-nums text-espresso-900 sm:text-2xl">
          {value}
        </span>
      </Link>
      {detail && <p className="mt-0.5 text-xs text-espresso-700">{detail}</p>}
      {previous && <Change {...previous} />}
    </li>
  );
}

/** The previous period's value, and the move from it as an arrow with its sign (read aloud in words). */
function Change({ text, current, before }: { text: string; current: number; before: number }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-espresso-700">
      <span>{t.change.before(text)}</span>
      <Moved current={current} before={before} />
    </p>
  );
}

/** The move from the previous period as "▲ +12%" (read aloud "up 12%"); nothing when there was nothing before. */
function Moved({ current, before }: { current: number; before: number }) {
  const percent = percentChange(current, before);
  if (percent === null) return null;
  return (
    <span className="font-semibold text-espresso-900" data-testid="change">
      <span aria-hidden>{t.change.shown(percent)}</span>
      <span className="sr-only">{t.change.spoken(percent)}</span>
    </span>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-4">{children}</ul>;
}

const Note = ({ children }: { children: ReactNode }) => (
  <p className="px-4 pb-4 text-xs text-espresso-700 sm:px-5">{children}</p>
);

/** A figure's value and its previous period's, formatted the same way. */
function pair(current: number, before: number, format: (v: number) => string) {
  return { value: format(current), previous: { text: format(before), current, before } };
}

const control = "min-h-11 rounded-lg border border-cream-300 bg-cream-50 px-3 text-sm";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-espresso-700">
        {label}
      </label>
      {children}
    </div>
  );
}

function PeriodForm({ period, timeZone, exports }: Pick<Dashboard, "period" | "timeZone"> & { exports: ReactNode }) {
  const p = t.period;
  return (
    <Panel>
      {period.invalid && (
        <p role="alert" className="border-b border-cream-300 px-4 py-3 text-sm font-semibold text-berry-700 sm:px-5">
          {p.invalid}
        </p>
      )}
      {/* Folded by default (a <details>: no script needed), so a phone's first screen is the to-do and the sales. */}
      <details className="group" data-testid="period-form">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-5 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="font-semibold text-espresso-900">{p.showing(period.from, period.to, timeZone)}</span>{" "}
            <span className="text-xs text-espresso-700">{p.previous(period.previous.from, period.previous.to)}</span>
          </span>
          <span className="inline-flex items-center gap-1 font-semibold text-chai-700">
            {p.change}
            <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </span>
        </summary>
        <Form method="get" className="flex flex-wrap items-end gap-3 border-t border-cream-300 p-4 sm:p-5">
          <Field id="period" label={p.label}>
            <select id="period" name="period" defaultValue={period.key} className={control}>
              {PERIOD_KEYS.map((key) => (
                <option key={key} value={key}>
                  {p.options[key]}
                </option>
              ))}
            </select>
          </Field>
          {(["from", "to"] as const).map((name) => (
            <Field key={name} id={name} label={p[name]}>
              <input
                id={name}
                name={name}
                type="date"
                defaultValue={period[name]}
                aria-describedby="period-hint"
                className={control}
              />
            </Field>
          ))}
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-espresso-900 px-4 text-sm font-semibold text-cream-50 hover:bg-espresso-800"
          >
            {p.submit}
          </button>
          <p id="period-hint" className="w-full text-xs text-espresso-700">
            {p.customHint}
          </p>
          <p className="w-full text-xs text-espresso-700">{p.kept}</p>
          {exports}
        </Form>
      </details>
    </Panel>
  );
}

function SalesSection({ d }: { d: Dashboard }) {
  const c = d.current.sales;
  const b = d.previous.sales;
  const s = t.sales;
  const byDay = new Map(d.salesByDay.map((row) => [row.day, row]));
  const days = daysOf(d.period).map((day) => byDay.get(day) ?? { day, orders: 0, netCents: 0 });
  // The previous period, day by day in the same order (its first day beside this one's first).
  const beforeByDay = new Map(d.previousSalesByDay.map((row) => [row.day, row]));
  const before = daysOf(d.period.previous).map((day) => beforeByDay.get(day) ?? { day, orders: 0, netCents: 0 });
  const label = (day: string) => t.format.chartDay(day);
  const legend = { current: t.salesChart.thisLegend, previous: t.salesChart.previousLegend };
  // Each figure opens the orders list of exactly what it counts: the orders with such movements in the period.
  const moved = (what: string, method?: string) =>
    movedHref({ from: d.period.from, to: d.period.to, moved: what, method });
  return (
    <Panel title={s.title} id="dashboard-sales">
      <Figures>
        <Figure label={s.net} href={moved("net")} {...pair(c.netCents, b.netCents, formatCents)} />
        <Figure label={s.gross} href={moved("sale")} {...pair(c.grossCents, b.grossCents, formatCents)} />
        <Figure
          label={s.discounts}
          href={moved("discounts")}
          {...pair(c.discountCents, b.discountCents, formatCents)}
        />
        {REDUCTION_KINDS.map((k) => (
          <Figure
            key={k}
            label={s.discountKinds[k]}
            href={moved(k)}
            {...pair(c.discountsByKind[k], b.discountsByKind[k], formatCents)}
          />
        ))}
        <Figure label={s.returns} href={moved("return")} {...pair(c.returnsCents, b.returnsCents, formatCents)} />
        <Figure label={s.shipping} href={moved("shipping")} {...pair(c.shippingCents, b.shippingCents, formatCents)} />
        <Figure label={s.taxes} href={moved("tax")} {...pair(c.taxCents, b.taxCents, formatCents)} />
        <Figure label={s.total} href={moved("net")} {...pair(c.totalSalesCents, b.totalSalesCents, formatCents)} />
        <Figure label={s.orders} href={moved("payment")} {...pair(c.orders, b.orders, n)} />
        <Figure
          label={s.average}
          href={moved("payment")}
          value={c.averageOrderCents === null ? t.none : formatCents(c.averageOrderCents)}
          previous={{
            text: b.averageOrderCents === null ? t.none : formatCents(b.averageOrderCents),
            current: c.averageOrderCents ?? 0,
            before: b.averageOrderCents ?? 0,
          }}
        />
        {(["card", "usdc", "store"] as const).map((m) => (
          <Figure
            key={m}
            label={s[m]}
            href={moved("payment", m)}
            detail={s.methodDetail(c.byMethod[m].orders)}
            {...pair(c.byMethod[m].cents, b.byMethod[m].cents, formatCents)}
          />
        ))}
        <Figure label={s.newCustomers} href={moved("payment")} {...pair(c.customers.new, b.customers.new, n)} />
        <Figure
          label={s.returningCustomers}
          href={moved("payment")}
          {...pair(c.customers.returning, b.customers.returning, n)}
        />
      </Figures>
      <Note>{s.note}</Note>
      {c.orders === 0 ? (
        <p className="border-t border-cream-300 px-5 py-8 text-center text-sm text-espresso-700">{s.empty}</p>
      ) : (
        <div className="grid gap-6 border-t border-cream-300 p-4 sm:p-5 lg:grid-cols-2">
          <Chart
            title={t.salesChart.title}
            description={t.salesChart.description(days.length)}
            points={days.map((x, i) => ({
              label: label(x.day),
              value: x.netCents,
              display: formatCents(x.netCents),
              previous: before[i] && { value: before[i].netCents, display: formatCents(before[i].netCents) },
            }))}
            formatAxis={formatCents}
            tableLabel={t.salesChart.table}
            columns={[t.salesChart.columns.day, t.salesChart.columns.net, t.salesChart.columns.previous]}
            legend={legend}
          />
          <Chart
            title={t.salesChart.ordersTitle}
            description={t.salesChart.ordersDescription(days.length)}
            points={days.map((x, i) => ({
              label: label(x.day),
              value: x.orders,
              display: n(x.orders),
              previous: before[i] && { value: before[i].orders, display: n(before[i].orders) },
            }))}
            formatAxis={n}
            tableLabel={t.salesChart.table}
            columns={[t.salesChart.columns.day, t.salesChart.columns.orders, t.salesChart.columns.previous]}
            legend={legend}
          />
        </div>
      )}
    </Panel>
  );
}

/** The funnel's steps for the period (app/analytics counts them); its own page has them by day and page. */
function FunnelSection({ d }: { d: Dashboard }) {
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

function SubscriptionsSection({ d }: { d: Dashboard }) {
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

function CreatorsSection({ d }: { d: Dashboard }) {
  const c = d.current.creators;
  const b = d.previous.creators;
  const s = t.creators;
  return (
    <Panel title={s.title} id="dashboard-creators">
      <Figures>
        <Figure label={s.orders} href="/admin/creators" {...pair(c.orders, b.orders, n)} />
        <Figure label={s.revenue} href="/admin/creators" {...pair(c.revenueCents, b.revenueCents, formatCents)} />
        <Figure
          label={s.commission}
          href="/admin/creators"
          {...pair(c.commissionCents, b.commissionCents, formatCents)}
        />
        <Figure label={s.pending} href="/admin/creators" value={formatCents(c.pendingCents)} detail={t.change.now} />
        <Figure label={s.approved} href="/admin/creators" value={formatCents(c.approvedCents)} detail={t.change.now} />
        <Figure label={s.paid} href="/admin/creators" {...pair(c.paidCents, b.paidCents, formatCents)} />
      </Figures>
      <div className="border-t border-cream-300">
        <h3 className="px-4 pt-4 font-sans text-sm font-semibold text-espresso-900 sm:px-5">{s.top}</h3>
        <DataTable
          label={s.top}
          head={[
            s.columns.name,
            s.columns.code,
            num(s.columns.orders),
            num(s.columns.revenue),
            num(s.columns.commission),
          ]}
          empty={d.topCreators.length === 0 && s.topEmpty}
        >
          {d.topCreators.map((creator) => (
            <tr key={creator.id}>
              <td className={`${cell} font-medium`}>{creator.name}</td>
              <td className={`${cell} font-mono text-xs`}>{creator.code}</td>
              <td className={numCell}>{n(creator.orders)}</td>
              <td className={numCell}>{formatCents(creator.revenueCents)}</td>
              <td className={numCell}>{formatCents(creator.commissionCents)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </Panel>
  );
}

function NpxSection({ d }: { d: Dashboard }) {
  const c = d.current.npx;
  const b = d.previous.npx;
  const s = t.npx;
  const pool = d.pool;
  return (
    <Panel title={s.title} id="dashboard-npx">
      <Figures>
        <Figure label={s.earned} href="/admin/rewards" {...pair(c.earned, b.earned, formatNpx)} />
        <Figure label={s.guest} href="/admin/rewards" value={formatNpx(c.guestCollectable)} detail={t.change.now} />
        <Figure label={s.claimable} href="/admin/rewards" value={formatNpx(c.claimable)} detail={t.change.now} />
        <Figure label={s.claimed} href="/admin/rewards" {...pair(c.claimed, b.claimed, formatNpx)} />
        <Figure label={s.owedBack} href="/admin/rewards" value={formatNpx(c.owedBack)} detail={t.change.now} />
        <Figure
          label={s.owedDollars}
          href="/admin/rewards"
          value={formatCents(d.npxDollars.owedCents)}
          detail={s.atStoreValue(d.npxDollars.perNpxUsd)}
        />
        {pool.state === "read" ? (
          <>
            <Figure
              label={s.pool}
              href="/admin/rewards"
              value={formatNpx(pool.balanceNpx)}
              detail={s.poolWorth(formatCents(d.npxDollars.poolCents ?? 0))}
            />
            <Figure
              label={s.runway}
              href="/admin/rewards"
              value={pool.runwayDays === null ? t.none : s.runwayDays(pool.runwayDays)}
              detail={
                pool.runwayDays === null
                  ? s.runwayNoClaims
                  : s.runwayDetail(formatNpx(c.claimedLast30Days), formatCents(d.npxDollars.claimedLast30DaysCents))
              }
            />
          </>
        ) : (
          <li className="col-span-2 rounded-xl border border-cream-300 bg-cream-100 p-3 text-sm text-espresso-800">
            <Link to="/admin/rewards" className="font-semibold text-chai-700 hover:underline">
              {s.pool}
            </Link>
            <p className="mt-1">{pool.state === "not_configured" ? s.poolNotConfigured : s.poolUnavailable}</p>
          </li>
        )}
      </Figures>
    </Panel>
  );
}

function ReviewsSection({ d }: { d: Dashboard }) {
  const c = d.current.reviews;
  const b = d.previous.reviews;
  const s = t.reviews;
  const avg = (v: number | null) => (v === null ? t.none : s.averageValue(v));
  return (
    <Panel title={s.title} id="dashboard-reviews">
      <Figures>
        <Figure label={s.count} href="/admin/reviews" {...pair(c.count, b.count, n)} />
        <Figure
          label={s.average}
          href="/admin/reviews?status=approved"
          value={avg(c.average)}
          previous={{ text: avg(b.average), current: c.average ?? 0, before: b.average ?? 0 }}
        />
        <Figure label={s.awaiting} href="/admin/reviews?status=pending" value={n(c.awaiting)} detail={t.change.now} />
      </Figures>
    </Panel>
  );
}

/** The period's exports; on a phone they sit in the folded period form, to keep the first screen for the to-do. */
function Exports({ href, className = "" }: { href: string; className?: string }) {
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200";
  return (
    <div className={`flex w-full flex-wrap gap-2 sm:hidden ${className}`}>
      <a href={href} className={link}>
        <Icon name="download" className="size-4" aria-hidden />
        {t.period.exportCsv}
      </a>
      <a href={href.replace("/admin/orders/export.csv", "/admin/money/movements.csv")} className={link}>
        <Icon name="download" className="size-4" aria-hidden />
        {t.period.exportMovements}
      </a>
    </div>
  );
}

export function DashboardView({ d, today, exportHref }: { d: Dashboard; today: Today; exportHref: string }) {
  return (
    <>
      <PageTitle title={t.title}>
        <a
          href={exportHref}
          className="hidden min-h-11 items-center gap-2 rounded-lg sm:inline-flex border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200"
        >
          <Icon name="download" className="size-4" aria-hidden />
          {t.period.exportCsv}
        </a>
        <a
          href={exportHref.replace("/admin/orders/export.csv", "/admin/money/movements.csv")}
          className="hidden min-h-11 items-center gap-2 rounded-lg sm:inline-flex border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200"
        >
          <Icon name="download" className="size-4" aria-hidden />
          {t.period.exportMovements}
        </a>
      </PageTitle>
      <TodayPanel today={today} />
      <PeriodForm period={d.period} timeZone={d.timeZone} exports={<Exports href={exportHref} />} />
      <SalesSection d={d} />
      <FunnelSection d={d} />
      <SubscriptionsSection d={d} />
      <CreatorsSection d={d} />
      <NpxSection d={d} />
      <ReviewsSection d={d} />
    </>
  );
}
