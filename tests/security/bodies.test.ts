// Finding 2: a 50 MB body is refused (413) before it is read; the process does not grow by it.
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

const MiB = 1024 * 1024;

/** The server's peak resident memory so far (Linux), in bytes. */
function peakMemory(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Streams `megabytes` of form-like bytes to `path`, declared or chunked; resolves with the answer. */
function sendLargeBody(base: string, path: string, megabytes: number, options: { chunked: boolean; type: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const chunk = Buffer.alloc(MiB, "a");
    const headers: Record<string, string> = { "content-type": options.type };
    if (!options.chunked) headers["content-length"] = String(megabytes * MiB);
    const request = http.request(new URL(path, base), { method: "POST", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (d) => (body += d));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server closes the connection once it has answered: a cut upload is expected.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!["EPIPE", "ECONNRESET"].includes(error.code ?? "")) reject(error);
    });
    let sent = 0;
    const write = () => {
      while (sent < megabytes) {
        sent += 1;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

const canMeasure = fs.existsSync("/proc/self/status") && fs.existsSync("build/server/index.js");

describe.skipIf(!canMeasure)("request bodies have a limit before they are read", () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ ...freshStoreDatabase() });
    // Warm up the routes, so their first-use allocations are not counted against the bodies.
    for (const path of ["/cart", "/checkout"]) await fetch(new URL(path, server.base));
  });
  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server.child);
  });

  it("50 MB to /cart, /auth/verify and /checkout: 413 with a message, the process grows < 40 MB", async () => {
    const before = peakMemory(server.child.pid!);
    const form = "application/x-www-form-urlencoded";
    for (const [path, type] of [
      ["/cart", form],
      ["/auth/verify", "application/json"],
      ["/checkout", form],
    ] as const) {
      const answer = await sendLargeBody(server.base, path, 50, { chunked: false, type });
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toMatch(/too large: the limit here is (64|16) KiB/);
    }
    const chunked = await sendLargeBody(server.base, "/cart", 50, { chunked: true, type: form });
    expect(chunked.status).toBe(411);
    // A body kept would add its 50 MB; dropped, the chunks are garbage that a starved process may
    // collect late (10-24 MB seen with the suite's four files at once on two cores).
    expect(peakMemory(server.child.pid!) - before).toBeLessThan(40 * MiB);
  });

  it("a body within the limit is served as before", async () => {
    const add = await fetch(new URL("/cart", server.base), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "1" }),
    });
    expect(add.status).toBeLessThan(400);
    const json = await fetch(new URL("/auth/verify", server.base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(20_000) }),
    });
    expect(json.status).toBe(413);
  });
});
