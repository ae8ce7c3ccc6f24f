// What the request limits keep: a keyed hash per client (never a client's address or an email, in
// any form a dump of the table could be matched against), and only until its window ends.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import {
  allowEmailLink,
  consumeLimit,
  purgeExpiredLimits,
  RATE_LIMIT_PURGE_MS,
  rateLimitPurgeJob,
  resetRateLimits,
  type Limit,
} from "./rate-limit.server";

const ADDRESS = "203.0.113.77";
const EMAIL = "Jane.Doe@Example.com";
const perAddress: Limit = { name: "test-address", points: 2, duration: 86_400, message: "Too many." };
const short: Limit = { name: "test-short", points: 5, duration: 1, message: "Too many." };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

afterEach(() => resetRateLimits());

describe("rate_limits", () => {
  it("stores neither the client's address nor an email, nor a plain hash of either", async () => {
    await consumeLimit(LIMIT_POSTS, ADDRESS);
    await consumeLimit(perAddress, EMAIL);
    await allowEmailLink(EMAIL);
    const rows = await (await getDb()).select().from(rateLimits);
    expect(rows).toHaveLength(3);
    const dump = JSON.stringify(rows).toLowerCase();
    for (const secret of [ADDRESS, EMAIL.toLowerCase(), "jane.doe", "example.com", "203.0.113"])
      expect(dump).not.toContain(secret);
    for (const plain of [sha256(ADDRESS), sha256(EMAIL.toLowerCase()), sha256(EMAIL)])
      expect(dump).not.toContain(plain.slice(0, 16));
  });

  it("still counts per client: the same email in any case is one client", async () => {
    expect((await consumeLimit(perAddress, EMAIL)).ok).toBe(true);
    expect((await consumeLimit(perAddress, EMAIL.toUpperCase())).ok).toBe(true);
    const third = await consumeLimit(perAddress, ` ${EMAIL.toLowerCase()} `);
    expect(third).toMatchObject({ ok: false, message: "Too many." });
    expect((await consumeLimit(perAddress, "someone.else@example.com")).ok).toBe(true);
  });

  it("keeps a count only until its window ends: the purge runs every minute", async () => {
    const db = await getDb();
    await consumeLimit(short, ADDRESS);
    await consumeLimit(perAddress, EMAIL);
    expect(await purgeExpiredLimits(db)).toBe(0);
    // The 1-second window has ended; the day's has not.
    expect(await purgeExpiredLimits(db, new Date(Date.now() + 1_500))).toBe(1);
    expect(await db.select().from(rateLimits)).toHaveLength(1);
    expect(rateLimitPurgeJob.everyMs).toBe(RATE_LIMIT_PURGE_MS);
    expect(RATE_LIMIT_PURGE_MS).toBeLessThanOrEqual(60_000);
  });
});

const LIMIT_POSTS: Limit = { name: "posts", points: 100, duration: 60, message: "Too many." };
