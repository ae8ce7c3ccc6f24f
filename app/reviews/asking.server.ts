// Asking a buyer for a review, and the buyer's side of it: the private link (emailed once the order
// is delivered, or some days after it shipped, and then on the order's page), the form it opens,
// and saving through it.
// The order's life reaches this module only through its listeners (app/flows/order-events.server.ts).
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { PRODUCT_ID } from "~/content/product";
import { reviewEmail, reviewLimits } from "~/content/reviews";
import type { Db, DbOrTx } from "~/db/types";
import { orderLines, orders, reviewLinks, reviews, rewardEntries } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { absoluteUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { reviewFlags } from "./flags";
import type { ReviewInput } from "./review-schema";

const DAY_MS = 86_400_000;
/** Orders whose buyer may review them: paid (and shipped). */
const REVIEWABLE = ["paid", "fulfilled"] as const;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const reviewPath = (token: string) => `/reviews/${token}`;

/** The order's review link token, made the first time it is asked for. */
export async function reviewTokenFor(db: DbOrTx, orderId: string): Promise<string> {
  await db
    .insert(reviewLinks)
    .values({ orderId, token: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [link] = await db
    .select({ token: reviewLinks.token })
    .from(reviewLinks)
    .where(eq(reviewLinks.orderId, orderId));
  return link!.token;
}

/** NPX an approved review of this order earns: the setting, when the order itself earned NPX. */
export async function reviewRewardFor(
  db: DbOrTx,
  orderId: string,
): Promise<{ wallet: string | null; npx: number } | null> {
  const npx = getEnv().REVIEW_REWARD_NPX;
  if (npx <= 0) return null;
  const [earned] = await db
    .select({ wallet: rewardEntries.wallet })
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.orderId, orderId),
        inArray(rewardEntries.status, ["earned", "distributed"]),
        gt(rewardEntries.amountNpx, 0),
      ),
    )
    .orderBy(asc(rewardEntries.id))
    .limit(1);
  // The same wallet as the order's NPX, or none yet for a guest order (collected with it later).
  return earned ? { wallet: earned.wallet, npx } : null;
}

export const REVIEW_REQUEST_JOB = "reviews.request";

const askAfterShipping = (shippedAt: Date) =>
  new Date(shippedAt.getTime() + getEnv().REVIEW_ASK_DAYS_AFTER_SHIPPING * DAY_MS);

/**
 * On "fulfilled": the buyer is asked REVIEW_ASK_DAYS_AFTER_SHIPPING later, unless the order is
 * marked delivered sooner (askOnDelivery). Not at payment: nobody can review coffee not yet drunk.
 */
export async function scheduleReviewRequest(tx: DbOrTx, orderId: string) {
  await enqueueJob(tx, REVIEW_REQUEST_JOB, { orderId }, { key: orderId, runAt: askAfterShipping(now()) });
}

/** On delivered (the operator or the carrier): the buyer is asked now; the email still goes once. */
export async function askOnDelivery(tx: DbOrTx, orderId: string) {
  await enqueueJob(tx, REVIEW_REQUEST_JOB, { orderId }, { key: `${orderId}:delivered` });
}

/** The order's page offers the review link once the buyer has been (or is being) asked. */
export function reviewAskDue(shipment: { shippedAt: string; deliveredAt: string | null } | null): boolean {
  if (!shipment) return false;
  return shipment.deliveredAt !== null || now() >= askAfterShipping(new Date(shipment.shippedAt));
}

defineJob<{ orderId: string }>(REVIEW_REQUEST_JOB, async ({ db, payload }) => {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, email: orders.email, status: orders.status })
      .from(orders)
      .where(eq(orders.id, payload.orderId));
    // Refunded or cancelled meanwhile, or already reviewed from the order's page: nothing to ask.
    if (!order || !(REVIEWABLE as readonly string[]).includes(order.status)) return;
    const [done] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id));
    if (done) return;
    const token = await reviewTokenFor(tx, order.id);
    const reward = await reviewRewardFor(tx, order.id);
    const copy = reviewEmail.request({
      number: order.number,
      reviewUrl: absoluteUrl(reviewPath(token)),
      rewardNpx: reward?.npx ?? 0,
    });
    await queueEmail(tx, { to: order.email, ...copy, kind: "review.request", key: `review-request:${order.id}` });
  });
});

