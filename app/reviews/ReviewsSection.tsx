// The product page's reviews: the summary (average, count, stars histogram) and a page of approved
// reviews with sort and page links. Drawn to HTML on the server (reviews-html.server.tsx): plain
// links that work without JavaScript, and no script for the browser to load.
import { Icon } from "~/components/icons";
import { importSourceLabels, reviewsSection as t } from "~/content/reviews";
import { cn } from "~/utils/cn";
import { REVIEW_SORTS, type PublicReview, type ReviewSort } from "./public.server";
import { formatAverage, sharePercent, type RatingSummary } from "./stats";

export const REVIEWS_ID = "reviews";

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("flex text-chai-500", className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={cn("size-4", n <= rating ? "fill-current" : "text-cream-300")} />
      ))}
    </span>
  );
}

const day = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** `/product?sort=…&page=…#reviews`, defaults left out. */
export function reviewsHref(sort: ReviewSort, page: number) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/product${query ? `?${query}` : ""}#${REVIEWS_ID}`;
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="py-6" data-testid="review">
      <article aria-labelledby={`review-${review.id}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} />
          <span className="sr-only">{t.rated(review.rating)}</span>
          <h3 id={`review-${review.id}`} className="font-sans text-base font-semibold text-espresso-900">
            {review.title}
          </h3>
        </div>
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-espresso-800">{review.body}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-espresso-700">
          <span className="font-semibold text-espresso-900">{review.displayName}</span>
          {review.verified && (
            <span className="inline-flex items-center gap-1 font-semibold text-sage-700" data-testid="verified-buyer">
              <Icon name="badge-check" className="size-4" aria-hidden />
              {t.verified}
            </span>
          )}
          {review.rewardNpx !== null && review.rewardNpx > 0 && (
            <span data-testid="review-reward">{t.rewarded(review.rewardNpx)}</span>
          )}
          {review.importSource && (
            <span>{t.imported(importSourceLabels[review.importSource] ?? review.importSource)}</span>
          )}
          <time dateTime={review.createdAt.toISOString()}>{day(review.createdAt)}</time>
        </p>
        {review.reply && (
          <div className="mt-4 rounded-xl bg-cream-200/60 p-4 text-sm">
            <p className="font-semibold text-espresso-900">{t.reply}</p>
            <p className="mt-1 whitespace-pre-line break-words text-espresso-800">{review.reply}</p>
          </div>
        )}
      </article>
    </li>
  );
}

export function ReviewsSection({
  summary,
  reviews,
  sort,
  page,
  pageSize,
}: {
  summary: RatingSummary;
  reviews: PublicReview[];
  sort: ReviewSort;
  page: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(summary.count / pageSize));
  const link = "font-semibold text-chai-700 underline underline-offset-2 hover:text-chai-600";
  return (
    <section
      id={REVIEWS_ID}
      aria-labelledby="reviews-title"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="reviews-title" className="font-display text-3xl font-semibold text-espresso-900">
        {t.title}
      </h2>
      {summary.average === null ? (
        <p className="mt-4 text-espresso-700" data-testid="reviews-none">
          {t.none} {t.invite}
        </p>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div data-testid="reviews-summary">
            <p className="flex items-center gap-3">
              <span className="font-display text-5xl font-semibold text-espresso-900" data-testid="reviews-average">
                {formatAverage(summary.average)}
              </span>
              <span>
                <Stars rating={Math.round(summary.average)} />
                <span className="mt-1 block text-sm text-espresso-700">{t.reviewCount(summary.count)}</span>
              </span>
            </p>
            <p className="sr-only">{t.summaryLabel(formatAverage(summary.average), summary.count)}</p>
            <ul aria-label={t.histogramLabel} className="mt-5 space-y-1.5 text-sm">
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = summary.histogram[stars - 1]!;
                return (
                  <li key={stars} className="flex items-center gap-2" data-testid="histogram-row">
                    <span className="w-3 text-right tabular-nums" aria-hidden>
                      {stars}
                    </span>
                    <Icon name="star" className="size-3.5 fill-current text-chai-500" aria-hidden />
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-cream-300" aria-hidden>
                      <span
                        className="block h-full rounded-full bg-chai-500"
                        style={{ width: `${sharePercent(n, summary.count)}%` }}
                      />
                    </span>
                    <span className="w-10 text-right tabular-nums text-espresso-700" aria-hidden>
                      {n.toLocaleString("en-US")}
                    </span>
                    <span className="sr-only">{t.histogramRow(stars, n)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="min-w-0">
            <nav aria-label={t.sortLabel} className="flex flex-wrap gap-2 text-sm">
              {REVIEW_SORTS.map((s) => (
                <a
                  key={s}
                  href={reviewsHref(s, 1)}
                  aria-current={s === sort ? "true" : undefined}
                  className={cn(
                    "rounded-full px-3 py-1.5 font-semibold ring-1 ring-inset ring-cream-300",
                    s === sort ? "bg-espresso-900 text-cream-50" : "text-espresso-800 hover:bg-cream-200",
                  )}
                >
                  {t.sorts[s]}
                </a>
              ))}
            </nav>
            <ul className="mt-2 divide-y divide-cream-300">
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t.pagination} className="mt-4 flex items-center justify-between gap-4 text-sm">
                {page > 1 ? (
                  <a href={reviewsHref(sort, page - 1)} rel="prev" className={link}>
                    {t.previous}
                  </a>
                ) : (
                  <span />
                )}
                <span className="text-espresso-700">{t.page(Math.min(page, pages), pages)}</span>
                {page < pages ? (
                  <a href={reviewsHref(sort, page + 1)} rel="next" className={link}>
                    {t.next}
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
