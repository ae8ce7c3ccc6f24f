// Answers that are the same for every visitor without a cart or a session are kept after the chain
// first sends them (`keep`, a step after compression), and sent again from memory by the app's first
// step (`send`), ahead of the rest of the chain, whose work (a tenth of a millisecond of CPU) is
// several times the answer's own:
// - shared pages (app/pages.ts: content pages, /product), per URL, protocol and host, with fixed
//   bytes: the first render's nonce is taken out and its inline scripts are allowed by their
//   sha256 hashes instead, so the page is compressed once (brotli and gzip), has an ETag (304 to a
//   revalidation) and may be cached by a CDN (s-maxage, stale-while-revalidate). The store's
//   reviews show on / and /product, so a page is kept at most KEPT_PAGE_MS, and forgotten at once
//   when this process changes them (app/utils/shared-pages.ts). The first render itself, and every
//   page for a visitor with a cart or session, is drawn per request with its own nonce (private);
// - static files from the build: the bytes express.static sent, per encoding.
// A kept answer carries the headers the chain sent with it (helmet's, Permissions-Policy, HSTS,
// Vary). Only a plain GET for a host the store serves is answered from memory: a request with a
// body, a conditional or range request for a file, a cart or session cookie, any other host (the
// chain answers 421) and anything not kept yet go on down the chain.
import fs from "node:fs";
import { promisify } from "node:util";
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { SESSION_COOKIE } from "../app/auth/session.server";
import { CART_COOKIE } from "../app/cart/cart-cookie.server";
import { REF_COOKIE } from "../app/creators/ref-cookie";
import { isSharedPage } from "../app/pages";
import type { HostPolicy } from "../app/utils/public-origin.server";
import { KEPT_PAGE_MS, onSharedPagesChanged } from "../app/utils/shared-pages";
import crypto from "node:crypto";
import { newNonce } from "./csp";
import { acceptedEncoding } from "./precompressed";

// With or without the __Host- prefix the store's cookies carry over HTTPS. A creator link's cookie
// is one: its pages show the visitor's discount (app/creators/link-notice.server.tsx).
const PERSONAL_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?(?:${CART_COOKIE}|${SESSION_COOKIE}|${REF_COOKIE})=`);
/** Kept pages per process (about 60 KiB each, and its compressed copies); the least recently served goes first. */
const MAX_PAGES = 100;
/** Kept files (a file in one encoding for one host); the build has about 200 files with copies. */
const MAX_FILES = 1000;
const MAX_FILE_BYTES = 1024 * 1024;
// A page's encoding and length are set per response, and every answer has its own request id.
const PAGE_PER_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "x-request-id"]);
// express.static answers these with 304, 412 or 206: the chain decides.
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "range"];

/** A response's headers with the nonce cut out of the values that carry it. */
interface HeaderTemplate {
  fixed: OutgoingHttpHeaders;
  withNonce: Array<[name: string, parts: string[]]>;
}

interface KeptPage {
  /** When it was kept: a page is drawn again after KEPT_PAGE_MS (its reviews can change). */
  keptAt: number;
  etag: string;
  headers: OutgoingHttpHeaders;
  /** The page's bytes, as they are and in each encoding. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

interface KeptFile {
  headers: HeaderTemplate;
  body: Buffer;
}

/** What a CDN may do with a kept page: serve it for KEPT_PAGE_MS, then a stale copy while it asks again. */
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${KEPT_PAGE_MS / 1000}, stale-while-revalidate=600`;
/** A page drawn for one response (its nonce, a visitor's cart or session): never kept by anyone else. */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page with fixed bytes: its nonce attributes taken out, and its Content-Security-Policy
 * allowing its inline scripts by hash in place of the nonce. Null when the nonce is anywhere else
 * (it could not be taken out without changing what the page does).
 */
async function keepPage(
  html: Buffer,
  nonce: string,
  chainHeaders: OutgoingHttpHeaders,
  drawnAt: number,
): Promise<KeptPage | null> {
  const text = html.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
  if (text.includes(nonce)) return null;
  const hashes = [...text.matchAll(INLINE_SCRIPT)].map(
    ([, script]) => `'sha256-${crypto.createHash("sha256").update(script!).digest("base64")}'`,
  );
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(chainHeaders)) {
    if (PAGE_PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    if (name !== "content-security-policy" && values.some((v) => v.includes(nonce))) return null;
    headers[name] = value;
  }
  // The page's policy with its scripts' hashes in place of this render's nonce: the same for every render.
  const policy = String(headers["content-security-policy"] ?? "").replace(
    `'nonce-${nonce}'`,
    [...new Set(hashes)].join(" "),
  );
  if (policy) headers["content-security-policy"] = policy;
  const identity = Buffer.from(text);
  const etag = `"${crypto.createHash("sha256").update(identity).update(policy).digest("base64url").slice(0, 27)}"`;
  headers["cache-control"] = SHARED_CACHE_CONTROL;
  headers.etag = etag;
  headers.vary = "Accept-Encoding, Cookie";
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { keptAt: drawnAt, etag, headers, bodies: { identity, br, gzip: gz } };
}

/** The headers the chain set, or null when the nonce is somewhere it cannot be replaced. */
function headerTemplate(headers: OutgoingHttpHeaders, nonce: string): HeaderTemplate | null {
  const template: HeaderTemplate = { fixed: {}, withNonce: [] };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === "x-request-id") continue;
    if (typeof value === "string" && value.includes(nonce)) template.withNonce.push([name, value.split(nonce)]);
    else if (Array.isArray(value) && value.some((v) => v.includes(nonce))) return null;
    else template.fixed[name] = value;
  }
  return template;
}

