// Durable scheduled work in the `jobs` table. A job is claimed with FOR UPDATE SKIP LOCKED, so
// several app processes on one PostgreSQL never run the same job twice at once, and PGlite (one
// process) runs the same code. A failed job is retried with backoff, then marked failed with its
// error. A job whose process died while running is claimed again after STALE_AFTER_MS, so
// handlers must be idempotent. Decision 0010 says why this is a table and not a library.
import { and, asc, eq, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/types";
import { jobs } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { now } from "./clock.server";

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext<P> {
  db: Db;
  payload: P;
  job: JobRow;
}

export interface JobOptions {
  maxAttempts?: number;
  /** Delay before attempt `attempt + 1`, after attempt `attempt` failed. */
  backoffMs?: (attempt: number) => number;
}

export interface JobDefinition<P = Record<string, unknown>> {
  name: string;
  handler: (ctx: JobContext<P>) => Promise<void>;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
  /** Recurring jobs run every `everyMs`; the scheduler keeps the next one queued. */
  everyMs?: number;
}

/** 30 s, 1 min, 2 min… up to an hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
const STALE_AFTER_MS = 10 * 60_000;

const definitions = new Map<string, JobDefinition<never>>();

export function defineJob<P = Record<string, unknown>>(
  name: string,
  handler: (ctx: JobContext<P>) => Promise<void>,
  options: JobOptions = {},
): JobDefinition<P> {
  const definition: JobDefinition<P> = {
    name,
    handler,
    maxAttempts: options.maxAttempts ?? 5,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
  };
  definitions.set(name, definition as JobDefinition<never>);
  return definition;
}

/** A job that runs every `everyMs`, once per slot across all processes (the slot is its key). */
export function defineRecurringJob(
  name: string,
  everyMs: number,
  handler: (ctx: { db: Db }) => Promise<void>,
): JobDefinition {
  const definition = defineJob(name, ({ db }) => handler({ db }), { maxAttempts: 3 });
  definition.everyMs = everyMs;
  return definition;
}

/**
 * Queues a job. With a key, at most one job per (name, key) ever exists: a second call is a
 * no-op and returns false. Pass the caller's transaction so the job exists only if it commits.
 */
export async function enqueueJob(
  db: DbOrTx,
  name: string,
  payload: object = {},
  options: { runAt?: Date; key?: string; maxAttempts?: number } = {},
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      name,
      key: options.key ?? null,
      payload: payload as Record<string, unknown>,
      runAt: options.runAt ?? now(),
      maxAttempts: options.maxAttempts ?? definitions.get(name)?.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** Queues the next slot of every recurring job (a no-op when it is already queued). */
async function queueRecurring(db: Db, at: Date) {
  for (const definition of definitions.values()) {
    if (!definition.everyMs) continue;
    const slot = Math.floor(at.getTime() / definition.everyMs) * definition.everyMs;
    await enqueueJob(db, definition.name, {}, { key: `slot:${slot}`, runAt: new Date(slot) });
  }
}

/**
 * Claims one due job, or none. The claim commits before the job runs. `done`, the job this pass
 * ran last, is marked done by the same statement: one statement per job instead of two.
 */
async function claimNext(db: Db, at: Date, done?: JobRow): Promise<JobRow | undefined> {
  const staleBefore = new Date(at.getTime() - STALE_AFTER_MS);
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.status, "pending"), lte(jobs.runAt, at)),
          and(eq(jobs.status, "running"), lt(jobs.lockedAt, staleBefore)),
        ),
        done ? ne(jobs.id, done.id) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const claim = { status: "running" as const, attempts: sql`${jobs.attempts} + 1`, lockedAt: at };
  if (!done) {
    const [job] = await db.update(jobs).set(claim).where(eq(jobs.id, next)).returning();
    return job;
  }
  // A data-modifying WITH runs to completion whether or not the statement reads it.
  const finished = db
    .$with("finished")
    .as(db.update(jobs).set(doneValues(at)).where(stillRunning(done)).returning({ id: jobs.id }));
  const [job] = await db.with(finished).update(jobs).set(claim).where(eq(jobs.id, next)).returning();
  return job;
}

const doneValues = (at: Date) => ({ status: "done" as const, finishedAt: at, lastError: null });
/** A job's outcome is written only while this claim still holds it. */
const stillRunning = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, "running"));

async function finish(db: Db, job: JobRow, error?: unknown) {
  const at = now();
  if (error === undefined) {
    await db.update(jobs).set(doneValues(at)).where(stillRunning(job));
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const definition = definitions.get(job.name);
  const giveUp = job.attempts >= job.maxAttempts || !definition;
  await db
    .update(jobs)
    .set(
      giveUp
        ? { status: "failed", finishedAt: at, lastError: message }
        : {
            status: "pending",
            lastError: message,
            runAt: new Date(at.getTime() + definition.backoffMs(job.attempts)),
            lockedAt: null,
          },
    )
    .where(stillRunning(job));
  logger.warn({ job: job.name, id: job.id, attempt: job.attempts, giveUp, err: error }, "job failed");
}

/** Runs every job that is due now, one at a time; returns how many ran and how many failed. */
export async function runDueJobs(db: Db, options: { limit?: number } = {}): Promise<{ ran: number; failed: number }> {
  const limit = options.limit ?? 500;
  await queueRecurring(db, now());
  let ran = 0;
  let failed = 0;
  // The last job that succeeded, marked done with the next claim (or below, when the pass stops).
  let done: JobRow | undefined;
  while (ran < limit) {
    const job = await claimNext(db, now(), done);
    done = undefined;
    if (!job) break;
    ran++;
    const definition = definitions.get(job.name);
    try {
      if (!definition) throw new Error(`no job is defined with the name "${job.name}"`);
      await definition.handler({ db, payload: job.payload as never, job });
      done = job;
    } catch (error) {
      failed++;
      await finish(db, job, error);
    }
  }
  if (done) await finish(db, done);
  return { ran, failed };
}

export interface Scheduler {
  /** One pass over what is due; passes never overlap. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler({ db, intervalMs = 5_000 }: { db: Db; intervalMs?: number }): Scheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    if (stopped) return;
    try {
      await runDueJobs(db);
    } catch (error) {
      logger.error({ err: error }, "scheduler pass failed");
    }
  };
  const tick = () => (running = running.then(pass));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), intervalMs);
    timer.unref();
  };
  void tick().finally(schedule);
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
