// Card payments' settings: the Stripe client (the official library) and the webhook secret. Both
// keys set turn cards on; otherwise the store offers USDC only and nothing errors.
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";

export interface CardConfig {
  stripe: Stripe;
  webhookSecret: string;
  /** Where Stripe's hosted pages live, for the form-action of our CSP. */
  checkoutOrigin: string;
}

/** Where Stripe sends its events. */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";
/**
 * The webhook reads its own raw body (the signature covers the exact bytes), up to this size;
 * Stripe's events are a few KiB, more with long metadata. No body parser may run before it.
 */
export const STRIPE_WEBHOOK_MAX_BYTES = 256 * 1024;

const HOSTED_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
let cached: { key: string; config: CardConfig } | undefined;

/** The library's connection options for STRIPE_API_BASE (unset: api.stripe.com over HTTPS). */
export function stripeConnection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "http:" ? 80 : 443),
    protocol: url.protocol === "http:" ? ("http" as const) : ("https" as const),
  };
}

/** The hosted Checkout's origin: Stripe's, or the API base's when it points elsewhere (tests). */
export function checkoutOrigin(apiBase: string | undefined): string {
  return apiBase ? new URL(apiBase).origin : HOSTED_CHECKOUT_ORIGIN;
}

export function getCardConfig(): CardConfig | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = getEnv();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  const key = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE ?? ""].join("\n");
  if (cached?.key !== key) {
    const stripe = new Stripe(STRIPE_SECRET_KEY, {
      ...stripeConnection(STRIPE_API_BASE),
      // Retries reuse the request's Idempotency-Key, so a retried write happens once.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "NAVA storefront" },
    });
    cached = {
      key,
      config: { stripe, webhookSecret: STRIPE_WEBHOOK_SECRET, checkoutOrigin: checkoutOrigin(STRIPE_API_BASE) },
    };
  }
  return cached.config;
}
