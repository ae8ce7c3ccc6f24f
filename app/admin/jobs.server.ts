// The console's view of scheduled work and of the email outbox.
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { adminPageSize } from "~/content/admin";
import type { DbOrTx } from "~/db/client.server";
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

/** Waiting and running jobs soonest first, the latest failures, and the latest finished. */
export async function listJobs(db: DbOrTx) {
  const limit = adminPageSize.jobs;
  const [upcoming, failed, recent] = await Promise.all([
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
      .where(eq(jobs.status, "done"))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(limit),
  ]);
  return { upcoming, failed, recent };
}

export async function listOutboxPage(db: DbOrTx, page: number) {
  const pageSize = adminPageSize.outbox;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total, page, pageSize };
}
