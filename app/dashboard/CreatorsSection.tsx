// The dashboard's creators: their sales, commissions and payouts for the period.
import { Panel } from "~/components/console/page";
import { DataTable, cell, num, numCell } from "~/components/console/table";
import { dashboardCopy as t } from "~/content/dashboard";
import { formatCents } from "~/utils/money";
import type { Dashboard } from "./dashboard.server";
import { Figure, Figures, pair } from "./figures";

const n = t.format.count;

export function CreatorsSection({ d }: { d: Dashboard }) {
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
