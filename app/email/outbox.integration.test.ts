import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailOutbox, jobs } from "~/db/schema";
import { runDueJobs } from "~/jobs/scheduler.server";
import { resetEnvCache } from "~/utils/env.server";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { queueEmail } from "./outbox.server";

let smtp: TestSmtpServer;
const message = {
  to: "ada@example.com",
  subject: "Your NAVA order NAVA-100001",
  text: "Thanks for your order.\nSee it at https://navafocus.com/orders/abc?token=xyz",
  kind: "order.confirmation",
};

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  useSmtp(undefined);
  await smtp.close();
});
beforeEach(async () => {
  const db = await getDb();
  await db.delete(emailOutbox);
  await db.delete(jobs);
  smtp.messages.length = 0;
});

describe("email", () => {
  it("is delivered through SMTP when SMTP_URL is set, and marked sent", async () => {
    useSmtp(smtp.url);
    const db = await getDb();
    expect(await queueEmail(db, message)).toBe(true);
    // The HTML part is drawn by the send job, outside the transaction that queued the message.
    expect((await db.select({ html: emailOutbox.html }).from(emailOutbox))[0]!.html).toBeNull();
    await runDueJobs(db);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toBe("Your NAVA order NAVA-100001");
    expect(mail.text).toBe(message.text);
    // Both parts, one message: the plain text as written, and the HTML drawn from the same words.
    expect(mail.contentTypes).toEqual(["multipart/alternative", "text/plain", "text/html"]);
    expect(mail.html).toContain("Your NAVA order NAVA-100001");
    expect(mail.html).toContain("Thanks for your order.");
    expect(mail.html).toContain('href="https://navafocus.com/orders/abc?token=xyz"');
    const [row] = await db.select().from(emailOutbox);
    expect(row.html).toBe(mail.html);
    expect(row.status).toBe("sent");
    expect(row.messageId).toMatch(/^<outbox-/);
  });

  it("stays in the outbox, readable, when no SMTP_URL is set", async () => {
    useSmtp(undefined);
    const db = await getDb();
    await queueEmail(db, message);
    await runDueJobs(db);
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "kept", to: "ada@example.com", subject: message.subject });
    expect(row.html).toContain("Thanks for your order.");
    expect(smtp.messages).toHaveLength(0);
  });

  it("sends one message per key, however often it is queued", async () => {
    useSmtp(smtp.url);
    const db = await getDb();
    const queued = await Promise.all(
      Array.from({ length: 5 }, () => queueEmail(db, { ...message, key: "order.confirmation:NAVA-100001" })),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    await runDueJobs(db);
    await runDueJobs(db);
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it("exists only if the transaction that queued it commits", async () => {
    useSmtp(smtp.url);
    const db = await getDb();
    await db
      .transaction(async (tx) => {
        await queueEmail(tx, message);
        throw new Error("the order could not be written");
      })
      .catch(() => undefined);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
    expect(await db.select().from(jobs)).toHaveLength(0);
  });

  it("is retried when the relay refuses it, and not sent twice once it went through", async () => {
    const db = await getDb();
    useSmtp("smtp://127.0.0.1:1"); // nothing listens there
    await queueEmail(db, message);
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 1 });
    const [failed] = await db.select().from(emailOutbox);
    expect(failed.status).toBe("queued");
    expect(failed.error).toBeTruthy();

    useSmtp(smtp.url);
    await db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.name, "email.send"));
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 0 });
    await smtp.waitFor(1);
    const [sent] = await db.select().from(emailOutbox);
    expect(sent.status).toBe("sent");
    // Running the send job again (a crash after sending) does not send again.
    await db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(0) })
      .where(eq(jobs.name, "email.send"));
    await runDueJobs(db);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(1);
  });
});
