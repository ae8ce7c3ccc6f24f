import { Form, Link } from "react-router";
import { listOrders } from "~/admin/orders.server";
import { orderFilterFrom } from "~/admin/order-filter.server";
import { ORDER_LIST_STATUSES } from "~/admin/statuses";
import { pageFrom } from "~/admin/query";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, num, numCell, Wallet, When } from "~/components/console/table";
import { StatusBadge } from "~/components/console/badges";
import { listHref, Pagination, StatusFilter } from "~/components/console/list-nav";
import { orderStatusLabels, ordersCopy } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { formatCents } from "~/utils/money";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-orders";

export const loader = consoleLoader(async ({ db, url }) => {
  const { status, filter, query, shown } = orderFilterFrom(url);
  const list = await listOrders(db, {
    status: status === "part_refunded" ? undefined : status,
    page: pageFrom(url),
    filter,
  });
  return { ...list, status, query: query.toString(), shown };
});

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(ordersCopy.title);

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, counts, page, pageSize, status, query, shown } = loaderData;
  const c = ordersCopy.columns;
  const params = new URLSearchParams(query);
  const all = Object.entries(counts).reduce((n, [k, v]) => (k === "part_refunded" ? n : n + (v ?? 0)), 0);
  return (
    <>
      <PageTitle title={ordersCopy.title} />
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-3 text-sm">
        {status && <input type="hidden" name="status" value={status} />}
        {params.get("moved") && <input type="hidden" name="moved" value={params.get("moved")!} />}
        {(["method", "due", "sort"] as const).map(
          (name) => params.get(name) && <input key={name} type="hidden" name={name} value={params.get(name)!} />,
        )}
        {(["from", "to"] as const).map((name) => (
          <label key={name} className="flex flex-col gap-1">
            {ordersCopy.filter[name]}
            <input
              type="date"
              name={name}
              defaultValue={params.get(name) ?? ""}
              className="h-11 rounded border border-cream-300 px-2 sm:h-9"
            />
          </label>
        ))}
        <Button type="submit" variant="outline" size="sm">
          {ordersCopy.filter.apply}
        </Button>
        {query && (
          <Link to="/admin/orders" className="py-1 text-chai-700 underline">
            {ordersCopy.filter.clear}
          </Link>
        )}
      </Form>
      {shown && <p className="mb-3 text-sm text-espresso-800">{shown}</p>}
      <StatusFilter
        basePath="/admin/orders"
        current={status}
        statuses={ORDER_LIST_STATUSES}
        labels={{ ...orderStatusLabels, part_refunded: ordersCopy.partRefunded }}
        counts={counts}
        query={params}
        total={all}
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
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>
                <When at={order.createdAt} />
              </td>
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
          hrefFor={(p) => {
            const href = listHref("/admin/orders", { status, page: p });
            return query ? `${href}${href.includes("?") ? "&" : "?"}${query}` : href;
          }}
        />
      </Panel>
    </>
  );
}
