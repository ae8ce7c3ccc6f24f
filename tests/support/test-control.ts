// The end-to-end store's test control: move the one clock and run the jobs that are then due,
// so a test can reach a renewal four weeks out in a second. server/index.ts imports this file only
// when TEST_CONTROL_PORT is set (playwright.config.ts sets it for the e2e store) and listens on
// loopback, on a port of its own: the store's port never serves it, and production never loads it.
//   POST /clock/advance  {"ms": 86400000} or {"to": "2027-01-04T12:00:00-05:00"}  → {"now": ISO}
//   POST /jobs/run-due                                                             → {"ran", "failed", "jobs"}
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { gte } from "drizzle-orm";
import type { Db } from "../../app/db/types";
import { jobs } from "../../app/db/schema";
import { advanceClock, now } from "../../app/jobs/clock.server";
import { runDueJobs } from "../../app/flows/jobs.server";
import { keepIdleConnections } from "./keep-alive";

export interface TestControl {
  url: string;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = "";
  for await (const chunk of req) body += chunk;
  if (!body) return {};
  const parsed: unknown = JSON.parse(body);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** How far to move: a number of milliseconds, or up to a moment (never backwards by `to`). */
function advanceBy(body: Record<string, unknown>): number | string {
  if (typeof body.ms === "number" && Number.isFinite(body.ms)) return body.ms;
  if (typeof body.to === "string") {
    const target = Date.parse(body.to);
    if (Number.isNaN(target)) return `"to" is not a date: ${body.to}`;
    const ms = target - now().getTime();
    return ms >= 0 ? ms : `"to" (${body.to}) is before the store's now (${now().toISOString()})`;
  }
  return 'send {"ms": <number>} or {"to": "<ISO date-time>"}';
}

export async function startTestControl({ db, port }: { db: Db; port: number }): Promise<TestControl> {
  const server = keepIdleConnections(
    createServer((req, res) => {
      const handle = async () => {
        if (req.method === "GET" && req.url === "/clock") return answer(res, 200, { now: now().toISOString() });
        if (req.method === "POST" && req.url === "/clock/advance") {
          const ms = advanceBy(await readJson(req));
          if (typeof ms === "string") return answer(res, 400, { error: ms });
          advanceClock(ms);
          return answer(res, 200, { now: now().toISOString() });
        }
        if (req.method === "POST" && req.url === "/jobs/run-due") {
          const since = now();
          const { ran, failed } = await runDueJobs(db);
          // What ran meanwhile (the store's own scheduler may have taken some of them).
          const done = await db
            .select({ name: jobs.name, status: jobs.status, lastError: jobs.lastError })
            .from(jobs)
            .where(gte(jobs.lockedAt, since));
          return answer(res, 200, { ran, failed, jobs: done });
        }
        answer(res, 404, { error: "GET /clock, POST /clock/advance, POST /jobs/run-due" });
      };
      handle().catch((error: unknown) => answer(res, 500, { error: String(error) }));
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
