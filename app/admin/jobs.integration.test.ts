// The operator reads the outbox and the scheduled jobs, and runs what is due, in the console
// rendered by the production build; to anyone else these pages do not exist.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { operatorEmailNotice } from "~/content/operator-emails";
import { getDb } from "~/db/client.server";
import { emailOutbox, jobs } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { enqueueJob, runDueJobs } from "~/jobs/scheduler.server";
import { raiseAlert } from "~/ops/alerts.server";
import { resetEnvCache } from "~/utils/env.server";
import { openConsoleAs } from "../../tests/setup/console";
import { makeRequest } from "../../tests/setup/requests";

const ADMIN = "J0bsAdm1nWa11etJ0bsAdm1nWa11etJ0bsAdm1nW";
let consoleApp: Awaited<ReturnType<typeof openConsoleAs>>;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  consoleApp = await openConsoleAs(ADMIN);
});

describe("the console's jobs and outbox", () => {
  it("shows a kept message in the outbox once the scheduler has run, with its text", async () => {
    const db = await getDb();
    await queueEmail(db, {
      to: "grace@example.com",
      subject: "Your renewal ships Friday",
      text: "Skip it: https://navafocus.com/subscriptions/s1?token=t",
      kind: "subscription.reminder",
    });
    const before = await consoleApp.page("/admin/jobs");
    expect(before).toContain("email.send");

    const response = await consoleApp.app(
      makeRequest("/admin/jobs", { method: "POST", cookie: consoleApp.cookie, form: {} }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/Ran \d+ due job/);

    const outbox = await consoleApp.page("/admin/outbox");
    expect(outbox).toContain("grace@example.com");
    expect(outbox).toContain("Your renewal ships Friday");
    expect(outbox).toContain("Skip it: https://navafocus.com/subscriptions/s1?token=t");
    expect(outbox).toContain("Kept (no SMTP)");
    expect(outbox).toContain("No SMTP_URL is set");
  });

  it("shows one message's HTML part on request, in a sandboxed frame, and the list without it", async () => {
    const db = await getDb();
    await queueEmail(db, {
      to: "ada@example.com",
      subject: "Order NAVA-100777 has shipped",
      text: "Your order NAVA-100777 is on its way.\n\nTrack your parcel:\nhttps://www.ups.com/track?tracknum=1Z9",
      kind: "order.shipped",
    });
    await runDueJobs(db); // the send job draws the HTML part
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Order NAVA-100777 has shipped"));
    const list = await consoleApp.page("/admin/outbox");
    expect(list).toContain(`href="/admin/outbox?view=${mail.id}#email"`);
    expect(list).not.toContain("<iframe");
    expect(list).not.toContain("Track your parcel</");

    const viewed = await consoleApp.page(`/admin/outbox?view=${mail.id}`);
    const frame = /<iframe[^>]*>/.exec(viewed)?.[0] ?? "";
    expect(frame).toContain('sandbox=""');
    // The HTML travels inside the attribute, escaped: the console's page gains no markup of it.
    expect(frame).toContain('srcDoc="&lt;!DOCTYPE html');
    expect(frame).toContain("Track your parcel");
    expect(frame).toContain("https://www.ups.com/track?tracknum=1Z9");
  });

  it("groups a recurring check's runs into one row with their count, instead of listing each", async () => {
    const db = await getDb();
    const at = new Date("2026-11-25T12:00:00Z");
    await db.insert(jobs).values(
      [0, 5, 10].map((s) => ({
        name: "payments.check-watched",
        key: `slot:${at.getTime() + s * 1000}`,
        status: "done" as const,
        runAt: new Date(at.getTime() + s * 1000),
        finishedAt: new Date(at.getTime() + s * 1000),
      })),
    );
    const html = await consoleApp.page("/admin/jobs");
    const recurring = html.slice(html.indexOf('id="jobs-recurring"'), html.indexOf('id="jobs-recent"'));
    expect(recurring).toContain("payments.check-watched");
    expect(recurring).toMatch(/>3<\/td>/);
    // On the store's clock (New York), in the console's one format.
    expect(recurring).toContain("Nov 25, 2026, 7:00 AM");
    const recentAt = html.indexOf('id="jobs-recent"');
    expect(html.slice(recentAt, html.indexOf("<script", recentAt))).not.toContain("payments.check-watched");
  });

  it("lists a job that failed for good with its error", async () => {
    const db = await getDb();
    await enqueueJob(db, "no.such.job", {}, { maxAttempts: 1, key: "visible-failure" });
    await consoleApp.app(makeRequest("/admin/jobs", { method: "POST", cookie: consoleApp.cookie, form: {} }));
    const html = await consoleApp.page("/admin/jobs");
    expect(html).toContain("no.such.job");
    expect(html).toContain("no job is defined with the name");
  });

  it("answers 404 to anyone not signed in as an operator, and runs nothing for them", async () => {
    for (const path of ["/admin/jobs", "/admin/outbox"]) {
      expect((await consoleApp.app(makeRequest(path))).status).toBe(404);
    }
    const db = await getDb();
    await enqueueJob(db, "no.such.job", {}, { key: "outsider" });
    const post = await consoleApp.app(makeRequest("/admin/jobs", { method: "POST", form: {} }));
    expect(post.status).toBe(404);
    expect(await consoleApp.page("/admin/jobs")).toContain("outsider");
  });

  it("says plainly when alerts are not being sent, and lists the problems open", async () => {
    const db = await getDb();
    delete process.env.OPERATOR_EMAIL;
    resetEnvCache();
    await raiseAlert(db, "payments-unchecked", {
      subject: "s",
      text: "t",
      detail: "2 payments overdue for their check",
    });
    const off = await consoleApp.page("/admin/jobs");
    expect(off).toContain(operatorEmailNotice.off);
    expect(off).toContain("payments-unchecked");
    expect(off).toContain("2 payments overdue for their check");
  });
});
