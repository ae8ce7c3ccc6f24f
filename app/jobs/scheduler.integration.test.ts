import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { advanceClock, now, resetClock } from "./clock.server";
import { defineJob, enqueueJob, runDueJobs } from "./scheduler.server";

const seen: string[] = [];
defineJob<{ label: string }>("test.record", async ({ payload }) => {
  seen.push(payload.label);
});
let failuresLeft = 0;
defineJob(
  "test.flaky",
  async () => {
    if (failuresLeft-- > 0) throw new Error("the relay is down");
  },
  { maxAttempts: 3, backoffMs: (attempt) => attempt * 60_000 },
);

async function jobRows(name: string) {
  return (await getDb()).select().from(jobs).where(eq(jobs.name, name));
}

beforeEach(async () => {
  resetClock();
  seen.length = 0;
  await (await getDb()).delete(jobs);
});
afterEach(() => resetClock());

describe("the scheduler", () => {
  it("runs a job when it is due, not before", async () => {
    const db = await getDb();
    await enqueueJob(db, "test.record", { label: "tomorrow" }, { runAt: new Date(now().getTime() + 86_400_000) });
    expect(await runDueJobs(db)).toEqual({ ran: 0, failed: 0 });
    expect(seen).toEqual([]);

    advanceClock(86_400_000);
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual(["tomorrow"]);
    const [row] = await jobRows("test.record");
    expect(row.status).toBe("done");
    expect(row.attempts).toBe(1);
  });

  it("queues one job per (name, key), however often it is asked", async () => {
    const db = await getDb();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => enqueueJob(db, "test.record", { label: "once" }, { key: "sub-1:period-3" })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await runDueJobs(db);
    await enqueueJob(db, "test.record", { label: "once" }, { key: "sub-1:period-3" });
    await runDueJobs(db);
    expect(seen).toEqual(["once"]);
  });

  it("retries a failing job with backoff, then records it as failed with its error", async () => {
    const db = await getDb();
    failuresLeft = 5;
    await enqueueJob(db, "test.flaky", {});
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 1 });
    let [row] = await jobRows("test.flaky");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "the relay is down" });

    // The second attempt waits a minute (backoff 1 x 60 s), the third two more.
    expect((await runDueJobs(db)).ran).toBe(0);
    advanceClock(60_000);
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 1 });
    advanceClock(120_000);
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 1 });
    [row] = await jobRows("test.flaky");
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "the relay is down" });
    advanceClock(86_400_000);
    expect((await runDueJobs(db)).ran).toBe(0);
  });

  it("succeeds on a retry after a passing failure", async () => {
    const db = await getDb();
    failuresLeft = 1;
    await enqueueJob(db, "test.flaky", {});
    await runDueJobs(db);
    advanceClock(60_000);
    await runDueJobs(db);
    const [row] = await jobRows("test.flaky");
    expect(row).toMatchObject({ status: "done", attempts: 2 });
  });

  it("records a job no process knows as failed instead of losing it silently", async () => {
    const db = await getDb();
    await enqueueJob(db, "test.nobody-defines-this", {}, { maxAttempts: 1 });
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 1 });
    const [row] = await jobRows("test.nobody-defines-this");
    expect(row.status).toBe("failed");
    expect(row.lastError).toMatch(/no job is defined/);
  });

  it("claims again a job whose process died while running it", async () => {
    const db = await getDb();
    await enqueueJob(db, "test.record", { label: "after the crash" });
    // A process claimed it and died: running, locked 11 minutes ago.
    await db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedAt: new Date(now().getTime() - 11 * 60_000) })
      .where(eq(jobs.name, "test.record"));
    expect(await runDueJobs(db)).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual(["after the crash"]);
  });

  it("leaves alone a job another process is running right now", async () => {
    const db = await getDb();
    await enqueueJob(db, "test.record", { label: "busy" });
    await db.update(jobs).set({ status: "running", lockedAt: now() }).where(eq(jobs.name, "test.record"));
    expect((await runDueJobs(db)).ran).toBe(0);
  });

  it("runs each of 200 due jobs exactly once across 20 concurrent passes", async () => {
    const db = await getDb();
    for (let i = 0; i < 200; i++) await enqueueJob(db, "test.record", { label: `job-${i}` });
    const results = await Promise.all(Array.from({ length: 20 }, () => runDueJobs(db)));
    expect(results.reduce((n, r) => n + r.ran, 0)).toBe(200);
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
  });
});
