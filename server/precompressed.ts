// Static files compressed at build time (scripts/precompress.mjs writes .br and .gz beside them):
// a request that accepts brotli or gzip is served the copy, with its Content-Encoding, and the
// file's own Content-Type; express.static then sends it with the usual caching headers.
import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** URL paths (under `root`) that have a compressed copy, with the extensions of their copies. */
function compressedCopies(root: string): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  if (!fs.existsSync(root)) return copies;
  for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const extension = path.extname(file);
    if (extension !== ".br" && extension !== ".gz") continue;
    const urlPath = `/${file.slice(0, -extension.length).split(path.sep).join("/")}`;
    copies.set(urlPath, (copies.get(urlPath) ?? new Set()).add(extension));
  }
  return copies;
}

export interface Precompressed {
  middleware: RequestHandler;
  /** The encoding a file at `urlPath` is sent in for this request: "br", "gzip" or "" (as it is). */
  encodingFor: (req: Request, urlPath: string) => string;
}

/**
 * The best encoding of `available` the request accepts: brotli, then gzip (browsers list gzip
 * first, so Accept-Encoding's order is not asked), or none.
 */
export function acceptedEncoding(req: Request, available: (extension: string) => boolean = () => true) {
  return ENCODINGS.find((e) => available(e.extension) && req.acceptsEncodings(e.name) === e.name);
}

export function precompressed(root: string): Precompressed {
  const copies = compressedCopies(root);
  const choose = (req: Request, available: Set<string>) => acceptedEncoding(req, (e) => available.has(e));
  const encodingFor = (req: Request, urlPath: string) => {
    const available = copies.get(urlPath);
    return (available && choose(req, available)?.name) ?? "";
  };
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = choose(req, available);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding.name);
    req.url = req.path + encoding.extension + req.url.slice(req.path.length);
    next();
  };
  return { middleware, encodingFor };
}
