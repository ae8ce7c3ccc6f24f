// Every request that can change something (any method but GET, HEAD and OPTIONS) is refused with
// 403 when a browser sends it from another site: page actions, resource routes (card, collect, the
// payment API) and the JSON APIs alike, in this one place, before anything reads it. React Router's
// own check covers page actions only.
// - Sec-Fetch-Site (every current browser sends it): same-origin, or none (the visitor's own doing).
// - Without it, Origin: none (no browser, or an old one's plain form) passes; else it must be the
//   request's own origin (its host was checked by server/hosts.ts) or SITE_URL's.
// Let through:
// - Stripe's webhook: it comes from Stripe's servers and proves itself by its signature.
// - The Solana Pay transaction request (POST /api/pay/:orderId): a wallet, which may run in a web
//   page on its own site, asks for the order's unsigned transaction. It reads no cookie and changes
//   nothing a visitor owns; the order id is in the URL and the wallet signs what it gets (CORS *).
import type { RequestHandler } from "express";
import { hostPolicy, type HostPolicy } from "../app/utils/public-origin.server";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Posts that come from no browser and prove who sent them another way. */
const SIGNED_BY_SENDER = new Set(["/webhooks/stripe"]);
/** Posts any site may send: they carry no cookie's authority (Solana Pay's transaction request). */
const OPEN_TO_EVERY_SITE = /^\/api\/pay\/[^/]+\/?$/;
const FROM_THIS_SITE = new Set(["same-origin", "none"]);
export const OTHER_SITE_REFUSED = "This store does not accept a form or request sent from another site.";

export function refuseOtherSites(policy: HostPolicy = hostPolicy()): RequestHandler {
  const siteOrigin = policy.siteUrl?.origin;
  return (req, res, next) => {
    if (READS.has(req.method) || SIGNED_BY_SENDER.has(req.path) || OPEN_TO_EVERY_SITE.test(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const fromThisSite =
      fetchSite !== undefined
        ? FROM_THIS_SITE.has(fetchSite)
        : origin === undefined || origin === siteOrigin || origin === `${req.protocol}://${req.host}`;
    if (fromThisSite) return next();
    res.status(403).type("text/plain").send(OTHER_SITE_REFUSED);
  };
}
