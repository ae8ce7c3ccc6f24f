// The funnel through the real server: requests of every kind go through the production build's
// Express app (kept pages answered from memory included), the store stops gracefully (its last
// counts flushed), and the database then holds exactly the counted page views, visitors and steps,
// and nowhere a client's address or user agent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { readFunnel } from "~/analytics/funnel.server";
import { storeToday } from "~/analytics/counter.server";
import { rawRequest, type RawResponse } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";

const BUILD = path.resolve("build/server/index.js");
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 FunnelTestChrome/1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 FunnelTestFox/2";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const A = "127.0.0.2";
const B = "127.0.0.3";
const BOT = "127.0.0.4";

describe.skipIf(!fs.existsSync(BUILD))("the funnel, counted by the server", () => {
  let site: StartedServer;
  let dir: string;
  let stored: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-funnel-"));
    site = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
    if (site.exited) throw new Error(site.output());
  });
  afterAll(async () => {
    site?.kill("SIGKILL");
    await stored?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, from: string, ua: string, headers: Record<string, string> = {}) =>
    rawRequest(site.base, url, { localAddress: from, headers: { "user-agent": ua, accept: "text/html", ...headers } });

  it("counts page views by route, visitors once a day, carts and checkouts; leaves out what is not a view", async () => {
    const expectStatus = (r: RawResponse, status: number) => expect(r.status).toBe(status);
    // Visitor A: the home page twice (the second from memory once it is kept), a few pages.
    expectStatus(await get("/", A, CHROME), 200);
    // Kept once compressed (a bot's requests, not counted, wait for it); then answered from memory.
    await vi.waitFor(async () => expect((await get("/", BOT, GOOGLEBOT)).headers.etag).toBeTruthy(), {
      timeout: 60_000,
      interval: 200,
    });
    const kept = await get("/", A, CHROME);
    expect(kept.headers.etag).toBeTruthy();
    expectStatus(await get("/faq?utm_source=newsletter", A, CHROME), 200);
    expectStatus(await get("/ingredients/lions-mane", A, CHROME), 200);
    expectStatus(await get("/product", A, CHROME), 200);
    // Not page views: a data fetch, a file, HEAD, a prefetch, a missing page, the console. The
    // product's data fetched for a navigation inside the app is a product view all the same.
    expectStatus(await get("/product.data", A, CHROME), 200);
    expectStatus(await get("/product.data", A, CHROME, { "sec-purpose": "prefetch" }), 200);
    const script = /\/assets\/[\w.-]+\.js/.exec(
      (await get("/faq", A, CHROME, { "sec-purpose": "prefetch" })).body,
    )?.[0];
    expect(script).toBeTruthy();
    expectStatus(await get(script!, A, CHROME), 200);
    expectStatus(
      await rawRequest(site.base, "/", { method: "HEAD", localAddress: A, headers: { "user-agent": CHROME } }),
      200,
    );
    expectStatus(await get("/no-such-page", A, CHROME), 404);
    expectStatus(await get("/admin", A, CHROME), 404);

    // Visitor B: the product, a new cart, the checkout (twice: one checkout started).
    expectStatus(await get("/product", B, FIREFOX), 200);
    const add = await rawRequest(site.base, "/cart", {
      method: "POST",
      localAddress: B,
      headers: { "user-agent": FIREFOX, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=add&productId=nava-focus&purchaseType=subscribe&quantity=1&redirectTo=%2Fcart",
    });
    expect(add.status).toBe(302);
    const cookie = String(add.headers["set-cookie"]?.[0]).split(";")[0]!;
    expectStatus(await get("/checkout", B, FIREFOX, { cookie }), 200);
    expectStatus(await get("/checkout", B, FIREFOX, { cookie }), 200);
    // A checkout without a cart is sent to the cart: not a checkout started.
    expectStatus(await get("/checkout", A, CHROME), 302);

    // A bot reads everything and is counted nowhere; so is a bot's cart.
    for (const url of ["/", "/product", "/faq"]) await get(url, BOT, GOOGLEBOT);
    await rawRequest(site.base, "/cart", {
      method: "POST",
      localAddress: BOT,
      headers: { "user-agent": GOOGLEBOT, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=add&productId=nava-focus&purchaseType=subscribe&quantity=1&redirectTo=%2Fcart",
    });

    // A graceful stop flushes what the process counted.
    site.kill("SIGTERM");
    await waitForExit(site.child);
    stored = await openDatabase({ url: dir, prepare: false });
    const today = storeToday();
    const funnel = await readFunnel({ from: today, to: today }, stored.db);
    expect(funnel.totals).toEqual({
      pageViews: 8,
      visitor: 2,
      product_view: 3,
      cart_started: 1,
      checkout_started: 1,
      order_placed: 0,
      order_paid: 0,
    });
    expect(Object.fromEntries(funnel.routes.map((r) => [r.route, r.views]))).toEqual({
      "/": 2,
      "/faq": 1,
      "/ingredients/:slug": 1,
      "/product": 2,
      "/checkout": 2,
    });
  });

  it("stores no address and no user agent anywhere in the database", async () => {
    const tables = await stored.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    const rows = tables.map((t) => ({ table_name: t.name }));
    expect(rows.length).toBeGreaterThan(10);
    // The POST rate limit keeps a client's address for its minute (README: RATE_LIMIT_POSTS_PER_MINUTE).
    for (const { table_name } of rows.filter((r) => r.table_name !== "rate_limits")) {
      const dump = await stored.db.execute(sql.raw(`select row_to_json(t)::text as row from "${table_name}" t`));
      const text = JSON.stringify(dump);
      for (const secret of ["FunnelTestChrome", "FunnelTestFox", "Googlebot", A, B, BOT])
        expect(text, `${table_name} holds ${secret}`).not.toContain(secret);
    }
  });
});
