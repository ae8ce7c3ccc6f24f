// Pages and files answered from memory ahead of Express (server/kept-responses.ts) must be the
// chain's answers: the same headers (helmet's, Permissions-Policy, HSTS, caching, Vary) with each
// response's own nonce, and the chain's refusals (421 for another host, 413 for a body over the
// limit) and conditional or range answers (304, 206) still hold once a page or file is kept.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";

const BUILD = path.resolve("build/server/index.js");
const SITE = { host: "shop.example" };
const BROWSER = { ...SITE, "accept-encoding": "gzip, deflate, br, zstd" };

const nonceOf = (response: RawResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];

/** The headers, with the nonce taken out and those that differ per response (date, encoding, length) left out. */
function chainHeaders(response: RawResponse) {
  const nonce = nonceOf(response);
  expect(nonce).toBeTruthy();
  const headers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (["date", "content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name))
      continue;
    headers[name] = typeof value === "string" ? value.replaceAll(nonce!, "NONCE") : value;
  }
  return headers;
}

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "gzip") return zlib.gunzipSync(response.bytes).toString("utf8");
  if (encoding === "br") return zlib.brotliDecompressSync(response.bytes).toString("utf8");
  return response.body;
}

describe.skipIf(!fs.existsSync(BUILD))("answers kept ahead of the chain", () => {
  let site: StartedServer;
  beforeAll(async () => {
    site = await startServer({ PGLITE_DIR: "memory://", DATABASE_URL: "", SITE_URL: "https://shop.example" });
    if (site.exited) throw new Error(site.output());
  }, 120_000);
  afterAll(async () => {
    site?.kill("SIGTERM");
    if (site) await waitForExit(site.child);
  });
  const get = (url: string, headers: Record<string, string> = BROWSER, body?: string) =>
    rawRequest(site.base, url, { headers, body });

  it("a kept page carries the chain's headers and its own nonce, gzip or plain", async () => {
    const first = await get("/faq"); // rendered by the chain
    expect(first.status).toBe(200);
    expect(first.headers["strict-transport-security"]).toContain("max-age=");
    const html = decoded(first);
    const seen = new Set([nonceOf(first)]);
    for (const headers of [BROWSER, BROWSER, SITE]) {
      const again = await get("/faq", headers);
      expect(again.status).toBe(200);
      expect(chainHeaders(again)).toEqual(chainHeaders(first));
      expect(again.headers["content-encoding"]).toBe(headers === SITE ? undefined : "gzip");
      const nonce = nonceOf(again)!;
      expect(seen.has(nonce), "a nonce sent twice").toBe(false);
      seen.add(nonce);
      const page = decoded(again);
      expect(new Set([...page.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      expect(page.replaceAll(nonce, "")).toBe(html.replaceAll(nonceOf(first)!, ""));
      // The pieces between nonces refer back across them: within a few percent of the whole page gzipped.
      if (headers !== SITE) expect(again.bytes.length).toBeLessThan(zlib.gzipSync(page, { level: 9 }).length * 1.08);
    }
  });

  it("a kept file carries the chain's headers (caching, type, encoding) with a fresh nonce", async () => {
    const script = /\/assets\/[\w-]+\.js/.exec(decoded(await get("/")))![0];
    for (const headers of [BROWSER, { ...SITE, "accept-encoding": "gzip" }, SITE]) {
      const first = await get(script, headers);
      const second = await get(script, headers);
      expect(second.status).toBe(200);
      expect(chainHeaders(second)).toEqual(chainHeaders(first));
      expect(second.headers["content-encoding"]).toBe(first.headers["content-encoding"]);
      expect(second.headers["cache-control"]).toContain("immutable");
      expect(second.headers["permissions-policy"]).toContain("camera=()");
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      expect(decoded(second)).toBe(fs.readFileSync(path.join("build/client", script), "utf8"));
    }
  });

  it("once kept, another host still gets 421, a body over the limit 413, a revalidation 304 and a range 206", async () => {
    const script = /\/assets\/[\w-]+\.js/.exec(decoded(await get("/")))![0];
    await get("/about");
    await get("/about");
    const kept = await get(script, SITE);
    await get(script, SITE);

    const otherHost = await get("/about", { ...BROWSER, host: "evil.example" });
    expect(otherHost.status).toBe(421);
    expect(otherHost.body).toContain("Use shop.example.");
    // The loopback proxy is trusted (TRUST_PROXY's default): its X-Forwarded-Host names the host.
    expect((await get("/about", { ...BROWSER, "x-forwarded-host": "evil.example" })).status).toBe(421);
    expect((await get(script, { ...SITE, host: "evil.example" })).status).toBe(421);

    const big = "x".repeat(70 * 1024);
    const refused = await get("/about", { ...BROWSER, "content-length": String(big.length) }, big);
    expect(refused.status).toBe(413);

    const revalidated = await get(script, { ...SITE, "if-none-match": String(kept.headers.etag) });
    expect(revalidated.status).toBe(304);
    const range = await get(script, { ...SITE, range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.bytes.length).toBe(10);
  });
});
