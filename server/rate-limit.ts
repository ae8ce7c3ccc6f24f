// Per-client limits before the app runs: every post, sign-in nonces, and payment-state reads,
// counted in the database so they hold across processes. The client is the address the trusted
// proxy reports (TRUST_PROXY), never a header from anyone else. 429 with Retry-After and a message.
import type { RequestHandler } from "express";
import { consumeLimit, LIMITS, type Limit } from "../app/security/rate-limit.server";
import { logger } from "../app/utils/logger.server";

const PAYMENT_STATUS = /^\/api\/orders\/[^/]+\/payment$/;
// Stripe sends every event from a few addresses: counted per address, a rush of card payments would
// be refused and Stripe would retry for hours, leaving paid orders unconfirmed. Each event is
// checked by its signature over a bounded body before anything is written.
const STRIPE_WEBHOOK = "/webhooks/stripe";

function limitsFor(method: string, path: string): Limit[] {
  if (method === "GET" || method === "HEAD") return PAYMENT_STATUS.test(path) ? [LIMITS.paymentStatus()] : [];
  if (method === "OPTIONS" || path === STRIPE_WEBHOOK) return [];
  return path === "/auth/nonce" ? [LIMITS.posts(), LIMITS.nonces()] : [LIMITS.posts()];
}

export function limitRequests(): RequestHandler {
  return (req, res, next) => {
    const limits = limitsFor(req.method, req.path);
    if (limits.length === 0) return next();
    void (async () => {
      for (const limit of limits) {
        const result = await consumeLimit(limit, req.ip ?? "");
        if (!result.ok) {
          res.setHeader("Retry-After", String(result.retryAfterSeconds));
          res.status(429);
          if (req.is("application/json") || req.accepts(["text/plain", "application/json"]) === "application/json") {
            res.json({ message: result.message });
          } else {
            res.type("text/plain").send(result.message);
          }
          return;
        }
      }
      next();
    })().catch((error: unknown) => {
      // A limit the database cannot count is not a reason to turn the buyer away.
      logger.error({ err: error }, "rate limit not counted");
      next();
    });
  };
}