/** On refunded, cancelled or disputed: no paid order backs the review any more. */
export async function unverifyOrderReview(tx: DbOrTx, orderId: string) {
  const changed = await tx
    .update(reviews)
    .set({ verified: false, updatedAt: now() })
    .where(and(eq(reviews.orderId, orderId), eq(reviews.verified, true)))
    .returning({ status: reviews.status });
  // The product and home pages show the badge: an approved review's page is drawn again.
  if (changed.some((r) => r.status === "approved")) sharedPagesChanged();
}

export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + reviewLimits.editDays * DAY_MS);

/** What the review link opens: the order, its review if written, and what the buyer may do. */
export async function openReviewLink(db: DbOrTx, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, status: orders.status })
    .from(reviewLinks)
    .innerJoin(orders, eq(orders.id, reviewLinks.orderId))
    .where(eq(reviewLinks.token, token));
  if (!row) return null;
  const [review] = await db.select().from(reviews).where(eq(reviews.orderId, row.orderId));
  const reviewable = (REVIEWABLE as readonly string[]).includes(row.status);
  const until = review ? editableUntil(review.createdAt) : null;
  const reward = await reviewRewardFor(db, row.orderId);
  return {
    order: { id: row.orderId, number: row.number },
    review: review
      ? {
          rating: review.rating,
          title: review.title,
          body: review.body,
          displayName: review.displayName,
          status: review.status,
        }
      : null,
    /** The form is offered: the order is paid and the review is new or still in its edit window. */
    canWrite: reviewable && (until === null || now() < until),
    reviewable,
    editUntil: until,
    rewardNpx: reward?.npx ?? 0,
  };
}

export type SaveResult =
  { ok: true; created: boolean } | { ok: false; reason: "not_found" | "not_reviewable" | "closed" };

/**
 * Writes the order's one review, or changes it within its edit window. A changed review is read
 * again by the brand before it shows (back to pending, off the home page).
 */
export async function saveReview(db: Db, token: string | undefined, input: ReviewInput): Promise<SaveResult> {
  if (!token || !TOKEN.test(token)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<SaveResult> => {
    const [row] = await tx
      .select({ orderId: orders.id, status: orders.status, email: orders.email })
      .from(reviewLinks)
      .innerJoin(orders, eq(orders.id, reviewLinks.orderId))
      .where(eq(reviewLinks.token, token))
      .for("update", { of: orders });
    if (!row) return { ok: false, reason: "not_found" };
    if (!(REVIEWABLE as readonly string[]).includes(row.status)) return { ok: false, reason: "not_reviewable" };
    const fields = { ...input, flags: reviewFlags(input), updatedAt: now() };
    const [existing] = await tx
      .select({ id: reviews.id, createdAt: reviews.createdAt })
      .from(reviews)
      .where(eq(reviews.orderId, row.orderId));
    if (existing) {
      if (now() >= editableUntil(existing.createdAt)) return { ok: false, reason: "closed" };
      await tx
        .update(reviews)
        .set({ ...fields, status: "pending", featured: false, rejectReason: null })
        .where(eq(reviews.id, existing.id));
      return { ok: true, created: false };
    }
    const [line] = await tx
      .select({ productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.orderId))
      .orderBy(asc(orderLines.id))
      .limit(1);
    await tx.insert(reviews).values({
      ...fields,
      productId: line?.productId ?? PRODUCT_ID,
      orderId: row.orderId,
      email: row.email,
      verified: true,
      createdAt: now(),
    });
    return { ok: true, created: true };
  });
}
