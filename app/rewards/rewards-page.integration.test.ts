import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders, rewardEntries, walletSessions } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { loader } from "~/routes/rewards";
import { randomToken } from "~/utils/cookies.server";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { loadRewardsPage, type RewardsAccount } from "./rewards-page.server";

const BUYER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const OTHER = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";

type PageData = { copy: { program: { title: string } }; account: RewardsAccount | null };

let n = 0;
async function orderFor(wallet: string, bags: number, createdAt: Date) {
  const db = await getDb();
  const id = await insertTestOrder(db, {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
    wallet,
    amountNpx: 10000 * bags,
    accessToken: `token-${n}-${randomToken(8)}`,
    createdAt,
  });
  await db.update(rewardEntries).set({ createdAt }).where(eq(rewardEntries.orderId, id));
  return id;
}

async function sessionCookie(wallet: string, { expiresInMs = 3_600_000, revoked = false } = {}) {
  const db = await getDb();
  const id = randomToken(32);
  await db.insert(walletSessions).values({
    id,
    wallet,
    expiresAt: new Date(Date.now() + expiresInMs),
    revokedAt: revoked ? new Date() : null,
  });
  return `nava_session=${id}`;
}

const load = async (cookie?: string) => ({
  status: 200,
  data: (await loadRewardsPage(makeRequest("/rewards", { cookie }), "10%")) as PageData,
});
const page = (cookie?: string) => callRoute<{ html: string }>(loader as never, makeRequest("/rewards", { cookie }));

describe("the rewards page's loader", () => {
  it("signed out: the program's copy and no ledger, even with entries in the database", async () => {
    await orderFor(OTHER, 1, new Date("2026-11-01T12:00:00Z"));
    const res = await load();
    expect(res.status).toBe(200);
    expect(res.data.account).toBeNull();
    expect(res.data.copy.program.title).toBe("10% back, paid in NPX");
  });

  it("an expired, revoked or unknown session is signed out", async () => {
    expect((await load(await sessionCookie(BUYER, { expiresInMs: -1000 }))).data.account).toBeNull();
    expect((await load(await sessionCookie(BUYER, { revoked: true }))).data.account).toBeNull();
    expect((await load(`nava_session=${randomToken(32)}`)).data.account).toBeNull();
  });

  it("signed in: this wallet's entries only, newest first, with totals, statuses, dates and order links", async () => {
    const db = await getDb();
    const paid = await orderFor(BUYER, 1, new Date("2026-11-02T09:00:00Z"));
    const cancelled = await orderFor(BUYER, 3, new Date("2026-11-03T09:00:00Z"));
    const open = await orderFor(BUYER, 2, new Date("2026-11-04T23:30:00Z"));
    await orderFor(OTHER, 5, new Date("2026-11-05T09:00:00Z"));
    expect(await transitionOrder(db, paid, "paid", { actor: "test" })).toMatchObject({ ok: true });
    expect(await transitionOrder(db, cancelled, "cancelled", { actor: "test" })).toMatchObject({ ok: true });

    const res = await load(await sessionCookie(BUYER));
    const account = res.data.account!;
    expect(account.wallet).toBe(BUYER);
    expect(account.earned).toBe(10000);
    expect(account.pending).toBe(20000);
    expect(account.entries.map((e) => [e.status, e.amountNpx])).toEqual([
      ["pending", 20000],
      ["void", 30000],
      ["earned", 10000],
    ]);
    // Dates in UTC, the same on the server and in the browser.
    expect(account.entries[0]!.date).toBe("Nov 4, 2026");
    const [row] = await db
      .select({ id: orders.id, token: orders.accessToken, number: orders.number })
      .from(orders)
      .where(eq(orders.id, open));
    expect(account.entries[0]).toMatchObject({
      orderNumber: row!.number,
      orderHref: `/orders/${open}?token=${row!.token}`,
    });
    expect(JSON.stringify(res.data)).not.toContain(OTHER);

    // The other wallet sees its own, and none of the buyer's.
    const other = (await load(await sessionCookie(OTHER))).data.account!;
    expect(other.entries.map((e) => e.amountNpx)).toEqual([50000, 10000]);
    expect(other.pending).toBe(60000);
    expect(JSON.stringify(other)).not.toContain(open);
  });

  it("a wallet without orders gets an empty ledger", async () => {
    const account = (await load(await sessionCookie("4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"))).data.account!;
    expect(account).toMatchObject({ earned: 0, pending: 0, entries: [] });
  });

  it("the page's markup, drawn on the server: the program signed out, the wallet's own entries signed in", async () => {
    const mine = await orderFor(BUYER, 1, new Date("2026-11-06T09:00:00Z"));
    const theirs = await orderFor(OTHER, 1, new Date("2026-11-06T10:00:00Z"));
    const db = await getDb();
    const numbers = Object.fromEntries(
      (await db.select({ id: orders.id, number: orders.number }).from(orders)).map((o) => [o.id, o.number] as const),
    );

    const signedOut = (await page()).data.html;
    expect(signedOut).toContain("10% back, paid in NPX");
    expect(signedOut).toContain('href="/wallet-connect?next=%2Frewards" data-needs-app=""');
    expect(signedOut).not.toContain(numbers[mine]);

    const signedIn = await page(await sessionCookie(BUYER));
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.html).toContain(numbers[mine]);
    expect(signedIn.data.html).toContain(`/orders/${mine}?token=`);
    // No reward pool on this store: said plainly, and no Claim button.
    expect(signedIn.data.html).toContain("Claiming NPX to your wallet is not open on this store.");
    expect(signedIn.data.html).not.toContain("Claim NPX");
    expect(signedIn.data.html).not.toContain(numbers[theirs]);
    expect(signedIn.data.html).not.toContain(theirs);
  });
});
