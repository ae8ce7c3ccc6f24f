import { formatNpx } from "~/components/console/format";
import { cell, DataTable, num, numCell } from "~/components/console/table";
import { Panel } from "~/components/console/page";
import { orderCopy as t } from "~/content/admin";
import { taxCopy } from "~/content/tax";
import { formatCents } from "~/utils/money";
import type { OrderPageData } from "./page-data";

/** The order's lines and its totals (the tax where Stripe Tax answered). */
export function OrderLinesPanel({ order, lines }: Pick<OrderPageData, "order" | "lines">) {
  const lc = t.lineColumns;
  return (
    <Panel title={t.lines} id="order-lines">
      <DataTable label={t.lines} head={[lc.product, lc.type, num(lc.qty), num(lc.unit), num(lc.total), num(lc.npx)]}>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={`${cell} font-medium`}>{line.productName}</td>
            <td className={cell}>{t.purchaseTypes[line.purchaseType]}</td>
            <td className={numCell}>{line.quantity}</td>
            <td className={numCell}>{formatCents(line.unitPriceCents)}</td>
            <td className={numCell}>{formatCents(line.lineTotalCents)}</td>
            <td className={numCell}>{formatNpx(line.npxReward)}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="ml-auto max-w-xs space-y-1 border-t border-cream-300 px-5 py-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-espresso-700">{t.subtotal}</dt>
          <dd className="tabular-nums">{formatCents(order.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-espresso-700">{t.shipping}</dt>
          <dd className="tabular-nums">{order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}</dd>
        </div>
        {order.taxCalculationId && (
          <div className="flex justify-between gap-4" title={order.taxCalculationId}>
            <dt className="text-espresso-700">{taxCopy.row}</dt>
            <dd className="tabular-nums" data-testid="admin-order-tax">
              {formatCents(order.taxCents)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-cream-300 pt-2 font-semibold">
          <dt>{t.total}</dt>
          <dd className="tabular-nums">{formatCents(order.totalCents)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
