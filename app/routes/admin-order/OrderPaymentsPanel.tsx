import { formatUsdc } from "~/components/console/format";
import { cell, DataTable, num, numCell, Wallet, When } from "~/components/console/table";
import { Panel } from "~/components/console/page";
import { StatusBadge } from "~/components/console/badges";
import { orderCopy as t } from "~/content/admin";
import type { OrderPageData } from "./page-data";

/** The USDC payments seen on chain for the order, with why one was refused. */
export function OrderPaymentsPanel({ payments }: Pick<OrderPageData, "payments">) {
  const pc = t.paymentColumns;
  return (
    <Panel title={t.payments} id="order-payments">
      <DataTable
        label={t.payments}
        head={[pc.signature, pc.payer, num(pc.amount), pc.status, pc.seen]}
        empty={payments.length === 0 && t.noPayments}
      >
        {payments.map((p) => (
          <tr key={p.id}>
            <td className={cell}>
              <Wallet address={p.signature} />
            </td>
            <td className={cell}>{p.payer ? <Wallet address={p.payer} /> : "—"}</td>
            <td className={numCell}>{p.amount === null ? "—" : formatUsdc(p.amount)}</td>
            <td className={cell}>
              <StatusBadge kind="payment" status={p.status} />
              {p.reason && <div className="mt-1 text-xs text-espresso-700">{p.reason}</div>}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <When at={p.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}
