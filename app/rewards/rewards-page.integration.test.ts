import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders, rewardEntries, walletSessions } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { loader } from "~/routes/rewards";
import { randomToken } from "~/utils/cookies.server";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import { recordPendingReward } from "./ledger.server";
import type { RewardsAccount } from "./rewards-page.server";

const BUYER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const OTHER = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";

type PageData = { copy: { program: { title: string } }; account: RewardsAccount | null };

let n = 0;
async function orderFor(wallet: string, bags: number, createdAt: Date) {
  const db = await getDb();
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  await db.insert(orders).values({
    id,
    number: `NAVA-9${String(n).padStart(5, "0")}`,
    email: "buyer@example.com",
    shipName: "Ada Buyer",
    shipLine1: "1 Main St",
    shipCity: "Austin",
    shipState: "TX",
    shipZip: "78701",
    subtotalCents: 3900 * bags,
    shippingCents: 0,
    totalCents: 3900 * bags,
    wallet,
    idempotencyKey: `key-${id}`,
    accessToken: `token-${n}-${randomToken(8)}`,
    buyerSessionId: "session",
    createdAt,
  });
  await recordPendingReward(db, { orderId: id, wallet, amountNpx: 10000 * bags });
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

const load = (cookie?: string) => callRoute<PageData>(loader as never, makeRequest("/rewards", { cookie }));

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
    const [row] = await db.select({ id: orders.id, token: orders.accessToken, number: orders.number }).from(orders).where(eq(orders.id, open));
    expect(account.entries[0]).toMatchObject({ orderNumber: row!.number, orderHref: `/orders/${open}?token=${row!.token}` });
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
});

