// Refuses requests for a host the store does not serve (421), before anything reads them:
// the Host (or, behind a trusted proxy, X-Forwarded-Host) must be SITE_URL's or in ALLOWED_HOSTS.
import type { RequestHandler } from "express";
import { hostPolicy, type HostPolicy } from "../app/utils/public-origin.server";

export function refuseOtherHosts(policy: HostPolicy = hostPolicy()): RequestHandler {
  return (req, res, next) => {
    // Load balancers probe by address; the health check says nothing about the store.
    if (req.path === "/healthz") return next();
    const hostname = req.hostname?.toLowerCase();
    if (hostname && policy.hostnames.has(hostname)) return next();
    const expected = policy.siteUrl ? policy.siteUrl.host : "localhost";
    res
      .status(421)
      .type("text/plain")
      .send(
        `This store does not answer for that host name. Use ${expected}` +
          (policy.siteUrl ? "." : " (set SITE_URL to serve a public host)."),
      );
  };
}
