// The subscriber's page as a browser without JavaScript uses it: the production build's request
// handler, plain form posts, the cookie and token rules.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { emailOutbox, jobs, subscriptionAccess, subscriptions } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { MANAGE_LINKS_JOB } from "./access.server";
import { loadApp } from "../../tests/fuzz/app";
import { startTestSubscription, SUBSCRIBER_WALLET } from "../../tests/setup/subscriptions";
import { cookiesFrom, makeRequest } from "../../tests/setup/requests";
import { getSubscription } from "./subscriptions.server";

const OTHER_WALLET = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";
let app: Awaited<ReturnType<typeof loadApp>>;
let n = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++n).padStart(12, "0")}`;

beforeAll(async () => {
  app = await loadApp();
});

async function walletCookie(wallet: string) {
  return (await createWalletSession(makeRequest("/"), wallet)).split(";")[0]!;
}

describe("who may see a subscription", () => {
  it("the private link and the signed-in owner wallet; anyone else gets the 404", async () => {
    const sub = await startTestSubscription(await getDb(), { id: nextId() });
    const withToken = await app(makeRequest(`/subscriptions/${sub.id}?token=${sub.manageToken}`));
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get("cache-control")).toContain("no-store");
    const html = await withToken.text();
    expect(html).toContain("Skip next delivery");
    expect(html).toContain("$39.00");

    const owner = await app(makeRequest(`/subscriptions/${sub.id}`, { cookie: await walletCookie(SUBSCRIBER_WALLET) }));
    expect(owner.status).toBe(200);

    for (const request of [
      makeRequest(`/subscriptions/${sub.id}`),
      makeRequest(`/subscriptions/${sub.id}?token=wrong`),
      makeRequest(`/subscriptions/${sub.id}`, { cookie: await walletCookie(OTHER_WALLET) }),
      makeRequest(`/subscriptions/not-a-uuid?token=${sub.manageToken}`),
      makeRequest(`/subscriptions/${sub.id}`, { form: { intent: "cancel" } }),
      makeRequest(`/subscriptions/${sub.id}`, {
        form: { intent: "cancel" },
        cookie: await walletCookie(OTHER_WALLET),
      }),
    ]) {
      expect((await app(request)).status, request.url).toBe(404);
    }
    expect((await getSubscription(await getDb(), sub.id))!.status).toBe("active");
  });

  it("a fresh emailed link works once, within 24 hours, and leaves the browser a session", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId(), wallet: null });
    const asked = await app(makeRequest("/subscriptions", { form: { email: "BUYER@example.com " } }));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("a link to manage it is on its way");
    await runDueJobs(db);
    const linkIn = async () => {
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "subscription.manage-link"));
      const pattern = new RegExp(`/subscriptions/${sub.id}\\?link=[A-Za-z0-9_-]+`);
      return mails.filter((m) => pattern.test(m.text)).map((m) => m.text.match(pattern)![0]);
    };
    const [link] = await linkIn();
    if (!link) throw new Error("no link was emailed");

    const opened = await app(makeRequest(link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/subscriptions/${sub.id}`);
    const cookie = cookiesFrom(opened);
    expect(cookie).toMatch(/^nava_subscription=/);
    expect((await app(makeRequest(`/subscriptions/${sub.id}`, { cookie }))).status).toBe(200);

    const again = await app(makeRequest(link));
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/subscriptions?link=expired");
    const expiredPage = await app(makeRequest("/subscriptions?link=expired"));
    expect(await expiredPage.text()).toContain("That link has expired or was already used");

    // A second link, opened after 24 hours, is refused.
    await app(makeRequest("/subscriptions", { form: { email: "buyer@example.com" } }));
    await runDueJobs(db);
    const late = (await linkIn())[1]!;
    advanceClock(24 * 3_600_000 + 1000);
    try {
      expect((await app(makeRequest(late))).headers.get("location")).toBe("/subscriptions?link=expired");
    } finally {
      resetClock();
    }
    expect((await db.select().from(subscriptionAccess).where(eq(subscriptionAccess.kind, "session"))).length).toBe(1);
  });

  it("asking for a link does the same work either way: one queued job, the lookup and email later, a few an hour", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId(), wallet: null });
    await db.update(subscriptions).set({ email: "has-one@example.com" }).where(eq(subscriptions.id, sub.id));
    const queued = () => db.select().from(jobs).where(eq(jobs.name, MANAGE_LINKS_JOB));
    const before = (await queued()).length;
    const mailsTo = async (to: string) =>
      (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).filter(
        (m) => m.kind === "subscription.manage-link",
      );

    const answers: string[] = [];
    for (const email of ["has-one@example.com", "has-none@example.com"]) {
      const response = await app(makeRequest("/subscriptions", { form: { email } }));
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(answers[0]).toBe(answers[1]);
    expect((await queued()).length).toBe(before + 2);
    // Nothing looked up or sent while answering.
    expect(await mailsTo("has-one@example.com")).toHaveLength(0);
    await runDueJobs(db);
    expect(await mailsTo("has-one@example.com")).toHaveLength(1);
    expect(await mailsTo("has-none@example.com")).toHaveLength(0);

    // Three links an hour per address: the fourth ask answers the same and queues nothing.
    for (let i = 0; i < 2; i++) await app(makeRequest("/subscriptions", { form: { email: "Has-One@example.com" } }));
    const fourth = await app(makeRequest("/subscriptions", { form: { email: "has-one@example.com" } }));
    expect(await fourth.text()).toBe(answers[0]);
    expect((await queued()).length).toBe(before + 4);
    await runDueJobs(db);
    expect(await mailsTo("has-one@example.com")).toHaveLength(3);
  });

  it("asking for a link answers the same for an unknown email, and refuses a bad one", async () => {
    const unknown = await app(makeRequest("/subscriptions", { form: { email: "nobody@example.com" } }));
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("a link to manage it is on its way");
    const bad = await app(makeRequest("/subscriptions", { form: { email: "not an email" } }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the email address the subscription was ordered with.");
  });
});

