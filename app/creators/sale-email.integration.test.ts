// A creator is emailed when a sale is credited to them (the order with their link or code is
// paid): the commission, the order's date and a link to their earnings; once per sale. Delivered
// to a real SMTP server on loopback.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { creatorApplications, creatorCommissions, creators } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { onCommissionOrderPaid } from "~/flows/creator-commissions.server";

const CREATOR_EMAIL = "maya@creators.test";
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

describe("a sale credited to a creator", () => {
  it("emails the creator once, with the commission, the order's date and the earnings page", async () => {
    const db = await getDb();
    const [app] = await db
      .insert(creatorApplications)
      .values({
        name: "Maya Creator",
        email: CREATOR_EMAIL,
        platform: "tiktok",
        handle: "@maya",
        followers: 5000,
        links: ["https://tiktok.com/@maya"],
        why: "I drink it",
        consent: true,
        status: "approved",
      })
      .returning();
    const [creator] = await db
      .insert(creators)
      .values({ applicationId: app!.id, name: "Maya", email: CREATOR_EMAIL, code: "MAYA" })
      .returning();
    const orderId = randomUUID();
    const placedAt = new Date(now().getTime() - 86_400_000);
    const placedDay = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      month: "long",
      day: "numeric",
      year: "numeric",
    }).format(placedAt);
    await insertTestOrder(db, {
      id: orderId,
      number: "NAVA-610001",
      // A day ago: younger than the unpaid deadline, so no sweep cancels it meanwhile.
      createdAt: placedAt,
      subtotalCents: 7800,
      totalCents: 7800,
    });
    await db.insert(creatorCommissions).values({
      creatorId: creator!.id,
      orderId,
      source: "code",
      code: "MAYA",
      baseCents: 7800,
      rateBps: 1500,
      amountCents: 1170,
    });
    // Placed, not yet paid: nothing is credited, nothing is sent.
    await runDueJobs(db);
    expect(smtp.messages.filter((m) => m.to.includes(CREATOR_EMAIL))).toHaveLength(0);

    expect((await transitionOrder(db, orderId, "paid", { actor: "system:payments" })).ok).toBe(true);
    // The listener again (a retried event) credits nothing twice.
    await onCommissionOrderPaid(db, orderId);
    await runDueJobs(db);
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(CREATOR_EMAIL)).length).toBe(1);
    await runDueJobs(db);
    const mails = smtp.messages.filter((m) => m.to.includes(CREATOR_EMAIL));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You earned $11.70: a sale was credited to you");
    expect(mails[0]!.text).toContain(`An order placed on ${placedDay} with your link or code was paid`);
    expect(mails[0]!.text).toContain("$11.70 of commission");
    expect(mails[0]!.text).toMatch(/See your earnings:\nhttp\S+\/creator\n/);
    expect(mails[0]!.html).toContain('/creator" style=');
    expect(mails[0]!.html).toContain("See your earnings");
  });
});
