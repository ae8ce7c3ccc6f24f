import { listOutboxPage, outboxHtml } from "~/admin/jobs.server";
import { pageFrom } from "~/admin/query";
import { Link } from "react-router";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, When } from "~/components/console/table";
import { StatusBadge } from "~/components/console/badges";
import { listHref, Pagination } from "~/components/console/list-nav";
import { outboxCopy as t } from "~/content/admin";
import { getEnv } from "~/utils/env.server";
import { consoleHeaders, consoleLoader, noAdminAction } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-outbox";

export const loader = consoleLoader(async ({ db, url }) => {
  const list = await listOutboxPage(db, pageFrom(url));
  // ?view=<id>: that message's HTML part, shown above the list (one at a time: the list carries text only).
  const view = Number(url.searchParams.get("view"));
  const viewed = Number.isSafeInteger(view) && view > 0 ? await outboxHtml(db, view) : null;
  return { ...list, viewed, smtp: Boolean(getEnv().SMTP_URL) };
});

const viewHref = (page: number, id?: number) => {
  const href = listHref("/admin/outbox", { page });
  return id ? `${href}${href.includes("?") ? "&" : "?"}view=${id}#email` : href;
};

export const action = noAdminAction;

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminOutboxPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, smtp, viewed } = loaderData;
  const c = t.columns;
  return (
    <>
      <PageTitle title={t.title} />
      <p className="text-sm text-espresso-700">{t.intro(smtp)}</p>
      {viewed && (
        <div id="email" className="scroll-mt-24">
          <Panel
            title={t.htmlTitle(viewed.subject, viewed.to)}
            id="email-html"
            actions={
              <Link to={viewHref(page)} className={actionLink}>
                {t.closeHtml}
              </Link>
            }
          >
            {/* The HTML as sent, in a frame that runs nothing and reaches nothing of the console. */}
            <iframe
              title={t.htmlFrame(viewed.subject)}
              sandbox=""
              srcDoc={viewed.html}
              className="block h-[40rem] w-full rounded-b-2xl bg-cream-100"
            />
          </Panel>
        </div>
      )}
      <Panel>
        <DataTable
          label={t.title}
          head={[c.when, c.to, c.subject, c.kind, c.status]}
          empty={rows.length === 0 && t.empty}
        >
          {rows.map((mail) => (
            <tr key={mail.id}>
              <td className={`${cell} whitespace-nowrap text-espresso-700`}>
                <When at={mail.createdAt} />
              </td>
              <td className={`${cell} break-all`}>{mail.to}</td>
              <td className={`${cell} min-w-72 max-w-xl`}>
                <details open={viewed?.id === mail.id}>
                  <summary className="cursor-pointer font-medium text-espresso-900">{mail.subject}</summary>
                  <p className="sr-only">{t.body}</p>
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-cream-200/60 p-3 font-sans text-xs text-espresso-900">
                    {mail.text}
                  </pre>
                  {mail.hasHtml && (
                    <Link to={viewHref(page, mail.id)} className={`${actionLink} mt-1`}>
                      {t.readHtml}
                    </Link>
                  )}
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

const actionLink =
  "inline-flex min-h-11 items-center text-sm font-semibold text-chai-700 underline underline-offset-4 hover:text-chai-600";
