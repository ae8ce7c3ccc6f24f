// The console's view of scheduled work and of the email outbox.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  like,
  max,
  notLike,
  or,
  sql,
} from "drizzle-orm";
import { adminPageSize } from "~/content/admin";
import type { DbOrTx } from "~/db/types";
import { emailOutbox, jobs } from "~/db/schema";

const jobColumns = {
  id: jobs.id,
  name: jobs.name,
  key: jobs.key,
  status: jobs.status,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  finishedAt: jobs.finishedAt,
};

/** A recurring job's run is keyed by its time slot (slot:…); its runs are counted, not listed. */
const RECURRING = like(jobs.key, "slot:%");

/**
 * Waiting and running jobs soonest first, the latest failures, the latest finished one-off jobs,
 * and the recurring checks grouped by name (the payment check runs every few seconds).
 */
export async function listJobs(db: DbOrTx) {
  const limit = adminPageSize.jobs;
  const [upcoming, failed, recent, recurring] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(inArray(jobs.status, ["pending", "running"]))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit),
    db
      .select(jobColumns)
      .from(jobs)
      .where(eq(jobs.status, "failed"))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(limit),
    db
      .select(jobColumns)
      .from(jobs)
      .where(and(eq(jobs.status, "done"), or(isNull(jobs.key), notLike(jobs.key, "slot:%"))))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(limit),
    db
      .select({ name: jobs.name, runs: count(), lastRun: max(jobs.finishedAt) })
      .from(jobs)
      .where(and(eq(jobs.status, "done"), RECURRING))
      .groupBy(jobs.name)
      .orderBy(asc(jobs.name)),
  ]);
  return { upcoming, failed, recent, recurring };
}

/** The list's columns: the text, not the HTML part (read one message at a time, `outboxHtml`). */
const { html: _html, ...outboxListColumns } = getTableColumns(emailOutbox);

export async function listOutboxPage(db: DbOrTx, page: number) {
  const pageSize = adminPageSize.outbox;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...outboxListColumns, hasHtml: sql<boolean>`${emailOutbox.html} is not null` })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total, page, pageSize };
}

/** One message's HTML part, as it was sent, for the console to show. */
export async function outboxHtml(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: emailOutbox.id, subject: emailOutbox.subject, to: emailOutbox.to, html: emailOutbox.html })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), isNotNull(emailOutbox.html)));
  return row ? { ...row, html: row.html! } : null;
}
