// Pages and files answered from memory ahead of Express (server/kept-responses.ts) must be the
// chain's answers: a kept page is the chain's page with fixed bytes (its inline scripts allowed by
// hash, no nonce) and the chain's other headers, a kept file the chain's headers with a fresh nonce;
// the chain's refusals (421 for another host, 413 for a body over the limit) and conditional or
// range answers (304, 206) still hold once a page or file is kept.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CART_COOKIE } from "~/cart/cart-cookie.server";
import { rawRequest, type RawResponse } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

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
    if (PER_ANSWER.includes(name)) continue;
    headers[name] = typeof value === "string" ? value.replaceAll(nonce!, "NONCE") : value;
  }
  return headers;
}

/** The headers a kept page shares with the chain's page: all but those of the nonce, the caching and the encoding. */
const PER_ANSWER = [
  "date",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-request-id",
];
const sharedHeaders = (response: RawResponse) =>
  Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => ![...PER_ANSWER, "content-security-policy", "cache-control", "vary", "etag"].includes(name),
    ),
  );

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "gzip") return zlib.gunzipSync(response.bytes).toString("utf8");
  if (encoding === "br") return zlib.brotliDecompressSync(response.bytes).toString("utf8");
  return response.body;
}

describe.skipIf(!fs.existsSync(BUILD))("answers kept ahead of the chain", () => {
  let site: StartedServer;
  beforeAll(async () => {
    site = await startServer({ ...freshStoreDatabase(), SITE_URL: "https://shop.example" });
    if (site.exited) throw new Error(site.output());
  });
  afterAll(async () => {
    site?.kill("SIGTERM");
    if (site) await waitForExit(site.child);
  });
  const get = (url: string, headers: Record<string, string> = BROWSER, body?: string) =>
    rawRequest(site.base, url, { headers, body });

  it("a kept page has fixed bytes: its scripts allowed by hash, compressed once, with an ETag to revalidate", async () => {
    const first = await get("/faq"); // drawn by the chain for this response
    expect(first.status).toBe(200);
    const nonce = nonceOf(first)!;
    expect(nonce).toBeTruthy();
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const html = decoded(first).replaceAll(` nonce="${nonce}"`, "");
    // Kept once compressed, in the background.
    await vi.waitFor(async () => expect((await get("/faq")).headers.etag).toBeTruthy(), { timeout: 60_000 });
    const etags = new Set<unknown>();
    const requestIds = new Set<unknown>([first.headers["x-request-id"]]);
    for (const [headers, encoding] of [
      [BROWSER, "br"],
      [{ ...SITE, "accept-encoding": "gzip" }, "gzip"],
      [SITE, undefined],
    ] as const) {
      const again = await get("/faq", headers);
      expect(again.status).toBe(200);
      expect(again.headers["content-encoding"]).toBe(encoding);
      expect(decoded(again)).toBe(html);
      expect(sharedHeaders(again)).toEqual(sharedHeaders(first));
      expect(again.headers["strict-transport-security"]).toContain("max-age=");
      expect(again.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(again.headers.vary).toBe("Accept-Encoding, Cookie");
      etags.add(again.headers.etag);
      // Each answer its own request id, so a shopper's report matches one log line.
      expect(requestIds.has(again.headers["x-request-id"])).toBe(false);
      requestIds.add(again.headers["x-request-id"]);
      const policy = String(again.headers["content-security-policy"]);
      expect(policy).not.toContain("'nonce-");
      const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(policy).toContain(`'sha256-${sha256(script)}'`);
    }
    expect(etags.size).toBe(1);
    const [etag] = etags;
    const revalidated = await get("/faq", { ...BROWSER, "if-none-match": String(etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // A visitor with a cart gets a page drawn for them, with its own nonce, kept by no one.
    const personal = await get("/faq", { ...BROWSER, cookie: `${CART_COOKIE}=abc`, "if-none-match": String(etag) });
    expect(personal.status).toBe(200);
    expect(nonceOf(personal)).toBeTruthy();
    expect(personal.headers["cache-control"]).toBe("private, no-cache");
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
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
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
