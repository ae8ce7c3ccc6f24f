import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { Icon } from "~/components/icons";
import { reviewErrors, reviewForm as t } from "~/content/reviews";
import { getDb } from "~/db/client.server";
import { openReviewLink, reviewPath, saveReview } from "~/reviews/asking.server";
import { ReviewForm } from "~/reviews/ReviewForm";
import { reviewSchema } from "~/reviews/review-schema";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/review";

const privateHeaders = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({ title: t.seoTitle, description: t.intro, path: "/reviews" }, siteUrlFrom(matches)),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await openReviewLink(await getDb(), params.token);
  if (!link) throw data(null, { status: 404, headers: privateHeaders });
  const saved = new URL(request.url).searchParams.has("saved");
  return data({ ...link, editUntil: link.editUntil?.toISOString() ?? null, saved }, { headers: privateHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await saveReview(await getDb(), params.token, submission.value);
  if (result.ok) return redirect(`${reviewPath(params.token)}?saved=1`, { headers: privateHeaders });
  if (result.reason === "not_found") throw data(null, { status: 404 });
  const message = result.reason === "closed" ? reviewErrors.editClosed : reviewErrors.notReviewable;
  return data(submission.reply({ formErrors: [message] }), { status: 409 });
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, review, canWrite, editUntil, rewardNpx, saved } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{t.eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-espresso-900">{t.title(order.number)}</h1>
      <p className="mt-3 text-espresso-700">{t.intro}</p>
      {saved && review && (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-2xl border border-sage-500/40 bg-sage-100 p-4 font-medium text-sage-700"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t.saved}
        </p>
      )}
      {review && (
        <p className="mt-6 text-sm text-espresso-700" data-testid="review-status">
          {t.statusLabel}: <strong className="text-espresso-900">{t.status[review.status]}</strong>
          {canWrite && editUntil && <> · {t.editUntil(day(editUntil))}</>}
        </p>
      )}
      <div className="mt-8 rounded-2xl border border-cream-300 bg-cream-50 p-5 sm:p-8">
        {canWrite ? (
          <ReviewForm result={actionData} saved={review} rewardNpx={rewardNpx} editing={review !== null} />
        ) : review ? (
          <div>
            <h2 className="font-display text-xl font-semibold">{t.closed}</h2>
            <p className="mt-2 text-sm text-espresso-700">{reviewErrors.editClosed}</p>
            <p className="mt-4 font-semibold">{review.title}</p>
            <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
          </div>
        ) : (
          <p role="alert" className="font-medium text-berry-700">
            {reviewErrors.notReviewable}
          </p>
        )}
      </div>
    </div>
  );
}
