// What a reviewer (or an imported file) types is shown as text everywhere: the product page, its
// structured data, the home page's cards, the buyer's review page and the console. Pages are
// rendered by the production build.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailOutbox, reviews } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { reviewTokenFor } from "./asking.server";
import { importReviewCsv } from "./import.server";

const ADMIN = "XssAdm1nWa11etXssAdm1nWa11etXssAdm1nWa11et";
const SCRIPT = "<script>alert(1)</script>";
/** Under the name's 60 characters. */
const hostile = (label: string) => `${label} ${SCRIPT}</textarea><b>bold</b>`;
const IMG = "<img src=x onerror=alert(2)>";
const ORDER = "00000000-0000-4000-8000-00000000e551";

let app: (request: Request) => Promise<Response>;
let page: (path: string) => Promise<string>;
let cookie: string;
let token: string;

function expectInert(html: string) {
  expect(html).not.toContain(SCRIPT);
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("<b>bold</b>");
  // In structured data, "<" is written \u003c: no "</script>" can close the script early.
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1] ?? "";
  expect(ld).not.toContain("<");
}

beforeAll(async () => {
  ({ app, page, cookie } = await openConsoleAs(ADMIN));
  const db = await getDb();
  await insertTestOrder(db, { id: ORDER, wallet: null, shipName: hostile("Ship") });
  await transitionOrder(db, ORDER, "paid", { actor: "test" });
  token = await reviewTokenFor(db, ORDER);
  const answer = await app(
    makeRequest(`/reviews/${token}`, {
      form: { rating: "5", title: hostile("Title"), body: `${hostile("Body")}${IMG}`, displayName: hostile("Name") },
    }),
  );
  expect(answer.status).toBe(302);
  const [review] = await db.select().from(reviews).where(eq(reviews.orderId, ORDER));
  const moderate = (form: Record<string, string>) =>
    app(makeRequest("/admin/reviews", { cookie, form: { id: String(review!.id), ...form } }));
  const actions: Record<string, string>[] = [
    { intent: "approve" },
    { intent: "reply", reply: hostile("Reply") },
    { intent: "feature" },
  ];
  for (const form of actions) expect((await moderate(form)).status).toBe(200);
  const csv = `title,body,rating,review_date,reviewer_name,reviewer_email\n"${hostile("ImpT").replace(/"/g, '""')}","${hostile("ImpB")}",4,2024-01-01,"${hostile("ImpN")}",imp@example.com\n`;
  expect((await importReviewCsv(db, csv, ADMIN)).imported).toBe(1);
});

describe("hostile review text is shown as text", () => {
  it("on the product page and in its structured data", async () => {
    const html = await page("/product");
    expectInert(html);
    expect(html).toContain("Title &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Body &lt;script&gt;");
    expect(html).toContain("Name &lt;script&gt;");
    expect(html).toContain("Reply &lt;script&gt;");
    expect(html).toContain("ImpB &lt;script&gt;");
    expect(html).toContain("\\u003cscript>alert(1)\\u003c/script>");
  });

  it("on the home page's featured cards", async () => {
    const html = await page("/");
    expectInert(html);
    expect(html).toContain("Body &lt;script&gt;");
  });

  it("on the buyer's own review page and in the console", async () => {
    const mine = await page(`/reviews/${token}`);
    expectInert(mine);
    expect(mine).toContain("Body &lt;script&gt;");
    const queue = await page("/admin/reviews");
    expectInert(queue);
    expect(queue).toContain("Name &lt;script&gt;");
    expect(queue).toContain("ImpN &lt;script&gt;");
    // A rejection reason too.
    const db = await getDb();
    const [review] = await db.select().from(reviews).where(eq(reviews.orderId, ORDER));
    await app(
      makeRequest("/admin/reviews", {
        cookie,
        form: { id: String(review!.id), intent: "reject", reason: hostile("Why") },
      }),
    );
    const rejected = await page("/admin/reviews?status=rejected");
    expectInert(rejected);
    expect(rejected).toContain("Why &lt;script&gt;");
  });

  it("in email: the request carries no review text, and its HTML part none of the shopper's markup", async () => {
    const db = await getDb();
    const other = "00000000-0000-4000-8000-00000000e552";
    await insertTestOrder(db, { id: other, wallet: null, shipName: hostile("Ship") });
    await transitionOrder(db, other, "paid", { actor: "test" });
    await transitionOrder(db, other, "fulfilled", {
      actor: "test",
      detail: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    });
    advanceClock(15 * 86_400_000);
    try {
      await runDueJobs(db);
    } finally {
      resetClock();
    }
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "review.request"));
    expect(mail!.text).not.toContain("<");
    expectInert(mail!.html!);
    expect(mail!.html).not.toContain("Ship ");
  });
});
