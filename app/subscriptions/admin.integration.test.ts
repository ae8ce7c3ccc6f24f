// The console's subscriptions pages, rendered by the production build for a signed-in admin.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, subscriptions } from "~/db/schema";
import { openConsoleAs } from "../../tests/setup/console";
import { makeRequest } from "../../tests/setup/requests";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import { now } from "~/jobs/clock.server";
import { getSubscriptionFigures } from "./admin.server";
import { storeDay } from "./schedule";
import { applyControl } from "~/flows/renew-subscription.server";

const ADMIN = "AdminWa11et1111111111111111111111111111111";
let console_: Awaited<ReturnType<typeof openConsoleAs>>;
let n = 0;
const nextId = () => `00000000-0000-4000-a000-${String(++n).padStart(12, "0")}`;

/** What the operator did to a subscription, as the audit log has it, oldest first. */
async function operatorActions(subscriptionId: string) {
  const db = await getDb();
  const audit = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `subscription:${subscriptionId}`));
  return audit.filter((e) => e.actor === ADMIN).map((e) => e.action);
}

beforeAll(async () => {
  console_ = await openConsoleAs(ADMIN);
});

describe("/admin/subscriptions", () => {
  it("shows the figures, filters by status, finds by email and order number", async () => {
    const db = await getDb();
    const a = await startTestSubscription(db, { id: nextId(), quantity: 2 });
    const b = await startTestSubscription(db, { id: nextId() });
    await db.update(subscriptions).set({ email: "grace@example.com" }).where(eq(subscriptions.id, b.id));
    await applyControl(db, b.id, { intent: "cancel", reason: "Too strong for me" }, "subscriber:private-link");

    const figures = await getSubscriptionFigures(db);
    expect(figures.active).toBe(1);
    expect(figures.monthlyRecurringCents).toBe(Math.round((7800 * 52) / 12 / 4));
    expect(figures.cancelledIn30Days).toBe(1);
    expect(figures.reasons.map((r) => r.reason)).toEqual(["Too strong for me"]);

    const page = await console_.page("/admin/subscriptions");
    expect(page).toContain("$84.50"); // 2 bags every 4 weeks: 7800 x 52 / 12 / 4
    expect(page).toContain("Too strong for me");
    const cancelled = await console_.page("/admin/subscriptions?status=cancelled");
    expect(cancelled).toContain("grace@example.com");
    expect(cancelled).not.toContain(`/admin/subscriptions/${a.id}`);
    const byEmail = await console_.page("/admin/subscriptions?q=GRACE");
    expect(byEmail).toContain(`/admin/subscriptions/${b.id}`);
    expect(byEmail).not.toContain(`/admin/subscriptions/${a.id}`);
    const byNumber = await console_.page(`/admin/subscriptions?q=NAVA-T${a.originOrderId}`);
    expect(byNumber).toContain(`/admin/subscriptions/${a.id}`);
    expect(await console_.page("/admin/subscriptions?q=%25%27%3B--")).toContain("No subscriptions match.");
  });

  it("the operator pauses, skips and cancels on the subscriber's behalf, audited as the operator", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const path = `/admin/subscriptions/${sub.id}`;
    expect(await console_.page(path)).toContain("Subscription started");
    const skip = await console_.app(makeRequest(path, { form: { intent: "skip" }, cookie: console_.cookie }));
    expect(skip.status).toBe(200);
    const pause = await console_.app(makeRequest(path, { form: { intent: "pause" }, cookie: console_.cookie }));
    expect(await pause.text()).toContain("Paused until you resume");
    const again = await console_.app(makeRequest(path, { form: { intent: "skip" }, cookie: console_.cookie }));
    expect(again.status).toBe(409);
    const bad = await console_.app(makeRequest(path, { form: { intent: "reactivate" }, cookie: console_.cookie }));
    expect(bad.status).toBe(400);
    expect((await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.status).toBe("paused");
    expect(await operatorActions(sub.id)).toEqual(["subscription.skipped", "subscription.paused"]);
    expect(await console_.page(path)).toContain(ADMIN);
  });

  it("the operator resumes a paused subscription (refused while it is active), audited as the operator", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const path = `/admin/subscriptions/${sub.id}`;
    const post = (intent: string) => console_.app(makeRequest(path, { form: { intent }, cookie: console_.cookie }));
    const early = await post("resume");
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("That cannot be done while the subscription is active.");
    expect((await post("pause")).status).toBe(200);
    expect(await console_.page(path)).toContain("Resume subscription");

    const resumed = await post("resume");
    expect(resumed.status).toBe(200);
    expect(await resumed.text()).toContain("Resumed. Your next delivery is on");
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row!.status).toBe("active");
    expect(row!.resumeOn).toBeNull();
    expect(row!.nextRenewalOn > storeDay(now())).toBe(true);
    expect(await operatorActions(sub.id)).toEqual(["subscription.paused", "subscription.resumed"]);
    const page = await console_.page(path);
    expect(page).toContain("Resumed");
    expect(page).not.toContain("Resume subscription");
  });

  it("is a 404 to anyone but an admin", async () => {
    const sub = await startTestSubscription(await getDb(), { id: nextId() });
    for (const path of ["/admin/subscriptions", `/admin/subscriptions/${sub.id}`]) {
      expect((await console_.app(makeRequest(path))).status).toBe(404);
      expect((await console_.app(makeRequest(path, { form: { intent: "cancel" } }))).status).toBe(404);
    }
    expect((await console_.app(makeRequest("/admin/subscriptions/nope", { cookie: console_.cookie }))).status).toBe(
      404,
    );
  });
});
