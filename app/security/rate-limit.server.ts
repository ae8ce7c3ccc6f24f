// Request limits per client, counted in the database (rate-limiter-flexible's Drizzle store: one
// atomic upsert per hit), so every app process shares one count and a restart forgets nothing.
// Runs the same on PGlite and PostgreSQL (decision 0012).
import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

export interface Limit {
  name: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Told to the client with the 429. */
  message: string;
}

export const LIMITS = {
  /** Every form and API post. */
  posts: (): Limit => ({
    name: "posts",
    points: getEnv().RATE_LIMIT_POSTS_PER_MINUTE,
    duration: 60,
    message: "Too many requests. Please wait a minute and try again.",
  }),
  /** Sign-in nonces: each is a database row. */
  nonces: (): Limit => ({
    name: "nonces",
    // A tenth of the posts, at least 30: a test run that raises the posts raises this with it.
    points: Math.max(30, Math.floor(getEnv().RATE_LIMIT_POSTS_PER_MINUTE / 10)),
    duration: 60,
    message: "Too many sign-in attempts. Please wait a minute and try again.",
  }),
  /** Reads of an order's payment state (each may ask the chain). */
  paymentStatus: (): Limit => ({
    name: "payment-status",
    points: Math.max(120, getEnv().RATE_LIMIT_POSTS_PER_MINUTE),
    duration: 60,
    message: "Too many payment checks. Please wait a minute and try again.",
  }),
};

/**
 * Links the store emails to an address someone typed (a subscription's manage link, a shopper's
 * orders): a few an hour per address, whoever asks and whether or not the address has anything.
 */
export const EMAIL_LINKS_PER_HOUR = 3;
const emailLinks: Limit = {
  name: "email-links",
  points: EMAIL_LINKS_PER_HOUR,
  duration: 3600,
  message: "Too many links asked for this address. Please try again in an hour.",
};

/** Counts one emailed link for `email`; false once the address had its few this hour. Stores a hash only. */
export async function allowEmailLink(email: string): Promise<boolean> {
  const address = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return (await consumeLimit(emailLinks, address)).ok;
}

const limiters = new Map<string, RateLimiterDrizzle>();

async function limiterFor(limit: Limit): Promise<RateLimiterDrizzle> {
  const id = `${limit.name}:${limit.points}:${limit.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: await getDb(),
      schema: rateLimits,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.duration,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/** Counts one hit of `limit` for `client` (its address); refused once the client is over it. */
export async function consumeLimit(limit: Limit, client: string): Promise<LimitResult> {
  const limiter = await limiterFor(limit);
  try {
    await limiter.consume(client || "unknown");
    return { ok: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      message: limit.message,
    };
  }
}

/** Tests only: every count starts again. */
export async function resetRateLimits() {
  await (await getDb()).delete(rateLimits);
}
