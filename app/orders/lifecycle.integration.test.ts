import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAudit } from "~/audit/audit.server";
import { getDb } from "~/db/client.server";
import { orders, rewardEntries } from "~/db/schema";
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
