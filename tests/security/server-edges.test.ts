// Edges of the Express entry found in the payments pass: methods the store does not serve, one
// Referrer-Policy per page, the start-up warning about TRUST_PROXY behind a public SITE_URL, and what
// the request limit does when the database cannot count (decision 0021: it lets the request through).
import fs from "node:fs";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openDatabase } from "~/db/client.server";
import { orders, rateLimits } from "~/db/schema";
import { trustProxyWarning } from "~/utils/public-origin.server";
import { getEnv } from "~/utils/env.server";
import { limitRequests } from "../../server/rate-limit";
import { rawRequest } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { startTestSubscription } from "../setup/subscriptions";
import { freshDatabaseDir, freshStoreDatabase } from "../setup/fresh-database";

const hasBuild = fs.existsSync("build/server/index.js");
const started: StartedServer[] = [];
afterAll(async () => {
  for (const server of started) server.kill("SIGTERM");
  await Promise.all(started.map((server) => waitForExit(server.child)));
});

async function start(env: Record<string, string | undefined>) {
  const server = await startServer({ ...freshStoreDatabase(), ...env });
  started.push(server);
  expect(server.exited, server.output()).toBe(false);
  return server;
}

/** A store on a data folder that holds one paid subscription (and its first order). */
async function storeWithSubscription() {
  const dir = freshDatabaseDir();
  const database = await openDatabase({ url: dir });
  const subscription = await startTestSubscription(database.db, { id: randomUUID() });
  const [order] = await database.db.select().from(orders).where(eq(orders.id, subscription.originOrderId));
  await database.close();
  return { server: await start({ PGLITE_DIR: dir }), subscription, order: order! };
}

describe.skipIf(!hasBuild)("the Express entry", () => {
  let store: Awaited<ReturnType<typeof storeWithSubscription>>;
  beforeAll(async () => {
    store = await storeWithSubscription();
  });

  it("answers 405 with Allow for methods it does not serve, before the router", async () => {
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH"]) {
      const answer = await rawRequest(store.server.base, "/cart", { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.body).toBe(`This store does not answer ${method} requests.`);
    }
    expect((await rawRequest(store.server.base, "/cart")).status).toBe(200);
    expect(store.server.output()).not.toContain("TypeError");
  });

  it("sends one Referrer-Policy: a private page's own, or the store's default", async () => {
    const { server, subscription, order } = store;
    const page = await rawRequest(server.base, `/subscriptions/${subscription.id}?token=${subscription.manageToken}`);
    expect(page.status).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const orderPage = await rawRequest(server.base, `/orders/${order.id}?token=${order.accessToken}`);
    expect(orderPage.status).toBe(200);
    expect(orderPage.headers["referrer-policy"]).toBe("same-origin");
    expect(orderPage.headers["cache-control"]).toBe("private, no-store");
    expect((await rawRequest(server.base, "/cart")).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("warns at start-up when SITE_URL is public and TRUST_PROXY is left at its default", async () => {
    const server = await start({ SITE_URL: "https://shop.example.com", LOG_LEVEL: "warn", TRUST_PROXY: undefined });
    expect(server.output()).toContain("TRUST_PROXY is not set while SITE_URL is public (https://shop.example.com)");
  });
});

describe("the TRUST_PROXY warning", () => {
  const env = (siteUrl?: string) => ({ ...getEnv(), SITE_URL: siteUrl });
  it("is given only for a public SITE_URL with TRUST_PROXY unset", () => {
    expect(trustProxyWarning(env("https://shop.example.com"), undefined)).toContain("TRUST_PROXY is not set");
    expect(trustProxyWarning(env("https://shop.example.com"), "10.0.0.0/8")).toBeNull();
    expect(trustProxyWarning(env("https://shop.example.com"), "loopback")).toBeNull();
    expect(trustProxyWarning(env("http://localhost:3000"), undefined)).toBeNull();
    expect(trustProxyWarning(env(undefined), undefined)).toBeNull();
  });
});

describe("the request limit when the database cannot count", () => {
  it("lets the post through (fails open) and counts nothing", async () => {
    const app = express();
    app.use(limitRequests());
    app.post("/cart", (_req, res) => void res.status(200).send("handled"));
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const db = await getDb();
    await db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      const answer = await rawRequest(base, "/cart", { method: "POST", body: "x=1" });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("handled");
    } finally {
      await db.execute(sql`alter table rate_limits_away rename to rate_limits`);
      server.close();
    }
    expect(await db.select().from(rateLimits)).toEqual([]);
  });
});
