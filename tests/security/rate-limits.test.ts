// Finding 4: limits are counted in the database, per client, so they hold across app processes;
// a client over a limit gets 429 with Retry-After and a message.
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

const hasBuild = fs.existsSync("build/server/index.js");
const started: StartedServer[] = [];
afterAll(async () => {
  for (const server of started) server.kill("SIGTERM");
  await Promise.all(started.map((server) => waitForExit(server.child)));
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  expect(server.exited, server.output()).toBe(false);
  return server;
}

const addToCart = (base: string) =>
  fetch(new URL("/cart", base), {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "1" }),
  });

describe.skipIf(!hasBuild)("limits per client", () => {
  it("posts and sign-in nonces: over the limit, 429 with Retry-After and a message", async () => {
    const server = await start({ ...freshStoreDatabase(), RATE_LIMIT_POSTS_PER_MINUTE: "5" });
    for (let i = 0; i < 5; i++) expect((await addToCart(server.base)).status).toBeLessThan(400);
    const refused = await addToCart(server.base);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toBe("Too many requests. Please wait a minute and try again.");
    // Stripe's events come from a few addresses and are not counted: the route itself answers
    // (here: card payments are not configured), never the limit.
    for (let i = 0; i < 3; i++) {
      const event = await fetch(new URL("/webhooks/stripe", server.base), { method: "POST", body: "{}" });
      expect(event.status).toBe(404);
      expect(await event.json()).toEqual({ message: "Card payments are not configured." });
    }
  });

  it("sign-in nonces have their own, smaller limit", async () => {
    const server = await start({ ...freshStoreDatabase(), RATE_LIMIT_POSTS_PER_MINUTE: "300" });
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await fetch(new URL("/auth/nonce", server.base), { method: "POST" })).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  // PGlite is one process; several processes share a PostgreSQL (npm run test:postgres).
  it.skipIf(!process.env.DATABASE_URL)(
    "a limit holds across two processes on one database",
    async () => {
      const env = { DATABASE_URL: process.env.DATABASE_URL!, RATE_LIMIT_POSTS_PER_MINUTE: "6" };
      const a = await start(env);
      const b = await start(env);
      for (let i = 0; i < 3; i++) {
        expect((await addToCart(a.base)).status).toBeLessThan(400);
        expect((await addToCart(b.base)).status).toBeLessThan(400);
      }
      expect((await addToCart(a.base)).status).toBe(429);
      expect((await addToCart(b.base)).status).toBe(429);
    },
    180_000,
  );
});
