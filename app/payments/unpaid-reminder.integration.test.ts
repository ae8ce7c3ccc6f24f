// An unpaid order's emails, delivered to a real SMTP server on loopback, with the store's clock
// moved: the confirmation says payment is needed and how; one reminder UNPAID_REMINDER_HOURS
// before the deadline, none once paid or cancelled; the cancellation says nothing was charged and
// links to order again.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobs, orders } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { queueOrderConfirmation } from "~/flows/order-confirmation-email.server";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { formatDeadline, UNPAID_REMINDER_JOB, unpaidDeadline } from "./unpaid-deadline.server";

const HOUR = 3_600_000;
let smtp: TestSmtpServer;
let sequence = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.UNPAID_REMINDER_HOURS;
  resetEnvCache();
  await smtp.close();
});
afterEach(() => resetClock());

async function placeOrder() {
  sequence += 1;
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${410000 + sequence}`,
    email: `unpaid${sequence}@example.com`,
    accessToken: `token-${id}`,
    paymentReference: bs58.encode(randomBytes(32)),
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  await queueOrderConfirmation(db, order!);
  return order!;
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const remindersTo = (email: string) => mailsTo(email).filter((m) => m.subject.includes("payment needed by"));

/** Runs what is due and waits until the SMTP server holds `total` messages in all. */
async function deliver(total: number) {
  await runDueJobs(await getDb());
  await smtp.waitFor(total);
}

describe("an unpaid order's emails", () => {
  it("the confirmation says payment is needed, how to pay, and by when", async () => {
    const order = await placeOrder();
    const deadline = formatDeadline((await unpaidDeadline(await getDb(), order.id))!);
    await deliver(smtp.messages.length + 1);
    const [mail] = mailsTo(order.email);
    expect(mail!.subject).toBe(`Order ${order.number} received: payment needed`);
    expect(mail!.text).toContain("pay by card or USDC");
    expect(mail!.text).toContain(`/orders/${order.id}?token=`);
    expect(mail!.text).toContain(`Please pay by ${deadline}.`);
  });

  it("reminds once, 6 hours before the deadline, with the link to pay and the deadline", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const deadline = formatDeadline((await unpaidDeadline(db, order.id))!);
    await deliver(smtp.messages.length + 1); // the confirmation

    advanceClock(42 * HOUR - 60_000);
    await runDueJobs(db);
    expect(remindersTo(order.email)).toHaveLength(0);

    advanceClock(2 * 60_000);
    await deliver(smtp.messages.length + 1);
    const [reminder] = remindersTo(order.email);
    expect(reminder!.subject).toBe(`Order ${order.number}: payment needed by ${deadline}`);
    expect(reminder!.text).toContain(`Pay by ${deadline}, or it is cancelled and nothing is charged.`);
    expect(reminder!.text).toContain("pay by card or USDC");
    expect(reminder!.text).toContain(`/orders/${order.id}?token=`);
    // The HTML part's button names what it opens.
    expect(reminder!.html).toContain("Pay for your order");

    // Once: later runs send nothing more, until the cancellation at the deadline.
    advanceClock(HOUR);
    await runDueJobs(db);
    expect(remindersTo(order.email)).toHaveLength(1);
  });

  it("sends no reminder for an order paid or cancelled before it", async () => {
    const db = await getDb();
    const paid = await placeOrder();
    const cancelled = await placeOrder();
    await deliver(smtp.messages.length + 2);
    advanceClock(10 * HOUR);
    expect((await transitionOrder(db, paid.id, "paid", { actor: "system:payments" })).ok).toBe(true);
    expect((await transitionOrder(db, cancelled.id, "cancelled", { actor: "admin" })).ok).toBe(true);
    advanceClock(33 * HOUR);
    await runDueJobs(db);
    await runDueJobs(db);
    // Whatever else the new states send, the reminder is not among it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(remindersTo(paid.email)).toHaveLength(0);
    expect(remindersTo(cancelled.email)).toHaveLength(0);
  });

  it("with UNPAID_REMINDER_HOURS=0, no reminder is scheduled", async () => {
    process.env.UNPAID_REMINDER_HOURS = "0";
    resetEnvCache();
    try {
      const order = await placeOrder();
      const reminders = await (await getDb()).select().from(jobs).where(eq(jobs.name, UNPAID_REMINDER_JOB));
      expect(reminders.map((j) => (j.payload as { orderId: string }).orderId)).not.toContain(order.id);
    } finally {
      delete process.env.UNPAID_REMINDER_HOURS;
      resetEnvCache();
    }
  });

  it("the cancellation at the deadline says nothing was charged and links to order again", async () => {
    const db = await getDb();
    const order = await placeOrder();
    await deliver(smtp.messages.length + 1);
    advanceClock(48 * HOUR + 60_000);
    // The deadline's job queues the email; a later pass of the scheduler may send it.
    await expect
      .poll(async () => {
        await runDueJobs(db);
        return mailsTo(order.email).some((m) => m.subject.includes("was cancelled"));
      })
      .toBe(true);
    const cancelled = mailsTo(order.email).find((m) => m.subject.includes("was cancelled"))!;
    expect(cancelled.text).toContain("Nothing was charged");
    expect(cancelled.text).toMatch(/Order again any time:\nhttp\S+\/product/);
    expect(cancelled.html).toContain("Shop NAVA Focus");
  });
});
