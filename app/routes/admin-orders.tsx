import { Link } from "react-router";
import { formatDateTime } from "~/admin/format";
import { listOrders } from "~/admin/orders.server";
import { ORDER_STATUSES } from "~/admin/statuses";
import { pageFrom, statusFrom } from "~/admin/query";
import {
  cell,
  DataTable,
  listHref,
  num,
  numCell,
  PageTitle,
  Pagination,
  Panel,
  StatusBadge,
  StatusFilter,
  Wallet,
} from "~/admin/ui";
import { orderStatusLabels, ordersCopy } from "~/content/admin";
import { formatCents } from "~/utils/money";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-orders";

export const loader = consoleLoader(async ({ db, url }) => {
  const status = statusFrom(url, ORDER_STATUSES);
  return listOrders(db, { status, page: pageFrom(url) }).then((list) => ({ ...list, status }));
});

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(ordersCopy.title);

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, counts, page, pageSize, status } = loaderData;
  const c = ordersCopy.columns;
  return (
    <>
      <PageTitle title={ordersCopy.title} />
      <StatusFilter
        basePath="/admin/orders"
        current={status}
        statuses={ORDER_STATUSES}
        labels={orderStatusLabels}
        counts={counts}
      />
      <Panel>
        <DataTable
          label={ordersCopy.title}
          head={[c.number, c.placed, c.status, c.customer, c.wallet, num(c.items), num(c.total)]}
          empty={rows.length === 0 && ordersCopy.empty}
        >
          {rows.map((order) => (
            <tr key={order.id} className="hover:bg-cream-200/40">
              <td className={cell}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="inline-flex min-h-6 items-center whitespace-nowrap font-semibold text-chai-700 underline-offset-2 hover:underline"
                >
                  {order.number}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>{formatDateTime(order.createdAt)}</td>
              <td className={cell}>
                <StatusBadge kind="order" status={order.status} />
              </td>
              <td className={cell}>
                <div className="font-medium">{order.shipName}</div>
                <div className="text-xs text-espresso-700">{order.email}</div>
              </td>
              <td className={cell}>
                {order.wallet ? (
                  <Wallet address={order.wallet} />
                ) : (
                  <span className="text-espresso-700">{ordersCopy.guest}</span>
                )}
              </td>
              <td className={numCell}>{order.items}</td>
              <td className={`${numCell} font-semibold`}>{formatCents(order.totalCents)}</td>
            </tr>
          ))}
        </DataTable>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(p) => listHref("/admin/orders", { status, page: p })}
        />
      </Panel>
    </>
  );
}