function headersWith(template: HeaderTemplate, nonce: string): OutgoingHttpHeaders {
  const headers = { ...template.fixed };
  for (const [name, parts] of template.withNonce) headers[name] = parts.join(nonce);
  return headers;
}

/** URL paths of the files under `root`, their compressed copies included. */
function staticPaths(root: string): Set<string> {
  const paths = new Set<string>();
  if (!fs.existsSync(root)) return paths;
  for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile() && fs.statSync(full).size <= MAX_FILE_BYTES)
      paths.add(`/${file.split(path.sep).join("/")}`);
  }
  return paths;
}

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};
const hasBody = (req: IncomingMessage) =>
  req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
const isConditional = (req: IncomingMessage) => CONDITIONAL_HEADERS.some((name) => req.headers[name] !== undefined);
const isPersonal = (req: IncomingMessage) => PERSONAL_COOKIE.test(req.headers.cookie ?? "");
// The page names its own origin when SITE_URL is unset: the host headers are part of the key.
const keyOf = (req: Request, url: string) =>
  `${req.protocol} ${req.headers.host ?? ""} ${req.headers["x-forwarded-host"] ?? ""} ${url}`;

/** Whether an If-None-Match header names `etag` (a list, a weak form or *). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/** Least recently used first: a hit moves to the end, the first goes when the map is full. */
function touch<T>(map: Map<string, T>, key: string): T | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}
function put<T>(map: Map<string, T>, key: string, value: T, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export interface KeptResponses {
  /** The app's first step: answers from what was kept, or passes the request on. */
  send: RequestHandler;
  /** In the chain, after compression, before the static files and React Router: keeps what it sends. */
  keep: RequestHandler;
}

export function keptResponses(options: {
  /** The hosts the store serves: the chain refuses others, so nothing is kept or sent for them. */
  hosts: HostPolicy;
  /** The built client's folder (build/client). */
  staticRoot: string;
  /** The encoding express.static will send a file in for this request ("" for none). */
  fileEncoding: (req: Request, urlPath: string) => string;
}): KeptResponses {
  const { hosts, fileEncoding } = options;
  const files = staticPaths(options.staticRoot);
  const keptPages = new Map<string, KeptPage>();
  const keptFiles = new Map<string, KeptFile>();
  // A change to what kept pages show (a review approved or featured) is seen at once here, and
  // within KEPT_PAGE_MS by the other processes (app/utils/shared-pages.ts).
  // A page drawn before a change and compressed after it is not kept: it shows what changed.
  let generation = 0;
  onSharedPagesChanged(() => {
    keptPages.clear();
    generation++;
  });

  /** Collects what the chain sends for this request, and keeps it when it went out whole. */
  function keepWhatIsSent(res: Response, key: string, isFile: boolean) {
    const drawnIn = generation;
    const drawnAt = Date.now();
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string")
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;

    res.once("finish", () => {
      if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
      const nonce = String(res.locals.cspNonce);
      const body = Buffer.concat(chunks);
      if (isFile) {
        // Only what went out as it was written: compressed on the fly, the bytes here are not the ones sent.
        if (Number(res.getHeader("content-length")) !== body.length) return;
        const headers = headerTemplate(res.getHeaders(), nonce);
        const encoding = String(res.getHeader("content-encoding") ?? "");
        if (headers) put(keptFiles, `${key} ${encoding}`, { headers, body }, MAX_FILES);
        return;
      }
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      keepPage(body, nonce, res.getHeaders(), drawnAt).then(
        (page) => page && drawnIn === generation && put(keptPages, key, page, MAX_PAGES),
        () => undefined, // not kept: the next request is drawn by the chain
      );
    });
  }

  /** The first step of the app: a kept answer, or on to the chain. */
  const send: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || hasBody(req) || !hosts.hostnames.has(req.hostname?.toLowerCase())) return next();
    const url = req.url;
    const urlPath = pathOf(url);
    const key = keyOf(req, url);
    if (files.has(urlPath)) {
      if (url !== urlPath || isConditional(req)) return next();
      const file = touch(keptFiles, `${key} ${fileEncoding(req, urlPath)}`);
      if (!file) return next();
      return void res.writeHead(200, headersWith(file.headers, newNonce())).end(file.body);
    }
    if (!isSharedPage(urlPath) || isPersonal(req)) return next();
    const page = touch(keptPages, key);
    if (!page || Date.now() - page.keptAt > KEPT_PAGE_MS) return next();
    const { etag, headers } = page;
    // Headers given to writeHead are not readable with getHeader: say it is a page (server/count-visits.ts).
    res.locals.keptPage = true;
    if (matchesEtag(req.headers["if-none-match"], etag)) return void res.writeHead(304, headers).end();
    const encoding = acceptedEncoding(req)?.name;
    const body = encoding ? page.bodies[encoding] : page.bodies.identity;
    const sent = { ...headers, "content-length": body.length };
    if (encoding) sent["content-encoding"] = encoding;
    res.writeHead(200, sent).end(body);
  };

  /** After the chain's headers and compression: keeps what the chain sends the first time. */
  const keep: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || hasBody(req)) return next();
    const url = req.url;
    const urlPath = pathOf(url);
    if (files.has(urlPath)) {
      if (url === urlPath && !isConditional(req)) keepWhatIsSent(res, keyOf(req, url), true);
      return next();
    }
    if (!isSharedPage(urlPath)) return next();
    // Drawn for this response (its nonce, or this visitor's cart or session): no one else keeps it.
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    if (!isPersonal(req)) keepWhatIsSent(res, keyOf(req, url), false);
    next();
  };

  return { send, keep };
}
