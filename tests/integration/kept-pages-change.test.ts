// A kept page shows the store's reviews: the process that changes them forgets its kept pages at
// once, and any process draws a kept page again once it is KEPT_PAGE_MS old (server/kept-responses.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KEPT_PAGE_MS, sharedPagesChanged } from "~/utils/shared-pages";
import { keptResponses } from "../../server/kept-responses";

let version = 1;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // The store's pages come from React Router, which sets no ETag: only a kept page has one. Express's
  // own weak ETag on res.send would let keptBody() return before the page is kept (seen on a busy machine).
  app.set("etag", false);
  const kept = keptResponses({
    hosts: { siteUrl: null, hostnames: new Set(["127.0.0.1"]) },
    staticRoot: "/nonexistent",
    fileEncoding: () => "",
  });
  app.use(kept.send);
  let draws = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++draws}`;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(kept.keep);
  app.get("/product", (_req, res) => {
    res.type("html").send(`<script nonce="${res.locals.cspNonce}">1</script><p>reviews v${version}</p>`);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.useRealTimers());

const get = () => fetch(`${base}/product`, { headers: { "accept-encoding": "identity" } });
const body = async () => (await get()).text();
/** The page once kept: it is compressed in the background after the chain's answer, then has an ETag. */
async function keptBody() {
  await body();
  await vi.waitFor(async () => expect((await get()).headers.get("etag")).toBeTruthy(), { timeout: 60_000 });
  return body();
}

describe("kept pages and the reviews they show", () => {
  it("a change here is seen at once; elsewhere a kept page is drawn again after KEPT_PAGE_MS", async () => {
    expect(await keptBody()).toContain("reviews v1");
    version = 2;
    expect(await body()).toContain("reviews v1"); // kept
    sharedPagesChanged();
    expect(await body()).toContain("reviews v2");
    expect(await keptBody()).toContain("reviews v2");
    // Drawn again with another nonce but the same markup: the same ETag, so browsers and CDNs keep theirs.
    const etag = (await get()).headers.get("etag");
    sharedPagesChanged();
    expect(await keptBody()).toContain("reviews v2");
    expect((await get()).headers.get("etag")).toBe(etag);
    version = 3;
    expect(await body()).toContain("reviews v2"); // kept again
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + KEPT_PAGE_MS + 1000 });
    expect(await body()).toContain("reviews v3");
  });
});
