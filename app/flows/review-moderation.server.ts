// The operator's side: the queue, and approve / reject (with a reason) / reply / feature. Every
// action is audited in its own transaction. An approved review of an order that earned NPX credits
// the review reward to the order's wallet once, through the rewards ledger, whatever its rating
// (so it is a flow: the reviews domain's rows and the rewards ledger in one transaction).
import { count, desc, eq, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { z } from "~/utils/zod";
import { reviewLimits, reviewModeration as t } from "~/content/reviews";
import type { Db } from "~/db/types";
import { orders, reviews } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { moveOrderRewards, recordPendingReward } from "~/rewards/ledger.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { reviewRewardFor } from "~/reviews/asking.server";

export type ReviewStatus = (typeof reviews.$inferSelect)["status"];

export async function listReviewsForAdmin(
  db: Db,
  { status, limit, offset }: { status?: ReviewStatus; limit: number; offset: number },
) {
  const where: SQL | undefined = status ? eq(reviews.status, status) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        displayName: reviews.displayName,
        email: reviews.email,
        verified: reviews.verified,
        status: reviews.status,
        rejectReason: reviews.rejectReason,
        reply: reviews.reply,
        featured: reviews.featured,
        flags: reviews.flags,
        rewardNpx: reviews.rewardNpx,
        importSource: reviews.importSource,
        orderId: reviews.orderId,
        orderNumber: orders.number,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .where(where)
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
    db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  return {
    rows,
    total: total?.n ?? 0,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<ReviewStatus, number>>,
  };
}

export type ModerationResult = { ok: true } | { ok: false; reason: "not_found" | "not_approved" };

async function moderate(
  db: Db,
  id: number,
  actor: string,
  action: string,
  change: (
    review: typeof reviews.$inferSelect,
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  ) => Promise<Record<string, unknown> | "not_approved">,
): Promise<ModerationResult> {
  const result = await db.transaction(async (tx): Promise<ModerationResult> => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!review) return { ok: false, reason: "not_found" };
    const detail = await change(review, tx);
    if (detail === "not_approved") return { ok: false, reason: "not_approved" };
    await recordAudit(tx, { actor, action, target: `review:${id}`, detail });
    return { ok: true };
  });
  // The home page and the product page show approved and featured reviews.
  if (result.ok) sharedPagesChanged();
  return result;
}

export function approveReview(db: Db, id: number, actor: string) {
  return moderate(db, id, actor, "review.approved", async (review, tx) => {
    const at = now();
    let rewardNpx = review.rewardNpx;
    if (review.orderId && rewardNpx === null) {
      const reward = await reviewRewardFor(tx, review.orderId);
      if (reward) {
        // The order is paid, so its own entry is earned: the only pending entry is this one.
        await recordPendingReward(tx, { orderId: review.orderId, wallet: reward.wallet, amountNpx: reward.npx });
        await moveOrderRewards(tx, review.orderId, ["pending"], "earned");
        rewardNpx = reward.npx;
      }
    }
    await tx
      .update(reviews)
      .set({ status: "approved", rejectReason: null, rewardNpx, moderatedAt: at, updatedAt: at })
      .where(eq(reviews.id, review.id));
    return { from: review.status, rewardNpx: rewardNpx !== review.rewardNpx ? rewardNpx : undefined };
  });
}

export function rejectReview(db: Db, id: number, reason: string, actor: string) {
  return moderate(db, id, actor, "review.rejected", async (review, tx) => {
    const at = now();
    await tx
      .update(reviews)
      .set({ status: "rejected", rejectReason: reason, featured: false, moderatedAt: at, updatedAt: at })
      .where(eq(reviews.id, review.id));
    return { from: review.status, reason };
  });
}

/** The brand's public reply; an empty one takes the reply down. */
export function replyToReview(db: Db, id: number, reply: string, actor: string) {
  return moderate(db, id, actor, reply ? "review.replied" : "review.reply_removed", async (review, tx) => {
    const at = now();
    await tx
      .update(reviews)
      .set({ reply: reply || null, repliedAt: reply ? at : null, updatedAt: at })
      .where(eq(reviews.id, review.id));
    return { reply };
  });
}

/** On or off the home page; only an approved review can be featured. */
export function featureReview(db: Db, id: number, featured: boolean, actor: string) {
  return moderate(db, id, actor, featured ? "review.featured" : "review.unfeatured", async (review, tx) => {
    if (featured && review.status !== "approved") return "not_approved";
    await tx.update(reviews).set({ featured, updatedAt: now() }).where(eq(reviews.id, review.id));
    return {};
  });
}

const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve") }),
  z.object({
    intent: z.literal("reject"),
    reason: z
      .string({ error: t.reasonRequired })
      .trim()
      .min(1, t.reasonRequired)
      .max(reviewLimits.reasonMax, t.reasonTooLong),
  }),
  z.object({
    intent: z.literal("reply"),
    reply: z.string({ error: t.replyTooLong }).trim().max(reviewLimits.replyMax, t.replyTooLong).default(""),
  }),
  z.object({ intent: z.literal("feature") }),
  z.object({ intent: z.literal("unfeature") }),
]);
const IdSchema = z.coerce
  .number({ error: t.notFound })
  .int(t.notFound)
  .positive(t.notFound)
  .max(2_147_483_647, t.notFound);

export type ModerationActionData = { ok: boolean; message: string; id?: number };

/** The console's form: one review id and one intent (with its reason or reply). */
export async function runModerationAction(db: Db, form: FormData, actor: string) {
  const id = IdSchema.safeParse(form.get("id") ?? undefined);
  if (!id.success) return data<ModerationActionData>({ ok: false, message: t.notFound }, { status: 400 });
  const fields = {
    intent: form.get("intent") ?? undefined,
    reason: form.get("reason") ?? undefined,
    reply: form.get("reply") ?? undefined,
  };
  const parsed = ModerationSchema.safeParse(fields);
  if (!parsed.success) {
    const message =
      fields.intent && ["approve", "reject", "reply", "feature", "unfeature"].includes(String(fields.intent))
        ? parsed.error.issues[0]!.message
        : t.badAction;
    return data<ModerationActionData>({ ok: false, message, id: id.data }, { status: 400 });
  }
  const action = parsed.data;
  const result =
    action.intent === "approve"
      ? await approveReview(db, id.data, actor)
      : action.intent === "reject"
        ? await rejectReview(db, id.data, action.reason, actor)
        : action.intent === "reply"
          ? await replyToReview(db, id.data, action.reply, actor)
          : await featureReview(db, id.data, action.intent === "feature", actor);
  if (result.ok) return data<ModerationActionData>({ ok: true, message: t.done[action.intent], id: id.data });
  if (result.reason === "not_found")
    return data<ModerationActionData>({ ok: false, message: t.notFound, id: id.data }, { status: 404 });
  return data<ModerationActionData>({ ok: false, message: t.featureNeedsApproval, id: id.data }, { status: 409 });
}
