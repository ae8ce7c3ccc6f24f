// The dashboard's sales: the money record's figures for the period, by day, by kind and by method.
import { Panel } from "~/components/console/page";
import { dashboardCopy as t } from "~/content/dashboard";
import { movedHref, REDUCTION_KINDS } from "~/db/money-kinds";
import { formatCents } from "~/utils/money";
import { Chart } from "./charts";
import type { Dashboard } from "./dashboard.server";
import { daysOf } from "~/utils/period";
import { Figure, Figures, Note, pair } from "./figures";

const n = t.format.count;

export function SalesSection({ d }: { d: Dashboard }) {
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
