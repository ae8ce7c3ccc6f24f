// Request bodies are refused by their declared size, before the app reads them: 413 with a message
// when Content-Length is over the route's limit, 411 when a body comes without a length (chunked).
// Node's parser never hands a handler more than Content-Length bytes, so no body past its limit is
// ever buffered; a refused body streams past and is dropped.
import type { Request, RequestHandler } from "express";
import { STRIPE_WEBHOOK_MAX_BYTES, STRIPE_WEBHOOK_PATH } from "../app/stripe/config.server";
import { REVIEW_IMPORT_MAX_BYTES, REVIEW_IMPORT_PATH } from "../app/reviews/import-limits";

const KiB = 1024;

/** The defaults: form posts (urlencoded or multipart) and JSON. */
export const FORM_BODY_LIMIT = 64 * KiB;
export const JSON_BODY_LIMIT = 16 * KiB;

/** Routes that need another limit (e.g. a webhook's raw body), by exact path. */
export const ROUTE_BODY_LIMITS: Record<string, number> = {
  // Stripe's signed events, read raw by the route itself.
  [STRIPE_WEBHOOK_PATH]: STRIPE_WEBHOOK_MAX_BYTES,
  // The operator's CSV export of past reviews (the page's post, and the app's .data post).
  [REVIEW_IMPORT_PATH]: REVIEW_IMPORT_MAX_BYTES,
  [`${REVIEW_IMPORT_PATH}.data`]: REVIEW_IMPORT_MAX_BYTES,
};

function limitFor(req: Request, routes: Record<string, number>): number {
  const route = routes[req.path];
  if (route !== undefined) return route;
  return req.is("application/json") || req.is("+json") ? JSON_BODY_LIMIT : FORM_BODY_LIMIT;
}

function refuse(req: Request, res: Parameters<RequestHandler>[1], status: 411 | 413, message: string) {
  // The client may still be sending: what it sends is dropped as it arrives (never kept), so it
  // can finish and hear the answer; closing early would cut the answer off for many clients.
  req.resume();
  res.status(status);
  if (req.accepts(["text/plain", "application/json"]) === "application/json" || req.is("application/json")) {
    res.json({ message });
  } else {
    res.type("text/plain").send(message);
  }
}

export function limitBodies(routes: Record<string, number> = ROUTE_BODY_LIMITS): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next();
      return refuse(req, res, 411, "Send the request body with a Content-Length header.");
    }
    const limit = limitFor(req, routes);
    if (Number(declared) > limit) {
      return refuse(req, res, 413, `This request is too large: the limit here is ${Math.floor(limit / KiB)} KiB.`);
    }
    next();
  };
}
