// Importing past reviews from Judge.me's and Yotpo's CSV exports: good rows land with their
// source and verified only where the source says so; bad and duplicate rows are refused and
// reported by line; the console's page shows the report.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { openConsoleAs } from "../../tests/setup/console";
import { TEST_ORIGIN } from "../../tests/setup/requests";
import { importReviewCsv } from "./import.server";
import { seedSampleReviews } from "./samples.server";

const ADMIN = "ImpAdm1nWa11etImpAdm1nWa11etImpAdm1nWa11et";

const judgeMe = [
  "title,body,rating,review_date,source,curated,reviewer_name,reviewer_email,product_id,product_handle,reply,reply_date,picture_urls,ip_address,location,verified_buyer",
  'Great,"Smooth, calm focus all morning.",5,2024-03-01 10:00:00 UTC,email,ok,Ann B.,ann@example.com,1,nava-focus,"Thanks, Ann!",2024-03-02,,,,true',
  "Okay,Tastes fine but I missed my espresso.,3,2024-04-01,web,ok,Cal D.,,1,nava-focus,,,,,,",
  "Bad,No stars here at all.,0,2024-04-02,web,ok,Dee,,1,nava-focus,,,,,,",
  "No name,Text without a reviewer.,4,2024-04-03,web,ok,,,1,nava-focus,,,,,,",
  "Future,Written tomorrow apparently.,4,2999-01-01,web,ok,Eve,,1,nava-focus,,,,,,",
  "Spam,Buy cheap stuff.,5,2024-04-04,web,spam,Spammer,,1,nava-focus,,,,,,",
  "Mail,Bad email here for sure.,4,2024-04-05,web,ok,Fay,not-an-email,1,nava-focus,,,,,,",
  'Great,"Smooth, calm focus all morning.",5,2024-03-01 10:00:00 UTC,email,ok,Ann B.,ann@example.com,1,nava-focus,"Thanks, Ann!",2024-03-02,,,,true',
].join("\n");

const yotpo = [
  "Review ID,Review Title,Review Content,Review Score,Date,Display Name,Email,Published,Verified Buyer,Comment Content",
  "y-1,Love it,Best mushroom coffee I have tried.,5,2024-05-01,Gus,gus@example.com,true,yes,",
  "y-2,Meh,Not my taste but it works.,2,2024-05-02,Hal,,true,no,We are sorry to hear it.",
  "y-3,Hidden,This one was unpublished.,4,2024-05-03,Ida,,false,yes,",
  "y-4,Link,Check https://spam.example for deals,5,2024-05-04,Jo,,true,no,",
].join("\r\n");

describe("CSV import", () => {
  it("imports Judge.me's good rows, refuses bad and duplicate ones by line, and audits it", async () => {
    const db = await getDb();
    const report = await importReviewCsv(db, judgeMe, ADMIN);
    expect(report.source).toBe("judge.me");
    expect(report.imported).toBe(2);
    expect(report.refused).toEqual([
      { line: 4, reason: "The rating is not a whole number from 1 to 5." },
      { line: 5, reason: "The reviewer's name is missing." },
      { line: 6, reason: "The review date is missing, not a date, or in the future." },
      { line: 7, reason: "The source hid this review (spam or unpublished)." },
      { line: 8, reason: "The reviewer's email is not an email address." },
      { line: 9, reason: "Already imported: this review is in the store." },
    ]);
    const rows = await db.select().from(reviews).where(eq(reviews.importSource, "judge.me"));
    const ann = rows.find((r) => r.displayName === "Ann B.")!;
    expect(ann).toMatchObject({ verified: true, status: "approved", reply: "Thanks, Ann!", rating: 5, orderId: null });
    expect(ann.createdAt.toISOString()).toBe("2024-03-01T10:00:00.000Z");
    expect(rows.find((r) => r.displayName === "Cal D.")!.verified).toBe(false);
    // The same file again: every good row is now a duplicate.
    const again = await importReviewCsv(db, judgeMe, ADMIN);
    expect(again.imported).toBe(0);
    expect(again.refused.filter((r) => r.reason.startsWith("Already imported")).map((r) => r.line)).toEqual([2, 3, 9]);
    expect((await listAudit(db)).some((a) => a.action === "reviews.imported" && a.actor === ADMIN)).toBe(true);
  });

  it("imports Yotpo's export by its own columns; verified as its column says; a link waits in the queue", async () => {
    const db = await getDb();
    const report = await importReviewCsv(db, yotpo, ADMIN);
    expect(report).toMatchObject({ source: "yotpo", imported: 3 });
    expect(report.refused).toEqual([{ line: 4, reason: "The source hid this review (spam or unpublished)." }]);
    const rows = await db.select().from(reviews).where(eq(reviews.importSource, "yotpo"));
    expect(rows.find((r) => r.displayName === "Gus")).toMatchObject({ verified: true, status: "approved" });
    expect(rows.find((r) => r.displayName === "Hal")).toMatchObject({
      verified: false,
      reply: "We are sorry to hear it.",
    });
    expect(rows.find((r) => r.displayName === "Jo")).toMatchObject({ status: "pending", flags: ["link"] });
  });

  it("refuses a file that is neither export", async () => {
    const report = await importReviewCsv(await getDb(), "name,stars\nAnn,5\n", ADMIN);
    expect(report.source).toBeNull();
    expect(report.imported).toBe(0);
    expect(report.refused[0]!.reason).toContain("not a Judge.me or Yotpo review export");
  });

  it("the console's page takes the file and shows the report; no file is a clear error", async () => {
    const { app, cookie } = await openConsoleAs(ADMIN);
    const post = (body: FormData) =>
      app(new Request(`${TEST_ORIGIN}/admin/reviews/import`, { method: "POST", headers: { cookie }, body }));
    const form = new FormData();
    form.set("file", new File([yotpo.replace(/y-(\d)/g, "z-$1")], "yotpo.csv", { type: "text/csv" }));
    const answer = await post(form);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("3 reviews imported from Yotpo; 1 row refused.");
    expect(html).toContain("The source hid this review");
    const empty = await post(new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Choose a CSV file to import.");
  });

  it("the development seed loads the spec's three testimonials as featured sample reviews, once", async () => {
    const db = await getDb();
    await seedSampleReviews(db);
    await seedSampleReviews(db);
    const samples = await db.select().from(reviews).where(eq(reviews.importSource, "sample"));
    expect(samples.map((s) => s.displayName).sort()).toEqual(["James T.", "Maya R.", "Priya K."]);
    for (const s of samples)
      expect(s).toMatchObject({ verified: false, featured: true, status: "approved", rating: 5 });
  });
});
