// Every email the store sends is first a row in the outbox, written in the caller's transaction
// with the job that delivers it: a message exists exactly when what it tells of was committed.
// With SMTP_URL set the job sends it through nodemailer; unset, it stays in the outbox ("kept"),
// logged and readable at /admin/outbox. Every message has a plain-text part and an HTML part in
// the store's layout, drawn from the same words (./render.server.tsx) by the job, not in the
// caller's transaction: drawing it neither holds that transaction open nor can fail it.
import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { emailOutbox } from "~/db/schema";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { renderEmailHtml } from "./render.server";
import { sendMail } from "./transport.server";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; drawn from `text` in the store's layout by the send job when not given. */
  html?: string;
  /** What the message is about, e.g. "order.confirmation"; shown in /admin/outbox. */
  kind: string;
  /** One message per key ever: a second queueEmail with the same key is a no-op. */
  key?: string;
}

const SEND_JOB = "email.send";
/** A message in one of these states is never sent again. */
const DELIVERED: (typeof emailOutbox.$inferSelect.status)[] = ["sent", "kept"];

/** Queues a message; returns false when a message with the same key was already queued. */
export async function queueEmail(db: DbOrTx, message: EmailMessage): Promise<boolean> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      key: message.key ?? null,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  if (!row) return false;
  await enqueueJob(db, SEND_JOB, { outboxId: row.id }, { key: `outbox:${row.id}` });
  return true;
}

export const sendEmailJob = defineJob<{ outboxId: number }>(
  SEND_JOB,
  async ({ db, payload, job }) => {
    const { SMTP_URL, MAIL_FROM } = getEnv();
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, payload.outboxId));
    // Already delivered (the job ran again after a crash): nothing to do.
    if (!message || DELIVERED.includes(message.status)) return;
    const html = message.html ?? (await htmlPart(message));
    if (!SMTP_URL) {
      // Marked only if not delivered meanwhile (a second run of the job leaves it as it is).
      const [kept] = await db
        .update(emailOutbox)
        .set({ status: "kept", html })
        .where(and(eq(emailOutbox.id, message.id), notInArray(emailOutbox.status, DELIVERED)))
        .returning({ to: emailOutbox.to, subject: emailOutbox.subject, kind: emailOutbox.kind });
      if (kept) logger.info(kept, "email kept in the outbox");
      return;
    }
    try {
      // A stable Message-ID: a resend after a crash is recognisable as the same message.
      const messageId = `<outbox-${message.id}-${message.createdAt.getTime()}@navafocus.com>`;
      await sendMail(SMTP_URL, {
        from: MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: html ?? undefined,
        messageId,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", html, messageId, sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The last attempt marks the message failed, so the operator sees it in the outbox.
      const lastAttempt = job.attempts >= job.maxAttempts;
      await db
        .update(emailOutbox)
        .set({ error: reason, ...(lastAttempt ? { status: "failed" as const } : {}) })
        .where(eq(emailOutbox.id, message.id));
      throw error;
    }
  },
  { maxAttempts: 8 },
);

/** The message's HTML part; if it cannot be drawn, the message goes as text alone (and it is logged). */
async function htmlPart(message: { id: number; subject: string; text: string }): Promise<string | null> {
  try {
    return await renderEmailHtml(message);
  } catch (error) {
    logger.error({ err: error, outboxId: message.id }, "email HTML part not drawn; sent as text");
    return null;
  }
}
