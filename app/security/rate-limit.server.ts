// Request limits per client, counted in the database (rate-limiter-flexible's Drizzle store: one
// atomic upsert per hit), so every app process shares one count and a restart forgets nothing.
// Runs the same on PGlite and PostgreSQL (decision 0012).
// What is kept (docs/analytics.md): a row per limit and client, its key an HMAC-SHA256 of the
// client (address, or email typed into a form) under a random secret kept in its own table, never
// the address or email; deleted within a minute of its window's end by the purge job below.
import { createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "~/db/client.server";
import { rateLimits, rateLimitSecrets } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
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

/** Counts one emailed link for `email`; false once the address had its few this hour. Stores a keyed hash only. */
export async function allowEmailLink(email: string): Promise<boolean> {
  return (await consumeLimit(emailLinks, email)).ok;
}

/** How often expired counts are deleted: a key outlives its window by at most this. */
export const RATE_LIMIT_PURGE_MS = 60_000;

let secret: Promise<string> | null = null;

/** The hashing secret: drawn once for the database by whichever process asks first. */
function hashSecret(): Promise<string> {
  secret ??= (async () => {
    const db = await getDb();
    await db
      .insert(rateLimitSecrets)
      .values({ id: 1, secret: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(rateLimitSecrets).where(eq(rateLimitSecrets.id, 1));
    return row!.secret;
  })().catch((error: unknown) => {
    secret = null;
    throw error;
  });
  return secret;
}

/** What `rate_limits` stores for a client: a keyed hash of it (addresses and emails alike, any case). */
export async function rateLimitKey(client: string): Promise<string> {
  const normalized = (client || "unknown").trim().toLowerCase();
  return createHmac("sha256", await hashSecret())
    .update(normalized)
    .digest("base64url")
    .slice(0, 32);
}

/** Deletes every count whose window has ended. */
export async function purgeExpiredLimits(db: DbOrTx, at: Date = now()): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expire, at)).returning({ key: rateLimits.key });
  return gone.length;
}

export const rateLimitPurgeJob = defineRecurringJob(
  "security.purge-rate-limits",
  RATE_LIMIT_PURGE_MS,
  async ({ db }) => {
    await purgeExpiredLimits(db);
  },
);

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
      // The purge job above deletes ended windows within a minute (the library's own waits an hour).
      clearExpiredByTimeout: false,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/** Counts one hit of `limit` for `client` (its address or an email); refused once the client is over it. */
export async function consumeLimit(limit: Limit, client: string): Promise<LimitResult> {
  const limiter = await limiterFor(limit);
  try {
    await limiter.consume(await rateLimitKey(client));
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
