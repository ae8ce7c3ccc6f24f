// Headers helmet does not set the way the store needs: Strict-Transport-Security whenever the
// public origin is https (TLS usually ends at the load balancer, so Express rarely sees it), and a
// Permissions-Policy that turns off the powerful features no page uses.
import type { RequestHandler } from "express";
import { hostPolicy, type HostPolicy } from "../app/utils/public-origin.server";

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * A page's own header replaces the store's default instead of joining it. React Router's Express
 * adapter appends a route's headers to what the chain set, so a private page's Referrer-Policy
 * would go out beside helmet's as two values. Cookies still add up.
 */
export function pageHeadersReplaceDefaults(): RequestHandler {
  return (_req, res, next) => {
    const defaults = new Set(res.getHeaderNames().filter((name) => name !== "set-cookie"));
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) => {
      if (!defaults.delete(field.toLowerCase())) return append(field, value);
      res.setHeader(field, value ?? "");
      return res;
    };
    next();
  };
}

export function securityHeaders(policy: HostPolicy = hostPolicy()): RequestHandler {
  const httpsOrigin = policy.siteUrl?.protocol === "https:";
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (httpsOrigin || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}
