// Answers that are the same for every visitor without a cart or a session are kept after the chain
// first sends them, and later requests get them from memory ahead of Express, whose router and
// middleware cost several times the answer itself:
// - pages whose HTML, for a visitor without a cart or session cookie, depends only on the build and
//   the URL (content pages, /product): per URL, protocol and host, each response carrying its own
//   CSP nonce in place of the first render's (a nonce is never sent twice); the store's reviews
//   show on / and /product, so a page is kept at most KEPT_PAGE_MS, and forgotten at once when
//   this process changes them (app/utils/shared-pages.ts);
// - static files from the build: the bytes express.static sent, per encoding.
// A kept answer carries the chain's own headers (helmet's, Permissions-Policy, HSTS, Vary, caching)
// with this response's nonce. Only a plain GET for a host the store serves is answered here: a
// request with a body, a conditional or range request for a file, a cart or session cookie, any
// other host, and anything not kept yet go through the chain (which refuses other hosts with 421).
// A kept page goes out gzip-compressed without compressing per response: its pieces between nonces
// are deflated once (blocks ending on a byte boundary), and each response joins them with its nonce
// as a stored block in one gzip member (brotli streams cannot be joined this way).
import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Express, Request, RequestHandler } from "express";
import { SESSION_COOKIE } from "../app/auth/session.server";
import { CART_COOKIE } from "../app/cart/cart-cookie.server";
import type { HostPolicy } from "../app/security/public-origin.server";
import { isSharedPage } from "../app/pages";
import { KEPT_PAGE_MS, onSharedPagesChanged } from "../app/utils/shared-pages";
import { crc32Combine, crc32Shift } from "./crc32";
import { newNonce } from "./csp";

