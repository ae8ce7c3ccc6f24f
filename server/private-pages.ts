// Every answer that is not a shared page (app/pages.ts: the pages server/kept-responses.ts keeps)
// is private and never stored: each other page, its .data requests, redirects, errors. Set here,
// once, before the router, so a new page cannot forget it; a route's own Cache-Control (the
// sitemap's, robots.txt's) replaces it (pageHeadersReplaceDefaults).
import type { RequestHandler } from "express";
import { isSharedPage } from "../app/pages";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function privateUnlessShared(): RequestHandler {
  return (req, res, next) => {
    if (!isSharedPage(req.path)) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    next();
  };
}
