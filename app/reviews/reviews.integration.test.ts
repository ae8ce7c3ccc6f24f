// Reviews from verified buyers: the request email, the one review per order and its edit window,
// moderation (audited) and the NPX it earns, and what the product page and the home page show,
// their structured data included: all through the production build where a page is involved.
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { emailOutbox, jobs, reviews, rewardEntries } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { getWalletRewards } from "~/rewards/ledger.server";
import { markDelivered } from "~/shipping/shipments.server";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { openReviewLink, REVIEW_REQUEST_JOB, reviewTokenFor, saveReview } from "./asking.server";
import { approveReview, featureReview, rejectReview, replyToReview } from "~/flows/review-moderation.server";
import { getRatingSummary, listApprovedReviews } from "./public.server";

const ADMIN = "RevAdm1nWa11etRevAdm1nWa11etRevAdm1nWa11et";
const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const DAY = 86_400_000;
const good = { rating: 5, title: "Calm focus", body: "Smooth, and no crash after lunch.", displayName: "Ann B." };

let app: (request: Request) => Promise<Response>;
let page: (path: string) => Promise<string>;
let cookie: string;

beforeAll(async () => {
  ({ app, page, cookie } = await openConsoleAs(ADMIN));
});
afterEach(() => resetClock());

let n = 0;
/** A paid order (its NPX earned when it has a wallet) and its review link's token. */
async function paidOrder(wallet: string | null = WALLET) {
  const db = await getDb();
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, wallet, line: { purchaseType: "one_time", unitPriceCents: 4900 } });
  expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
  return { id, token: await reviewTokenFor(db, id) };
}

const ld = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return JSON.parse(match![1]!) as Record<string, unknown>;
};

describe("with no reviews", () => {
  it("the product page shows no figures and no rating markup, and invites the first review; home shows no cards", async () => {
    const html = await page("/product");
    expect(html).toContain("No reviews yet: be the first");
    const data = ld(html);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    // The spec's sample rating (4.9 stars): never as a rating ("$4.90", the NPX a bag earns, is money).
    expect(html).not.toMatch(/(?<![$\d.])4\.9(?!\d)/);
    expect(html).not.toContain("2,847");
    const home = await page("/");
    expect(home).not.toContain('data-testid="testimonial"');
    expect(home).not.toContain('data-testid="hero-rating"');
  });
});

describe("asking a buyer", () => {
  const requests = async () => (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.kind, "review.request"));
  const requestsFor = async (id: string) => (await requests()).filter((m) => m.key === `review-request:${id}`);
  const ship = async (id: string) =>
    transitionOrder(await getDb(), id, "fulfilled", {
      actor: "test",
      detail: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    });

  it("does not ask at payment: a paid order that never ships is never asked, and its page offers no link", async () => {
    const db = await getDb();
    const { id, token } = await paidOrder();
    advanceClock(60 * DAY);
    await runDueJobs(db);
    expect(await requestsFor(id)).toHaveLength(0);
    const html = await page(`/orders/${id}?token=token-${id}`);
    expect(html).not.toContain(`/reviews/${token}`);
  });

  it("asks REVIEW_ASK_DAYS_AFTER_SHIPPING (10) days after shipping, once, and not for an order refunded meanwhile", async () => {
    const db = await getDb();
    const { id } = await paidOrder();
    const refunded = await paidOrder();
    await ship(id);
    await ship(refunded.id);
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, REVIEW_REQUEST_JOB), eq(jobs.key, id)));
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(9.9 * DAY);
    expect(job!.runAt.getTime() - Date.now()).toBeLessThan(10.1 * DAY);
    await transitionOrder(db, refunded.id, "refunded", { actor: "test" });

    await runDueJobs(db);
    expect(await requestsFor(id)).toHaveLength(0);
    expect(await page(`/orders/${id}?token=token-${id}`)).not.toContain('data-testid="review-link"');
    advanceClock(10 * DAY + 60_000);
    await runDueJobs(db);
    await runDueJobs(db);
    const mails = await requestsFor(id);
    expect(mails).toHaveLength(1);
    expect(await requestsFor(refunded.id)).toHaveLength(0);
    const token = await reviewTokenFor(db, id);
    expect(mails[0]!.text).toContain(`/reviews/${token}`);
    expect(mails[0]!.text).toContain("500 NPX");
    expect(mails[0]!.text).toContain("whatever rating you give");
    expect(mails[0]!.to).toBe("buyer@example.com");
    // Once asked, the order's page offers the same link.
    expect(await page(`/orders/${id}?token=token-${id}`)).toContain(`href="/reviews/${token}"`);
  });

  it("asks as soon as the order is marked delivered, and only once when the shipping days pass too", async () => {
    const db = await getDb();
    const { id, token } = await paidOrder();
    await ship(id);
    expect(await markDelivered(db, id, ADMIN)).toBe("delivered");
    await runDueJobs(db);
    expect(await requestsFor(id)).toHaveLength(1);
    expect(await page(`/orders/${id}?token=token-${id}`)).toContain(`href="/reviews/${token}"`);
    advanceClock(11 * DAY);
    await runDueJobs(db);
    expect(await requestsFor(id)).toHaveLength(1);
  });
});