describe("the forms, without JavaScript", () => {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await app(makeRequest(path, { form }));
    return { status: response.status, html: await response.text() };
  };

  it("each answers with a clear message; refused ones change nothing", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const page = `/subscriptions/${sub.id}?token=${sub.manageToken}`;

    const skipped = await post(page, { intent: "skip" });
    expect(skipped.status).toBe(200);
    expect(skipped.html).toContain("Skipped. Your next delivery is on");

    const tooMany = await post(page, { intent: "quantity", quantity: "11" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.html).toContain("Choose from 1 to 10 bags.");

    const frequency = await post(page, { intent: "frequency", frequencyWeeks: "8" });
    expect(frequency.html).toContain("Deliveries now come every 8 weeks");

    const cancelled = await post(page, { intent: "cancel", reason: "Moving abroad" });
    expect(cancelled.html).toContain("Cancelled. No further deliveries");
    const refused = await post(page, { intent: "skip" });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("This subscription is cancelled. Reactivate it first.");

    const junk = await post(page, { intent: "<script>" });
    expect(junk.status).toBe(400);
    expect(await getSubscription(db, sub.id)).toMatchObject({
      status: "cancelled",
      frequencyWeeks: 8,
      quantity: 1,
      cancelReason: "Moving abroad",
    });
  });

  it("the order page links its subscription; /rewards links the wallet's subscriptions", async () => {
    const sub = await startTestSubscription(await getDb(), { id: nextId() });
    const order = await app(makeRequest(`/orders/${sub.originOrderId}?token=token-${sub.originOrderId}`));
    expect(order.status).toBe(200);
    expect(await order.text()).toContain(`/subscriptions/${sub.id}?token=${sub.manageToken}`);

    const cookie = await walletCookie(SUBSCRIBER_WALLET);
    expect(await (await app(makeRequest("/rewards", { cookie }))).text()).toContain('href="/subscriptions"');
    const list = await (await app(makeRequest("/subscriptions", { cookie }))).text();
    expect(list).toContain(`/subscriptions/${sub.id}`);
  });
});