// With or without the __Host- prefix the store's cookies carry over HTTPS.
const PERSONAL_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?(?:${CART_COOKIE}|${SESSION_COOKIE})=`);
/** Kept pages per process (about 60 KiB each); the least recently served goes first. */
const MAX_PAGES = 100;
/** Kept files (a file in one encoding for one host); the build has about 200 files with copies. */
const MAX_FILES = 1000;
const MAX_FILE_BYTES = 1024 * 1024;
// A page's encoding and length are set per response.
const PAGE_PER_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding"]);
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
  headers: HeaderTemplate;
  /** The HTML split at the first render's nonce. */
  parts: Buffer[];
  /** Each part as raw deflate blocks, the last one ending on a byte boundary (not final). */
  deflated: Buffer[];
  crcs: number[];
  shifts: number[];
  size: number;
}

interface KeptFile {
  headers: HeaderTemplate;
  body: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Deflate's stored (uncompressed) block, not final; `bytes` is under 64 KiB. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.from([
    0,
    bytes.length & 0xff,
    bytes.length >> 8,
    ~bytes.length & 0xff,
    (~bytes.length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

/** The kept page with `nonce` in it, as one gzip member. */
function gzipped(page: KeptPage, nonce: Buffer): Buffer {
  const nonceBlock = storedBlock(nonce);
  const nonceCrc = zlib.crc32(nonce);
  const nonceShift = crc32Shift(nonce.length);
  const pieces: Buffer[] = [GZIP_HEADER, page.deflated[0]!];
  let crc = page.crcs[0]!;
  for (let i = 1; i < page.parts.length; i++) {
    pieces.push(nonceBlock, page.deflated[i]!);
    crc = crc32Combine(crc32Combine(crc, nonceCrc, nonceShift), page.crcs[i]!, page.shifts[i]!);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((page.size + (page.parts.length - 1) * nonce.length) >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/**
 * Each part as raw deflate blocks that may refer back to the parts before it: a part is deflated
 * with the page so far as its dictionary, each nonce there replaced by as many NUL bytes. HTML has
 * no NUL, so no back-reference reaches into a nonce, and the reader's own copy of the earlier text
 * (with the response's nonces) serves. A page with a NUL has its parts deflated alone.
 */
function deflatedParts(parts: Buffer[], nonceLength: number): Buffer[] {
  const options = { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const chain = !parts.some((part) => part.includes(0));
  const hole = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return parts.map((part, i) => {
    const deflated = zlib.deflateRawSync(part, chain && i > 0 ? { ...options, dictionary: before } : options);
    // Deflate looks back 32 KiB at most.
    if (chain) before = Buffer.concat([before, part, hole]).subarray(-32 * 1024);
    return deflated;
  });
}

function keepPage(html: Buffer, nonce: string, headers: HeaderTemplate): KeptPage {
  const parts = html
    .toString("utf8")
    .split(nonce)
    .map((part) => Buffer.from(part));
  return {
    keptAt: Date.now(),
    headers,
    parts,
    deflated: deflatedParts(parts, nonce.length),
    crcs: parts.map((part) => zlib.crc32(part)),
    shifts: parts.map((part) => crc32Shift(part.length)),
    size: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The headers the chain set, or null when the nonce is somewhere it cannot be replaced. */
function headerTemplate(
  headers: OutgoingHttpHeaders,
  nonce: string,
  leaveOut: ReadonlySet<string> = new Set(),
): HeaderTemplate | null {
  const template: HeaderTemplate = { fixed: {}, withNonce: [] };
  for (const [name, value] of Object.entries(headers)) {
    if (leaveOut.has(name) || value === undefined) continue;
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
  /** In the chain, before the static files and React Router: keeps what it sends the first time. */
  keep: RequestHandler;
  /** Ahead of Express: answers from what was kept, or returns false and leaves the request alone. */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export function keptResponses(options: {
  app: Express;
  hosts: HostPolicy;
  /** The built client's folder (build/client). */
  staticRoot: string;
  /** The encoding express.static will send a file in for this request ("" for none). */
  fileEncoding: (req: Request, urlPath: string) => string;
}): KeptResponses {
  const { app, hosts, fileEncoding } = options;
  const files = staticPaths(options.staticRoot);
  const keptPages = new Map<string, KeptPage>();
  const keptFiles = new Map<string, KeptFile>();
  // A change to what kept pages show (a review approved or featured) is seen at once here, and
  // within KEPT_PAGE_MS by the other processes (app/utils/shared-pages.ts).
  onSharedPagesChanged(() => keptPages.clear());

  const keep: RequestHandler = (req, res, next) => {
    if (req.method !== "GET") return next();
    const url = req.url;
    const urlPath = pathOf(url);
    const isFile = files.has(urlPath) && url === urlPath && !isConditional(req);
    const isPage = !isFile && isSharedPage(urlPath) && !isPersonal(req);
    if (!isFile && !isPage) return next();
    const key = keyOf(req, url);

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
      const headers = headerTemplate(res.getHeaders(), nonce, PAGE_PER_RESPONSE_HEADERS);
      if (headers) put(keptPages, key, keepPage(body, nonce, headers), MAX_PAGES);
    });
    next();
  };

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" || hasBody(req) || !req.url) return false;
    // Express's own request: hostname and protocol as `trust proxy` says, Accept-Encoding negotiation.
    Object.setPrototypeOf(req, app.request);
    const request = req as Request;
    const hostname = request.hostname?.toLowerCase();
    if (!hostname || !hosts.hostnames.has(hostname)) return false;
    const url = req.url;
    const urlPath = pathOf(url);
    const key = keyOf(request, url);

    if (files.has(urlPath)) {
      if (url !== urlPath || isConditional(req)) return false;
      const file = touch(keptFiles, `${key} ${fileEncoding(request, urlPath)}`);
      if (!file) return false;
      res.writeHead(200, headersWith(file.headers, newNonce())).end(file.body);
      return true;
    }

    if (!isSharedPage(urlPath) || isPersonal(req)) return false;
    const page = touch(keptPages, key);
    if (!page || Date.now() - page.keptAt > KEPT_PAGE_MS) return false;
    const nonce = newNonce();
    const headers = headersWith(page.headers, nonce);
    let body: Buffer;
    if (request.acceptsEncodings("gzip") === "gzip") {
      body = gzipped(page, Buffer.from(nonce));
      headers["content-encoding"] = "gzip";
    } else {
      body = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(nonce), part])));
    }
    headers["content-length"] = body.length;
    res.writeHead(200, headers).end(body);
    return true;
  };

  return { keep, serve };
}