describe("the buyer's review", () => {
  it("is verified only when a paid order backs it: an unpaid order's link writes nothing, a refund takes the badge away", async () => {
    const db = await getDb();
    const unpaid = `00000000-0000-4000-a000-${String(++n).padStart(12, "0")}`;
    await insertTestOrder(db, { id: unpaid, wallet: null });
    const unpaidToken = await reviewTokenFor(db, unpaid);
    expect(await saveReview(db, unpaidToken, good)).toEqual({ ok: false, reason: "not_reviewable" });
    expect(await saveReview(db, "x".repeat(43), good)).toEqual({ ok: false, reason: "not_found" });

    const { id, token } = await paidOrder();
    expect(await saveReview(db, token, good)).toEqual({ ok: true, created: true });
    const [review] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    expect(review).toMatchObject({ verified: true, status: "pending", email: "buyer@example.com" });
    await transitionOrder(db, id, "cancelled", { actor: "test" });
    const [after] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    expect(after!.verified).toBe(false);
  });

  it("is one per order: the link edits it for 30 days (back to pending, off the home page), then it is closed", async () => {
    const db = await getDb();
    const { id, token } = await paidOrder();
    await saveReview(db, token, good);
    const [first] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    await approveReview(db, first!.id, ADMIN);
    await featureReview(db, first!.id, true, ADMIN);
    advanceClock(29 * DAY);
    expect(await saveReview(db, token, { ...good, rating: 3, title: "Changed my mind" })).toEqual({
      ok: true,
      created: false,
    });
    const rows = await db.select().from(reviews).where(eq(reviews.orderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 3, title: "Changed my mind", status: "pending", featured: false });
    expect((await openReviewLink(db, token))!.canWrite).toBe(true);
    advanceClock(1 * DAY + 1000);
    expect(await saveReview(db, token, good)).toEqual({ ok: false, reason: "closed" });
    expect((await openReviewLink(db, token))!.canWrite).toBe(false);
    // The database holds one per order whatever the code does.
    await expect(
      db
        .insert(reviews)
        .values({ productId: "nava-focus", orderId: id, rating: 5, title: "t", body: "b", displayName: "d" }),
    ).rejects.toThrow();
  });

  it("through the page: bad fields get their messages and keep what was typed; a good post saves and says so", async () => {
    const { id, token } = await paidOrder(null);
    const path = `/reviews/${token}`;
    const form = await page(path);
    expect(form).toContain("<legend");
    expect(form.match(/<input type="radio"[^>]* name="rating" value="[1-5]"/g)).toHaveLength(5);
    expect(form).toContain("You get nothing for a review");
    const bad = await app(
      makeRequest(path, { form: { rating: "9", title: "", body: "Kept text here", displayName: "x".repeat(61) } }),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Choose a rating from 1 to 5 stars.");
    expect(badHtml).toContain("Give your review a title.");
    expect(badHtml).toContain("Please keep the name under 60 characters.");
    expect(badHtml).toContain("Kept text here");
    expect((await (await getDb()).select().from(reviews).where(eq(reviews.orderId, id))).length).toBe(0);

    const saved = await app(
      makeRequest(path, { form: { rating: "4", title: "Nice", body: "Smooth and calm focus.", displayName: "Bo" } }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?saved=1`);
    const after = await page(`${path}?saved=1`);
    expect(after).toContain("your review was received");
    expect(after).toContain("Waiting for the brand to read it");
    expect((await app(makeRequest("/reviews/not-a-token"))).status).toBe(404);
  });
});

describe("moderation", () => {
  it("approve, reject with a reason, reply and feature are audited; only approved reviews show; NPX once, whatever the stars", async () => {
    const db = await getDb();
    const low = await paidOrder();
    const high = await paidOrder();
    const guest = await paidOrder(null);
    await saveReview(db, low.token, { ...good, rating: 1, title: "Not for me", displayName: "Low" });
    await saveReview(db, high.token, { ...good, rating: 5, title: "Love it", displayName: "High" });
    await saveReview(db, guest.token, { ...good, rating: 4, title: "Guest", displayName: "Guest" });
    const idOf = async (orderId: string) =>
      (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId)))[0]!.id;
    const [lowId, highId, guestId] = [await idOf(low.id), await idOf(high.id), await idOf(guest.id)];

    const before = (await getWalletRewards(db, WALLET)).earned;
    expect(await featureReview(db, lowId, true, ADMIN)).toEqual({ ok: false, reason: "not_approved" });
    await approveReview(db, lowId, ADMIN);
    await approveReview(db, highId, ADMIN);
    await approveReview(db, highId, ADMIN);
    await approveReview(db, guestId, ADMIN);
    // 500 NPX per approved review of an order that earned NPX: the 1-star and the 5-star alike, once each.
    expect((await getWalletRewards(db, WALLET)).earned - before).toBe(1000);
    const bonus = await db
      .select()
      .from(rewardEntries)
      .where(and(eq(rewardEntries.orderId, low.id), eq(rewardEntries.amountNpx, 500)));
    expect(bonus).toMatchObject([{ wallet: WALLET, status: "earned" }]);
    expect((await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, guest.id))).length).toBe(0);

    expect(await rejectReview(db, guestId, "Off topic", ADMIN)).toEqual({ ok: true });
    await replyToReview(db, highId, "Thank you!", ADMIN);
    await featureReview(db, highId, true, ADMIN);
    const shown = await listApprovedReviews(db, "nava-focus", { sort: "lowest", page: 1, pageSize: 50 });
    expect(shown.map((r) => r.title)).toEqual(expect.arrayContaining(["Not for me", "Love it"]));
    expect(shown.map((r) => r.title)).not.toContain("Guest");
    expect(shown[0]!.rating).toBe(1);
    expect(shown.find((r) => r.title === "Love it")!.reply).toBe("Thank you!");

    const actions = (await listAudit(db, { limit: 200 })).filter((a) => a.actor === ADMIN).map((a) => a.action);
    for (const action of ["review.approved", "review.rejected", "review.replied", "review.featured"])
      expect(actions).toContain(action);
    const [rejected] = await db.select().from(reviews).where(eq(reviews.id, guestId));
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "Off topic" });
  });

  it("the console's form refuses a rejection without a reason, an unknown review and an unknown intent", async () => {
    // A new session: the request emails' jobs above ran the housekeeping that ends old ones.
    ({ app, page, cookie } = await openConsoleAs(ADMIN));
    const db = await getDb();
    const { id, token } = await paidOrder();
    await saveReview(db, token, { ...good, body: "Visit https://spam.example for cheap deals" });
    const [review] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    expect(review!.flags).toContain("link");
    const post = (form: Record<string, string>) => app(makeRequest("/admin/reviews", { cookie, form }));
    const noReason = await post({ id: String(review!.id), intent: "reject", reason: " " });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Give a reason for rejecting the review.");
    expect((await post({ id: "999999", intent: "approve" })).status).toBe(404);
    expect((await post({ id: "abc", intent: "approve" })).status).toBe(400);
    expect((await post({ id: String(review!.id), intent: "delete" })).status).toBe(400);
    const [unchanged] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(unchanged!.status).toBe("pending");
    const queue = await page("/admin/reviews?status=pending");
    expect(queue).toContain("Contains a link");
  });
});

describe("what shoppers see", () => {
  it("the product page's figures, histogram, sort and pages, the verified badge and the JSON-LD are the approved reviews'", async () => {
    const db = await getDb();
    const summary = await getRatingSummary(db, "nava-focus");
    expect(summary.count).toBeGreaterThan(0);
    const html = await page("/product");
    const data = ld(html) as { aggregateRating: Record<string, unknown>; review: Array<Record<string, unknown>> };
    expect(data.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
    });
    expect(data.review).toHaveLength(summary.count);
    expect(html).toContain(`data-testid="rating">${summary.average!.toFixed(1)}<`);
    expect(html).toContain('data-testid="verified-buyer"');
    // The reviewer's email is the operator's only.
    expect(html).not.toContain("buyer@example.com");
    expect(html).toContain('href="/product?sort=lowest#reviews"');
    for (const [i, count] of summary.histogram.entries())
      expect(html).toContain(`${i + 1} star${i === 0 ? "" : "s"}: ${count} review${count === 1 ? "" : "s"}`);
    // Pages of five; the last page's link back works without JavaScript.
    const lowest = await page("/product?sort=lowest&page=1");
    expect(lowest.indexOf("Not for me")).toBeGreaterThan(-1);
    const junk = await app(makeRequest("/product?sort=%3Cscript%3E&page=-3"));
    expect(junk.status).toBe(200);
  });

  it("a review that earned NPX says so wherever it shows, with the figure credited; a refund takes its Verified buyer away", async () => {
    const db = await getDb();
    const { id, token } = await paidOrder();
    const title = "Rewarded and honest";
    await saveReview(db, token, { ...good, title });
    const [review] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    await approveReview(db, review!.id, ADMIN);
    await featureReview(db, review!.id, true, ADMIN);
    const credited = await db
      .select()
      .from(rewardEntries)
      .where(and(eq(rewardEntries.orderId, id), eq(rewardEntries.amountNpx, 500)));
    expect(credited).toHaveLength(1);
    /** The one review's markup on a page, by its title (shown as an element's whole text). */
    const itemOf = (html: string, tag: string) => {
      const at = html.indexOf(`>${title}<`);
      expect(at).toBeGreaterThan(-1);
      const start = html.lastIndexOf(`<${tag}`, at);
      return html.slice(start, html.indexOf(`</${tag}>`, at));
    };
    const onProduct = itemOf(await page("/product"), "li");
    expect(onProduct).toContain("Received 500 NPX for reviewing");
    expect(onProduct).toContain('data-testid="verified-buyer"');
    const onHome = itemOf(await page("/"), "figure");
    expect(onHome).toContain("Received 500 NPX for reviewing");

    expect(await transitionOrder(db, id, "refunded", { actor: "test" })).toMatchObject({ ok: true });
    const afterRefund = itemOf(await page("/product"), "li");
    expect(afterRefund).not.toContain('data-testid="verified-buyer"');
    expect(afterRefund).toContain("Received 500 NPX for reviewing");
  });

  it("a review that earned nothing carries no reward line", async () => {
    const db = await getDb();
    const { id, token } = await paidOrder(null);
    await saveReview(db, token, { ...good, title: "No wallet, no reward" });
    const [review] = await db.select().from(reviews).where(eq(reviews.orderId, id));
    await approveReview(db, review!.id, ADMIN);
    const html = await page("/product");
    const at = html.indexOf(">No wallet, no reward<");
    const item = html.slice(html.lastIndexOf("<li", at), html.indexOf("</li>", at));
    expect(item).toContain('data-testid="verified-buyer"');
    expect(item).not.toContain("NPX");
  });

  it("home shows the featured approved reviews and the real figures in the hero", async () => {
    const db = await getDb();
    const summary = await getRatingSummary(db, "nava-focus");
    const home = await page("/");
    expect(home).toContain('data-testid="testimonial"');
    expect(home).toContain("Love it");
    expect(home).not.toContain("Not for me");
    expect(home).toContain(`${summary.average!.toFixed(1)} from ${summary.count} review`);
  });
});
