// The product page's reviews, read and drawn to HTML on the server: the page carries markup and
// no review code. Also the figures for the rating row and the structured data.
import { PRODUCT_ID } from "~/content/product";
import { reviewLimits } from "~/content/reviews";
import { renderServerHtml } from "~/components/server-html/render.server";
import type { DbOrTx } from "~/db/types";
import { reviewsJsonLd } from "./json-ld";
import { getRatingSummary, listApprovedReviews, reviewQuery } from "./public.server";
import { ReviewsSection } from "./ReviewsSection";

export async function productReviews(db: DbOrTx, url: URL, productId = PRODUCT_ID) {
  const { sort, page } = reviewQuery(url);
  const pageSize = reviewLimits.pageSize;
  const [summary, reviews, newest] = await Promise.all([
    getRatingSummary(db, productId),
    listApprovedReviews(db, productId, { sort, page }),
    listApprovedReviews(db, productId, { sort: "newest", page: 1, pageSize: reviewLimits.jsonLdMax }),
  ]);
  return {
    rating: { average: summary.average, count: summary.count },
    jsonLd: reviewsJsonLd(summary, newest),
    html: renderServerHtml(
      <ReviewsSection summary={summary} reviews={reviews} sort={sort} page={page} pageSize={pageSize} />,
      "/product",
    ),
  };
}
