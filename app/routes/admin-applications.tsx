import { Icon } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { runReviewAction } from "~/admin/applications.server";
import { statusPageFrom } from "~/admin/query";
import { PageTitle, Panel } from "~/components/console/page";
import { Wallet, When } from "~/components/console/table";
import { StatusBadge } from "~/components/console/badges";
import { listHref, Pagination, StatusFilter } from "~/components/console/list-nav";
import { ConfirmBox, dangerOutline, NoteField, Notice } from "~/components/console/actions";
import { Button } from "~/components/ui/button";
import { adminPageSize, applicationsCopy as t, applicationStatusLabels, consoleCopy } from "~/content/admin";
import { platforms } from "~/content/creators";
import { listApplications } from "~/creators/applications.server";
import { APPLICATION_STATUSES } from "~/admin/statuses";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-applications";

export const loader = consoleLoader(async ({ db, url }) => {
  const { status, page, pageSize, limit, offset } = statusPageFrom(
    url,
    APPLICATION_STATUSES,
    adminPageSize.applications,
  );
  return { ...(await listApplications(db, { status, limit, offset })), status, page, pageSize };
});

export const action = consoleAction(({ admin, db, form }) => runReviewAction(db, form, admin));

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const platformLabel = (value: string) => platforms.find((p) => p.value === value)?.label ?? value;

/** Links were checked when stored; only http(s) ever becomes a link here all the same. */
function ContentLink({ href }: { href: string }) {
  if (!URL.canParse(href) || !["http:", "https:"].includes(new URL(href).protocol))
    return <span className="break-all">{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-start gap-1 break-all text-chai-700 underline underline-offset-2 hover:text-chai-600"
    >
      {href}
      <Icon name="external-link" className="mt-0.5 size-3.5 shrink-0" aria-hidden />
    </a>
  );
}

export default function AdminApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, counts, status, page, pageSize } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <PageTitle title={t.title} />
      <StatusFilter
        basePath="/admin/applications"
        current={status}
        statuses={APPLICATION_STATUSES}
        labels={applicationStatusLabels}
        counts={counts}
      />
      <Notice result={actionData} />
      <Panel>
        {rows.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-espresso-700">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-cream-300">
            {rows.map((app) => (
              <li key={app.id} className="grid gap-4 px-4 py-5 sm:px-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
                <article aria-labelledby={`application-${app.id}`} className="min-w-0 space-y-3">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h2 id={`application-${app.id}`} className="font-sans text-base font-semibold text-espresso-900">
                      {app.name}
                    </h2>
                    <StatusBadge kind="application" status={app.status} />
                    <span className="text-xs text-espresso-700">
                      {t.submitted} <When at={app.createdAt} />
                    </span>
                  </div>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-espresso-800">
                    <span className="break-all">{app.email}</span>
                    <span>
                      {platformLabel(app.platform)} · <span className="font-medium">{app.handle}</span>
                    </span>
                    <span className="tabular-nums">
                      {app.followers.toLocaleString("en-US")} {t.followers}
                    </span>
                  </p>
                  <dl className="grid gap-3 text-sm sm:grid-cols-2">
                    <div className="min-w-0">
                      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{t.links}</dt>
                      <dd className="mt-1">
                        <ul className="space-y-1">
                          {app.links.map((link, i) => (
                            <li key={i}>
                              <ContentLink href={link} />
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{t.solana}</dt>
                      <dd className="mt-1">
                        {app.solanaAddress ? (
                          <Wallet address={app.solanaAddress} full />
                        ) : (
                          <span className="text-espresso-700">{t.noSolana}</span>
                        )}
                      </dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{t.why}</dt>
                      <dd className="mt-1 whitespace-pre-line break-words leading-relaxed text-espresso-900">
                        {app.why}
                      </dd>
                    </div>
                  </dl>
                </article>
                {app.status === "pending" ? (
                  <Form
                    method="post"
                    className="space-y-3 self-start rounded-xl border border-cream-300 bg-white/60 p-4"
                  >
                    <input type="hidden" name="id" value={app.id} />
                    <NoteField
                      id={`note-${app.id}`}
                      label={t.note}
                      srLabel={t.noteLabelFor(app.name)}
                      maxLength={1000}
                    />
                    <ConfirmBox id={`confirm-${app.id}`} label={consoleCopy.confirm} />
                    <div className="flex gap-2">
                      <Button
                        type="submit"
                        name="intent"
                        value="approve"
                        size="sm"
                        disabled={busy}
                        aria-label={`${t.approve} ${app.name}`}
                      >
                        {t.approve}
                      </Button>
                      <Button
                        type="submit"
                        name="intent"
                        value="reject"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`${t.reject} ${app.name}`}
                        className={dangerOutline}
                      >
                        {t.reject}
                      </Button>
                    </div>
                  </Form>
                ) : (
                  <div className="space-y-1 self-start rounded-xl bg-cream-200/50 p-4 text-sm">
                    <p className="text-espresso-700">
                      {t.reviewedBy} <Wallet address={app.reviewedBy ?? ""} />
                      {app.reviewedAt && (
                        <>
                          {" "}
                          · <When at={app.reviewedAt} />
                        </>
                      )}
                    </p>
                    {app.reviewNote && (
                      <p className="whitespace-pre-line break-words text-espresso-900">“{app.reviewNote}”</p>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(p) => listHref("/admin/applications", { status, page: p })}
        />
      </Panel>
    </>
  );
}
