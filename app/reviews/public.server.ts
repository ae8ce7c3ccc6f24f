// What shoppers see: approved reviews only, with their figures, a page of them in the chosen
// order, and the few the brand features on the home page. Emails are never read here.
import { and, asc, count, desc, eq } from "drizzle-orm";
import { reviewLimits } from "~/content/reviews";
import type { DbOrTx } from "~/db/types";
import { reviews } from "~/db/schema";
import { summarize, type RatingSummary } from "./stats";

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  displayName: string;
  verified: boolean;
  /** NPX the reviewer was credited for it (disclosed on the review); null when none. */
  rewardNpx: number | null;
  importSource: string | null;
  reply: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const publicColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  displayName: reviews.displayName,
  verified: reviews.verified,
  rewardNpx: reviews.rewardNpx,
  importSource: reviews.importSource,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

const approvedFor = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, "approved"));

export async function getRatingSummary(db: DbOrTx, productId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(approvedFor(productId))
    .groupBy(reviews.rating);
  return summarize(Object.fromEntries(rows.map((r) => [r.rating, r.n])));
}

const orderings = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/** Reads `?sort=` and `?page=` as the product page's links write them; anything else is the default. */
export function reviewQuery(url: URL): { sort: ReviewSort; page: number } {
  const sort = url.searchParams.get("sort");
  const page = Number(url.searchParams.get("page"));
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReviewSort) : "newest",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export async function listApprovedReviews(
  db: DbOrTx,
  productId: string,
  { sort, page, pageSize = reviewLimits.pageSize }: { sort: ReviewSort; page: number; pageSize?: number },
): Promise<PublicReview[]> {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(approvedFor(productId))
    .orderBy(...orderings[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The approved reviews the brand put on the home page, newest first (three cards). */
export async function getFeaturedReviews(db: DbOrTx, limit = 3): Promise<PublicReview[]> {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(and(eq(reviews.status, "approved"), eq(reviews.featured, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
