import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import { reviewRewardNote } from "~/content/reviews";
import type { PublicReview } from "~/reviews/public.server";

/** The reviews the brand features, in the spec's three cards; nothing when none is featured. */
export function Testimonials({ copy, reviews }: { copy: HomeContent["testimonials"]; reviews: PublicReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <Section id="testimonials" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-5 md:grid-cols-3 md:gap-6">
        {reviews.map((r) => (
          <li key={r.id} data-testid="testimonial">
            <figure className="flex h-full flex-col rounded-2xl bg-cream-50 p-7 ring-1 ring-cream-300 sm:p-8">
              <p className="flex text-chai-500">
                {Array.from({ length: r.rating }, (_, i) => (
                  <Icon name="star" key={i} className="size-4 fill-current" aria-hidden />
                ))}
                <span className="sr-only">{copy.ratingLabel.replace("{rating}", String(r.rating))}</span>
              </p>
              <p className="mt-4 font-semibold text-espresso-900">{r.title}</p>
              <blockquote className="mt-2 flex-1 break-words font-display text-lg leading-relaxed text-espresso-900">
                “{r.body}”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-cream-300 pt-6">
                <span
                  aria-hidden
                  className="grid size-14 shrink-0 place-items-center rounded-full bg-chai-300/40 font-display text-xl font-semibold text-chai-700"
                >
                  {Array.from(r.displayName)[0]?.toUpperCase()}
                </span>
                <div className="min-w-0">
                  <p className="break-words font-semibold text-espresso-900">{r.displayName}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-espresso-700">
                    {r.verified && (
                      <span className="inline-flex items-center gap-1 font-semibold text-sage-700">
                        <Icon name="badge-check" className="size-4" aria-hidden />
                        {copy.verified}
                      </span>
                    )}
                    {r.rewardNpx !== null && r.rewardNpx > 0 && (
                      <span data-testid="review-reward">{reviewRewardNote(r.rewardNpx)}</span>
                    )}
                    <span>
                      {copy.reviewedLabel}{" "}
                      {r.createdAt.toLocaleDateString("en-US", { year: "numeric", month: "long", timeZone: "UTC" })}
                    </span>
                  </p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to="/product" className={buttonClass({ size: "lg" })}>
          {copy.join}
        </Link>
      </div>
    </Section>
  );
}
