import { requireAdmin } from "~/admin/auth.server";
import { formatDateTime } from "~/admin/format";
import { listOutboxPage } from "~/admin/jobs.server";
import { adminMeta } from "~/admin/meta";
import { pageFrom } from "~/admin/query";
import { adminHeaders, noAdminAction } from "~/admin/route-helpers.server";
import { cell, DataTable, listHref, PageTitle, Pagination, Panel, StatusBadge } from "~/admin/ui";
import { outboxCopy as t } from "~/content/admin";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/admin-outbox";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list = await listOutboxPage(await getDb(), pageFrom(new URL(request.url)));
  return { ...list, smtp: Boolean(getEnv().SMTP_URL) };
}

export const action = ({ request }: Route.ActionArgs) => noAdminAction(request);

export const headers: Route.HeadersFunction = () => adminHeaders;

export const meta: Route.MetaFunction = ({ error }) => adminMeta(t.title, error);

export default function AdminOutboxPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, smtp } = loaderData;
  const c = t.columns;
  return (
    <>
      <PageTitle title={t.title} />
      <p className="text-sm text-espresso-700">{t.intro(smtp)}</p>
      <Panel>
        <DataTable
          label={t.title}
          head={[c.when, c.to, c.subject, c.kind, c.status]}
          empty={rows.length === 0 && t.empty}
        >
          {rows.map((mail) => (
            <tr key={mail.id}>
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>{formatDateTime(mail.createdAt)}</td>
              <td className={`${cell} break-all`}>{mail.to}</td>
              <td className={`${cell} min-w-72 max-w-xl`}>
                <details>
                  <summary className="cursor-pointer font-medium text-espresso-900">{mail.subject}</summary>
                  <p className="sr-only">{t.body}</p>
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-cream-200/60 p-3 font-sans text-xs text-espresso-900">
                    {mail.text}
                  </pre>
                </details>
                {mail.error && <p className="mt-1 text-xs text-berry-700">{mail.error}</p>}
              </td>
              <td className={`${cell} font-mono text-xs`}>{mail.kind}</td>
              <td className={cell}>
                <StatusBadge kind="email" status={mail.status} />
              </td>
            </tr>
          ))}
        </DataTable>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(p) => listHref("/admin/outbox", { page: p })}
        />
      </Panel>
    </>
  );
}
