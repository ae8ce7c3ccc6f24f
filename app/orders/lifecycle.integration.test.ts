import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { moneyEntries, orders, rewardEntries } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { getWalletRewards } from "~/rewards/ledger.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { transitionOrder } from "./lifecycle.server";

const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

async function insertOrder(id: string, wallet: string | null = WALLET) {
  await insertTestOrder(await getDb(), { id, wallet });
}

describe("order lifecycle and the rewards ledger", () => {
  it("paid makes pending rewards earned, and the audit log records who did it", async () => {
    const db = await getDb();
    await insertOrder("o1");
    expect((await getWalletRewards(db, WALLET)).pending).toBe(10000);
    const result = await transitionOrder(db, "o1", "paid", { actor: "admin-wallet" });
    expect(result).toEqual({ ok: true, from: "pending_payment", to: "paid" });
    const rewards = await getWalletRewards(db, WALLET);
    expect(rewards).toMatchObject({ earned: 10000, pending: 0 });
    const [order] = await db.select().from(orders).where(eq(orders.id, "o1"));
    expect(order!.status).toBe("paid");
    expect(order!.paidAt).toBeInstanceOf(Date);
    const audit = await listAudit(db);
    expect(audit[0]).toMatchObject({ actor: "admin-wallet", action: "order.paid", target: "o1" });
  });

  it("cancelled voids rewards; a final status cannot move; unknown orders are reported", async () => {
    const db = await getDb();
    await insertOrder("o2");
    await transitionOrder(db, "o2", "paid", { actor: "a" });
    expect(await transitionOrder(db, "o2", "cancelled", { actor: "a" })).toMatchObject({ ok: true });
    const [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, "o2"));
    expect(entry!.status).toBe("void");
    expect(await transitionOrder(db, "o2", "paid", { actor: "a" })).toEqual({
      ok: false,
      reason: "not_allowed",
      from: "cancelled",
      to: "paid",
    });
    expect(await transitionOrder(db, "nope", "paid", { actor: "a" })).toEqual({ ok: false, reason: "not_found" });
  });

  it("an order paid twice at once is paid once", async () => {
    const db = await getDb();
    await insertOrder("o3");
    const results = await Promise.all([1, 2, 3].map(() => transitionOrder(db, "o3", "paid", { actor: "a" })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await listAudit(db, { limit: 100 })).filter((e) => e.target === "o3")).toHaveLength(1);
  });
});

describe("the order's dates under the store's clock", () => {
  afterEach(() => resetClock());

  it("paid, fulfilled and cancelled are stamped by the store's clock, the same instant the money record dates the sale", async () => {
    const db = await getDb();
    // The store's clock moved 40 days on (as the scheduler's tests move it): the machine's clock is not the store's.
    advanceClock(40 * 86_400_000);
    const line = { purchaseType: "one_time" as const, unitPriceCents: 4900 };
    await insertTestOrder(db, { id: "clock-1", wallet: null, subtotalCents: 4900, totalCents: 4900, line });
    await insertTestOrder(db, { id: "clock-2", wallet: null, line });

    const before = now().getTime();
    await transitionOrder(db, "clock-1", "paid", { actor: "a" });
    await transitionOrder(db, "clock-1", "fulfilled", { actor: "a" });
    await transitionOrder(db, "clock-2", "cancelled", { actor: "a" });
    const after = now().getTime();

    const [paid] = await db.select().from(orders).where(eq(orders.id, "clock-1"));
    const [cancelled] = await db.select().from(orders).where(eq(orders.id, "clock-2"));
    for (const stamp of [paid!.paidAt, paid!.fulfilledAt, cancelled!.cancelledAt]) {
      expect(stamp!.getTime()).toBeGreaterThanOrEqual(before);
      expect(stamp!.getTime()).toBeLessThanOrEqual(after);
    }
    // The money record's payment and sale entries carry the order's paid date, itself the store's now.
    const entries = await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, "clock-1"));
    expect(entries.map((e) => e.kind).sort()).toEqual(["payment", "sale"]);
    for (const e of entries) expect(e.at.getTime()).toBe(paid!.paidAt!.getTime());
  });
});
