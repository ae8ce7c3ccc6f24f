// Finding 5: expired nonces, ended sessions, abandoned carts and old recurring job runs are purged
// by a scheduled job; the sign-out redirect goes only to a path on this site.
import { eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { authNonces, carts, jobs, walletSessions } from "~/db/schema";
import { runDueJobs } from "~/flows/jobs.server";
import { action as signOutAction } from "~/routes/auth.sign-out";
import { callRoute } from "../integration/helpers/route-call";
import { makeRequest } from "../setup/requests";

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("housekeeping", () => {
  it("the scheduled purge drops expired nonces, ended sessions and 30-day-old carts, and keeps the rest", async () => {
    const db = await getDb();
    await db.insert(authNonces).values([
      { nonce: "oldnonce1", expiresAt: ago(2 * DAY) },
      { nonce: "livenonce1", expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(walletSessions).values([
      { id: "s-expired", wallet: "w", expiresAt: ago(2 * DAY) },
      { id: "s-revoked", wallet: "w", expiresAt: new Date(Date.now() + DAY), revokedAt: ago(2 * DAY) },
      { id: "s-live", wallet: "w", expiresAt: new Date(Date.now() + DAY) },
    ]);
    await db.insert(carts).values([
      { id: "cart-abandoned", updatedAt: ago(31 * DAY) },
      { id: "cart-recent", updatedAt: ago(29 * DAY) },
    ]);

    await db.insert(jobs).values([
      { name: "payments.poll", key: "slot:1000", status: "done", runAt: ago(2 * DAY) },
      { name: "subscriptions.renew", key: "sub-1:period-1", status: "done", runAt: ago(2 * DAY) },
      { name: "payments.poll", key: "slot:2000", status: "failed", runAt: ago(2 * DAY) },
    ]);

    await runDueJobs(db);

    expect((await db.select().from(authNonces)).map((n) => n.nonce)).toEqual(["livenonce1"]);
    // A done recurring run goes; a done one-off (its key keeps it from running again) and a failure stay.
    const kept = await db
      .select({ key: jobs.key })
      .from(jobs)
      .where(lt(jobs.runAt, ago(DAY)));
    expect(kept.map((j) => j.key).sort()).toEqual(["slot:2000", "sub-1:period-1"]);
    expect((await db.select().from(walletSessions)).map((s) => s.id)).toEqual(["s-live"]);
    expect(await db.select().from(carts).where(eq(carts.id, "cart-abandoned"))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.id, "cart-recent"))).toHaveLength(1);
  });
});

describe("the sign-out redirect", () => {
  it.each(["/\t/evil.com", "/\n/evil.com", "/\\evil.com", "//evil.com", "/ /evil.com", "https://evil.com", "/%09/x"])(
    "sends %j home, not away",
    async (redirectTo) => {
      const result = await callRoute(signOutAction as never, makeRequest("/auth/sign-out", { form: { redirectTo } }));
      expect(result.status).toBe(302);
      expect(result.location === "/" || result.location === redirectTo).toBe(true);
      expect(new URL(result.location!, "http://store.test").origin).toBe("http://store.test");
      if (redirectTo !== "/%09/x") expect(result.location).toBe("/");
    },
  );

  it("keeps a path on this site", async () => {
    const result = await callRoute(
      signOutAction as never,
      makeRequest("/auth/sign-out", { form: { redirectTo: "/rewards?x=1" } }),
    );
    expect(result.location).toBe("/rewards?x=1");
  });
});
