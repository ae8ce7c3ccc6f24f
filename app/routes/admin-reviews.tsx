import { Form, Link, useNavigation } from "react-router";
import { statusPageFrom } from "~/admin/query";
import {
  dangerOutline,
  listHref,
  NoteField,
  Notice,
  PageTitle,
  Pagination,
  Panel,
  StatusFilter,
  When,
} from "~/components/console/ui";
import { Icon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { adminPageSize } from "~/content/admin";
import { importSourceLabels, reviewImportPage, reviewLimits, reviewModeration as t } from "~/content/reviews";
import { listReviewsForAdmin, runModerationAction, type ReviewStatus } from "~/flows/review-moderation.server";
import { cn } from "~/utils/cn";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-reviews";

const STATUSES = Object.keys(t.statusLabels) as ReviewStatus[];

export const loader = consoleLoader(async ({ db, url }) => {
  const { status, page, pageSize, limit, offset } = statusPageFrom(url, STATUSES, adminPageSize.reviews);
  return { ...(await listReviewsForAdmin(db, { status, limit, offset })), status, page, pageSize };
});

export const action = consoleAction(({ admin, db, form }) => runModerationAction(db, form, admin));

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const tones: Record<ReviewStatus, string> = {
  pending: "bg-chai-300/30 text-espresso-900 ring-chai-500/40",
  approved: "bg-sage-100 text-sage-700 ring-sage-500/40",
  rejected: "bg-berry-600/10 text-berry-700 ring-berry-600/30",
};

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, counts, status, page, pageSize } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageTitle title={t.title}>
        <Link to="/admin/reviews/import" className="text-sm font-semibold text-chai-700 underline underline-offset-2">
          {reviewImportPage.importLink}
        </Link>
      </PageTitle>
      <StatusFilter
        basePath="/admin/reviews"
        current={status}
        statuses={STATUSES}
        labels={t.statusLabels}
        counts={counts}
      />
      <Notice result={actionData} />
      <Panel>
        {rows.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-espresso-700">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-cream-300">
            {rows.map((r) => (
              <li
                key={r.id}
                className="grid gap-4 px-4 py-5 sm:px-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8"
                data-testid="admin-review"
              >
                <article aria-labelledby={`review-${r.id}`} className="min-w-0 space-y-2">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="flex text-chai-500" role="img" aria-label={`${r.rating} / 5`}>
                      {Array.from({ length: r.rating }, (_, i) => (
                        <Icon key={i} name="star" className="size-4 fill-current" aria-hidden />
                      ))}
                    </span>
                    <h2 id={`review-${r.id}`} className="font-sans text-base font-semibold text-espresso-900">
                      {r.title}
                    </h2>
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                        tones[r.status],
                      )}
                    >
                      {t.statusLabels[r.status]}
                    </span>
                    {r.flags.map((flag) => (
                      <span
                        key={flag}
                        className="rounded-full bg-berry-600/10 px-2.5 py-0.5 text-xs font-semibold text-berry-700"
                        data-testid="review-flag"
                      >
                        {t.flagLabels[flag] ?? flag}
                      </span>
                    ))}
                    {r.featured && (
                      <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-700">
                        {t.featured}
                      </span>
                    )}
                  </div>
                  <p className="whitespace-pre-line break-words text-sm leading-relaxed text-espresso-900">{r.body}</p>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-espresso-700">
                    <span className="font-semibold text-espresso-900">{r.displayName}</span>
                    {r.email && (
                      <span className="break-all">
                        {t.email}: {r.email}
                      </span>
                    )}
                    {r.orderId ? (
                      <Link to={`/admin/orders/${r.orderId}`} className="text-chai-700 underline underline-offset-2">
                        {t.order} {r.orderNumber}
                      </Link>
                    ) : (
                      <span>
                        {t.imported}: {importSourceLabels[r.importSource ?? ""] ?? r.importSource}
                      </span>
                    )}
                    <span>{r.verified ? t.verified : t.unverified}</span>
                    {r.rewardNpx !== null && <span>{t.rewarded(r.rewardNpx)}</span>}
                    <span>
                      {t.written} <When at={r.createdAt} />
                    </span>
                  </p>
                  {r.status === "rejected" && r.rejectReason && (
                    <p className="text-sm text-berry-700">
                      {t.rejectedBecause} {r.rejectReason}
                    </p>
                  )}
                  {r.reply && (
                    <p className="whitespace-pre-line break-words rounded-xl bg-cream-200/60 p-3 text-sm">{r.reply}</p>
                  )}
                </article>
                <div className="space-y-3 self-start rounded-xl border border-cream-300 bg-white/60 p-4">
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="id" value={r.id} />
                    {r.status !== "approved" && (
                      <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
                        {t.approve} <span className="sr-only">{r.title}</span>
                      </Button>
                    )}
                    {r.status === "approved" && (
                      <Button
                        type="submit"
                        name="intent"
                        value={r.featured ? "unfeature" : "feature"}
                        size="sm"
                        variant="outline"
                        disabled={busy}
                      >
                        {r.featured ? t.unfeature : t.feature} <span className="sr-only">{r.title}</span>
                      </Button>
                    )}
                  </Form>
                  {r.status !== "rejected" && (
                    <Form method="post" className="space-y-2">
                      <input type="hidden" name="id" value={r.id} />
                      <NoteField
                        id={`reason-${r.id}`}
                        name="reason"
                        label={t.reason}
                        srLabel={t.reasonFor(r.displayName)}
                        maxLength={reviewLimits.reasonMax}
                        minLength={1}
                      />
                      <Button
                        type="submit"
                        name="intent"
                        value="reject"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        className={dangerOutline}
                      >
                        {t.reject} <span className="sr-only">{r.title}</span>
                      </Button>
                    </Form>
                  )}
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="id" value={r.id} />
                    <div>
                      <label htmlFor={`reply-${r.id}`} className="block text-sm font-medium text-espresso-900">
                        <span aria-hidden>{t.reply}</span>
                        <span className="sr-only">{t.replyFor(r.displayName)}</span>
                      </label>
                      <textarea
                        id={`reply-${r.id}`}
                        name="reply"
                        rows={2}
                        defaultValue={r.reply ?? ""}
                        className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm"
                      />
                    </div>
                    <Button type="submit" name="intent" value="reply" size="sm" variant="outline" disabled={busy}>
                      {t.saveReply} <span className="sr-only">{r.title}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(p) => listHref("/admin/reviews", { status, page: p })}
        />
      </Panel>
    </>
  );
}
