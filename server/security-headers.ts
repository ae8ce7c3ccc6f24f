// Headers helmet does not set the way the store needs: Strict-Transport-Security whenever the
// public origin is https (TLS usually ends at the load balancer, so Express rarely sees it), and a
// Permissions-Policy that turns off the powerful features no page uses.
import type { RequestHandler } from "express";
import { hostPolicy, type HostPolicy } from "../app/security/public-origin.server";

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";
const HSTS = "max-age=63072000; includeSubDomains";

export function securityHeaders(policy: HostPolicy = hostPolicy()): RequestHandler {
  const httpsOrigin = policy.siteUrl?.protocol === "https:";
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (httpsOrigin || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}
