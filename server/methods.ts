// The store answers GET and HEAD (pages, files), POST (forms, APIs, Stripe's webhook) and OPTIONS
// (the payment API's CORS preflight). Any other method is refused here with 405, before the
// router: React Router has no answer for TRACE and would fail with a 500.
import type { RequestHandler } from "express";

export const SERVED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const served = new Set<string>(SERVED_METHODS);

export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (served.has(req.method)) return next();
    res.setHeader("Allow", SERVED_METHODS.join(", "));
    res.status(405).type("text/plain").send(`This store does not answer ${req.method} requests.`);
  };
}
