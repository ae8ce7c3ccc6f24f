// Its own file: a recurring job stays defined for the whole process.
import { afterEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { advanceClock, resetClock } from "./clock.server";
import { defineRecurringJob, runDueJobs } from "./scheduler.server";

let runs = 0;
defineRecurringJob("test.every-hour", 3_600_000, async () => {
  runs++;
});
afterEach(() => resetClock());

it("runs a recurring job once per slot, however many passes there are", async () => {
  const db = await getDb();
  await Promise.all([runDueJobs(db), runDueJobs(db), runDueJobs(db)]);
  expect(runs).toBe(1);
  await runDueJobs(db);
  expect(runs).toBe(1);
  advanceClock(3_600_000);
  await runDueJobs(db);
  await runDueJobs(db);
  expect(runs).toBe(2);
});
