// Pages whose HTML, for a visitor without a cart or a session, depends only on the build and the
// URL: the first render is kept, and later visitors get it with their own CSP nonce in place of
// the first render's (a nonce is never sent twice). A visitor with a cart or a session is always
// rendered, and so is any page not listed here (orders, checkout, rewards, the console).
// The kept page is also compressed once: its pieces between nonces as deflate blocks ending on a
// byte boundary, so a response is those blocks with the nonce between them as a stored block, in
// a gzip wrapper, and costs no compression (brotli streams cannot be joined this way).
import zlib from "node:zlib";
import type { Request, RequestHandler } from "express";
import { SESSION_COOKIE } from "../app/auth/session.server";
import { CART_COOKIE } from "../app/cart/cart-cookie.server";

const SHARED_PAGES =
  /^\/(?:about|studies|faq|protocol|protocol\/whitepaper|tech|mission|ambassador|product|ingredients\/[\w-]+)?$/;
const PERSONAL_COOKIE = new RegExp(`(?:^|;)\\s*(?:${CART_COOKIE}|${SESSION_COOKIE})=`);
/** Kept documents per process (about 60 KiB each); the least recently served goes first. */
const MAX_DOCUMENTS = 100;
// Set again by the compression middleware for each response.
const PER_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding"]);

interface KeptDocument {
  headers: Record<string, string | number | string[]>;
  /** The HTML split at the first render's nonce. */
  parts: string[];
  /** Each part as raw deflate blocks, the last one ending on a byte boundary (not final). */
  deflated: Buffer[];
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
function gzipped(document: KeptDocument, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  document.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(storedBlock(nonceBytes));
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    pieces.push(document.deflated[i]!);
    crc = zlib.crc32(part, crc);
    size += Buffer.byteLength(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

function isShared(req: Request): boolean {
  return req.method === "GET" && SHARED_PAGES.test(req.path) && !PERSONAL_COOKIE.test(req.headers.cookie ?? "");
}

export function documentCache(): RequestHandler {
  const kept = new Map<string, KeptDocument>();
  return (req, res, next) => {
    if (!isShared(req)) return next();
    const nonce = String(res.locals.cspNonce);
    // The host is part of the page (canonical links when SITE_URL is unset).
    const key = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      res.status(200).set(hit.headers).vary("Accept-Encoding");
      if (req.acceptsEncodings("gzip") === "gzip") res.setHeader("Content-Encoding", "gzip").end(gzipped(hit, nonce));
      else res.end(hit.parts.join(nonce));
      return;
    }

    const headersBefore = new Set(res.getHeaderNames());
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
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || res.hasHeader("set-cookie") || !type.startsWith("text/html")) return;
      const headers: KeptDocument["headers"] = {};
      for (const name of res.getHeaderNames())
        if (!headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name)) headers[name] = res.getHeader(name)!;
      if (kept.size >= MAX_DOCUMENTS) kept.delete(kept.keys().next().value!);
      const parts = Buffer.concat(chunks).toString("utf8").split(nonce);
      const deflated = parts.map((part) =>
        zlib.deflateRawSync(part, {
          level: zlib.constants.Z_BEST_COMPRESSION,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        }),
      );
      kept.set(key, { headers, parts, deflated });
    });
    next();
  };
}
