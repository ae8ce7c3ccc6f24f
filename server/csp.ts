import { checkoutOrigin } from "../app/stripe/config.server";
import type { Env } from "../app/utils/env.server";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

type Directive = string | ((req: IncomingMessage, res: ServerResponse & { locals: Record<string, unknown> }) => string);

/** A response's own nonce: 128 random bits, never sent twice. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** Scripts run only with this request's nonce; no 'unsafe-inline' or 'unsafe-eval' for scripts. */
export function contentSecurityPolicy(env: Env): Record<string, Directive[]> {
  const rpc = new URL(env.SOLANA_RPC_URL);
  const rpcWs = `${rpc.protocol === "https:" ? "wss:" : "ws:"}//${rpc.host}`;
  const directives: Record<string, Directive[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", (_req, res) => `'nonce-${String(res.locals.cspNonce)}'`],
    "script-src-attr": ["'none'"],
    // React renders style attributes; Radix and the wallet modal set inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", rpc.origin, rpcWs],
    "frame-ancestors": ["'none'"],
    // "Pay by card" posts to our action, which redirects to Stripe's hosted Checkout; browsers
    // hold a form's redirects to form-action too. Only that origin, only when cards are on.
    "form-action": ["'self'", ...(env.STRIPE_SECRET_KEY ? [checkoutOrigin(env.STRIPE_API_BASE)] : [])],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (env.SITE_URL?.startsWith("https://")) directives["upgrade-insecure-requests"] = [];
  return directives;
}
