// Structured data only from what is true: the approved reviews' figures and the reviews
// themselves, or nothing at all when there are none.
import type { PublicReview } from "./public.server";
import type { RatingSummary } from "./stats";

export function reviewsJsonLd(summary: RatingSummary, reviews: PublicReview[]) {
  if (summary.average === null || summary.count === 0) return null;
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.body,
      datePublished: r.createdAt.toISOString().slice(0, 10),
      author: { "@type": "Person", name: r.displayName },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export type ReviewsJsonLd = NonNullable<ReturnType<typeof reviewsJsonLd>>;
