// A client's mistake is answered as such and logged as such (issue 47, item 12): a POST to a page
// without an action is 404 where its GET is 404 (an unknown path, a private page) and 405 where
// the GET shows the page; OPTIONS on a page answers the methods it takes; none of these writes an
// error-level line anyone could fill the log with. And a failure of the store's own (issue 50,
// item 5): every 5xx writes one error line with a request id, sent in X-Request-Id and shown on
// the error page.
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { answerErrors, identifyRequests } from "../../server/request-id";
import { serverForThisFile } from "../setup/server-process";
import { freshDatabaseDir } from "../setup/fresh-database";

const BUILD = path.resolve("build/server/index.js");
const hasBuild = fs.existsSync(BUILD);
const store = serverForThisFile(BUILD);

/** The store's error-level (and worse) log lines, as pino writes them: one JSON object a line. */
function errorLines(output: string) {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; requestId?: string })
    .filter((line) => line.level >= 50);
}

describe.skipIf(!hasBuild)("a client's mistake", () => {
  it("answers a POST as its GET where that is 404, 405 where the page shows, and logs no error", async () => {
    const { base, output } = store();
    const before = errorLines(output()).length;
    const post = (pathname: string) =>
      fetch(`${base}${pathname}`, { method: "POST", body: new URLSearchParams({ a: "1" }), redirect: "manual" });

    for (const pathname of ["/admin", "/admin/orders", "/no-such-page"]) {
      const get = await fetch(`${base}${pathname}`, { redirect: "manual" });
      expect(get.status, `GET ${pathname}`).toBe(404);
      const answer = await post(pathname);
      expect(answer.status, `POST ${pathname}`).toBe(404);
      expect(await answer.text()).toContain("<html");
    }
    const about = await post("/about");
    expect(about.status).toBe(405);
    expect(about.headers.get("allow")).toBe("GET, HEAD, OPTIONS");

    const options = await fetch(`${base}/cart`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    // The payment API still answers its own CORS preflight.
    const preflight = await fetch(`${base}/api/pay/00000000-0000-0000-0000-000000000000`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

    // The log is written as the answers go: give it a moment, then read it.
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(output()).slice(before)).toEqual([]);
  });

  it("sends a request id with every answer", async () => {
    const { base } = store();
    const first = await fetch(`${base}/about`);
    const second = await fetch(`${base}/about`);
    expect(first.headers.get("x-request-id")).toMatch(/^[a-z2-9]{16}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });
});

describe.skipIf(!hasBuild)("a failure of the store's own", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows the request id on the error page and keeps the error for the request's one log line", async () => {
    const server = (await import(BUILD)) as typeof import("../../server/index");
    const { createRequestHandler, RouterContextProvider } = await import("react-router");
    // A database that is closed: every page that reads it fails.
    const dir = freshDatabaseDir();
    dirs.push(dir);
    const database = await openDatabase({ url: dir });
    await database.close();
    server.setDatabase(Promise.resolve(database));
    const handler = createRequestHandler(await server.productionBuild(), "production");
    const context = new RouterContextProvider();
    context.set(server.cspNonceContext, "nonce");
    const record = { id: "k7m2q9x4t8w3r6p5", errors: [] as unknown[] };
    context.set(server.requestRecordContext, record);
    const answer = await handler(new Request("http://localhost/product"), context);
    expect(answer.status).toBe(500);
    const html = await answer.text();
    expect(html).toContain("Reference for our support team:");
    expect(html).toContain(`data-request-id="${record.id}"`);
    expect(record.errors.length).toBeGreaterThan(0);
  });

  it("writes one error line per 5xx with the id the client was sent", async () => {
    const lines: unknown[] = [];
    const spy = vi.spyOn(logger, "error").mockImplementation(((entry: unknown) => void lines.push(entry)) as never);
    try {
      const app = express();
      app.use(identifyRequests());
      app.get("/fails", () => {
        throw new Error("the database went away");
      });
      app.get("/fine", (_req, res) => void res.send("ok"));
      app.get("/unavailable", (_req, res) => void res.status(503).send("later"));
      app.use(answerErrors());
      const server = app.listen(0, "127.0.0.1");
      await new Promise((r) => server.once("listening", r));
      const { port } = server.address() as { port: number };
      try {
        const failed = await fetch(`http://127.0.0.1:${port}/fails`);
        const id = failed.headers.get("x-request-id");
        expect(failed.status).toBe(500);
        expect(await failed.text()).toContain(id!);
        expect((await fetch(`http://127.0.0.1:${port}/fine`)).status).toBe(200);
        const unavailable = await fetch(`http://127.0.0.1:${port}/unavailable`);
        await new Promise((r) => setTimeout(r, 50));
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatchObject({
          requestId: id,
          status: 500,
          path: "/fails",
          err: { message: "the database went away" },
        });
        expect(lines[1]).toMatchObject({ requestId: unavailable.headers.get("x-request-id"), status: 503 });
      } finally {
        server.close();
      }
    } finally {
      spy.mockRestore();
    }
  });
});
