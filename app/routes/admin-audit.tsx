import { Link } from "react-router";
import { listAuditPage } from "~/admin/audit.server";
import { pageFrom } from "~/admin/query";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, Wallet, When } from "~/components/console/table";
import { listHref, Pagination } from "~/components/console/list-nav";
import { auditCopy as t } from "~/content/admin";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-audit";

export const loader = consoleLoader(async ({ db, url }) => listAuditPage(db, pageFrom(url)));

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

/** Entries about an order link to it by its number; other records show as text. */
function Target({ target, orderNumber }: { target: string; orderNumber: string | null }) {
  if (orderNumber) {
    return (
      <Link
        to={`/admin/orders/${encodeURIComponent(target)}`}
        className="inline-flex min-h-6 items-center whitespace-nowrap font-semibold text-chai-700 underline-offset-2 hover:underline"
      >
        {orderNumber}
      </Link>
    );
  }
  return <span className="font-mono text-xs">{target}</span>;
}

function Detail({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="text-espresso-700">—</span>;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex min-w-0 gap-1">
          <dt className="text-espresso-700">{key}:</dt>
          <dd className="break-all text-espresso-900">
            {Array.isArray(value)
              ? value.join(", ")
              : typeof value === "object" && value !== null
                ? JSON.stringify(value)
                : String(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize } = loaderData;
  const c = t.columns;
  return (
    <>
      <PageTitle title={t.title} />
      <Panel>
        <DataTable
          label={t.title}
          head={[c.when, c.actor, c.action, c.target, c.detail]}
          empty={rows.length === 0 && t.empty}
        >
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>
                <When at={entry.createdAt} />
              </td>
              <td className={cell}>
                {entry.actor.startsWith("system:") ? (
                  <span className="font-mono text-xs">{entry.actor}</span>
                ) : (
                  <Wallet address={entry.actor} />
                )}
              </td>
              <td className={cell}>
                <span className="whitespace-nowrap rounded-md bg-cream-200 px-2 py-0.5 font-mono text-xs font-semibold text-espresso-900">
                  {entry.action}
                </span>
              </td>
              <td className={cell}>
                <Target target={entry.target} orderNumber={entry.orderNumber} />
              </td>
              <td className={`${cell} min-w-72 max-w-md`}>
                <Detail detail={entry.detail} />
              </td>
            </tr>
          ))}
        </DataTable>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(p) => listHref("/admin/audit", { page: p })}
        />
      </Panel>
    </>
  );
}
