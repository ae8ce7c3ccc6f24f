import { cell, DataTable, num, numCell, Wallet, When } from "~/components/console/table";
import { Panel } from "~/components/console/page";
import { StatusBadge } from "~/components/console/badges";
import { refundCopy as r } from "~/content/admin";
import { formatCents } from "~/utils/money";
import type { OrderPageData } from "./page-data";

/** The order's card payments and the refunds asked of Stripe; absent when it has neither. */
export function CardPaymentsPanel({ card }: Pick<OrderPageData, "card">) {
  if (card.payments.length === 0 && card.refunds.length === 0) return null;
  return (
    <Panel title={r.payments} id="order-card-payments">
      <DataTable
        label={r.payments}
        head={[r.columns.intent, num(r.columns.amount), r.columns.status, num(r.columns.refunded), r.columns.at]}
      >
        {card.payments.map((p) => (
          <tr key={p.id}>
            <td className={`${cell} font-mono text-xs`}>{p.paymentIntentId}</td>
            <td className={numCell}>
              {formatCents(p.amountCents)} {p.currency.toUpperCase()}
            </td>
            <td className={cell}>
              <StatusBadge kind="card" status={p.status} />
              {p.reason && <div className="mt-1 text-xs text-espresso-700">{p.reason}</div>}
            </td>
            <td className={numCell}>{formatCents(p.refundedCents)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <When at={p.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
      {card.refunds.length > 0 && (
        <DataTable
          label={r.refunds}
          head={[
            r.refundColumns.refund,
            num(r.refundColumns.amount),
            r.refundColumns.reason,
            r.refundColumns.by,
            r.refundColumns.at,
          ]}
        >
          {card.refunds.map((refund) => (
            <tr key={refund.id}>
              <td className={`${cell} font-mono text-xs`}>{refund.stripeRefundId}</td>
              <td className={numCell}>{formatCents(refund.amountCents)}</td>
              <td className={cell}>{refund.reason}</td>
              <td className={cell}>
                <Wallet address={refund.requestedBy} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <When at={refund.createdAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
