// How many processes serve the store: on PostgreSQL, WEB_CONCURRENCY processes behind one port
// (all stopped by one SIGTERM); on PGlite one, whatever WEB_CONCURRENCY says. Linux (/proc).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer, waitForExit } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

const BUILD = path.resolve("build/server/index.js");
const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

describe.skipIf(!fs.existsSync(BUILD) || process.platform !== "linux")("store processes", () => {
  it("PGlite: one process, even with WEB_CONCURRENCY set", async () => {
    const server = await startServer({ ...freshStoreDatabase(), WEB_CONCURRENCY: "2" });
    expect(server.exited, server.output()).toBe(false);
    expect((await fetch(`${server.base}/faq`)).status).toBe(200);
    expect(childrenOf(server.child.pid!)).toEqual([]);
    server.kill("SIGTERM");
    await waitForExit(server.child);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "PostgreSQL: WEB_CONCURRENCY processes answer on one port, and SIGTERM stops them all",
    async () => {
      const server = await startServer({ DATABASE_URL: process.env.DATABASE_URL!, WEB_CONCURRENCY: "2" });
      expect(server.exited, server.output()).toBe(false);
      // Each process listens once it is ready; the first one answers /healthz before the other.
      await expect.poll(() => childrenOf(server.child.pid!).length, { timeout: 60_000 }).toBe(2);
      const workers = childrenOf(server.child.pid!);
      for (let i = 0; i < 20; i++) expect((await fetch(`${server.base}/faq`)).status).toBe(200);
      const added = await fetch(`${server.base}/cart`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "1" }),
      });
      expect(added.status).toBeLessThan(400);
      // The primary alone: it must stop its workers itself.
      server.child.kill("SIGTERM");
      await waitForExit(server.child);
      expect(server.child.exitCode).toBe(0);
      for (const pid of workers) expect(alive(pid), `process ${pid} still running`).toBe(false);
    },
    120_000,
  );
});
