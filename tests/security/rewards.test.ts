// NPX already sent for an order that is cancelled or refunded is clawed back, once; one on-chain
// distribution transfer is recorded once, even when two operators post it at the same moment.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rewardDistributions, rewardEntries } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import {
  distributeRewards,
  getUndistributedByWallet,
  getWalletRewards,
  voidOrderRewards,
} from "~/rewards/ledger.server";
import { insertTestOrder } from "../setup/orders";

const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const SIGNATURE = "5".repeat(88);

async function paidOrder(id: string) {
  const db = await getDb();
  await insertTestOrder(db, { id, wallet: WALLET });
  await transitionOrder(db, id, "paid", { actor: "test" });
  const [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, id));
  return entry!;
}

describe("clawing back distributed NPX", () => {
  it("a cancelled order whose NPX was sent leaves one negative entry, netted against the next distribution", async () => {
    const db = await getDb();
    const sent = await paidOrder("claw-1");
    expect(await distributeRewards(db, { entryIds: [sent.id], txSignature: SIGNATURE, actor: "op" })).toMatchObject({
      ok: true,
    });

    expect(await transitionOrder(db, "claw-1", "cancelled", { actor: "op" })).toMatchObject({ ok: true });
    const entries = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, "claw-1"));
    expect(entries.map((e) => [e.status, e.amountNpx]).sort()).toEqual([
      ["distributed", 10000],
      ["earned", -10000],
    ]);
    // Called again (a refund after the cancellation): nothing more is taken back.
    expect(await db.transaction((tx) => voidOrderRewards(tx, "claw-1", "refund"))).toEqual({
      voided: 0,
      clawedBackNpx: 0,
    });
    expect(await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, "claw-1"))).toHaveLength(2);

    // The wallet owes 10,000: a new 10,000 earned nets to nothing to send; another makes 10,000.
    await paidOrder("claw-2");
    expect(await getUndistributedByWallet(db)).toEqual([]);
    await paidOrder("claw-3");
    expect(await getUndistributedByWallet(db)).toMatchObject([{ wallet: WALLET, amountNpx: 10000 }]);
    expect((await getWalletRewards(db, WALLET)).distributed).toBe(10000);
  });

  it("pending and earned rewards of a refunded order become void", async () => {
    const db = await getDb();
    await paidOrder("claw-4");
    expect(await db.transaction((tx) => voidOrderRewards(tx, "claw-4", "refunded"))).toEqual({
      voided: 1,
      clawedBackNpx: 0,
    });
    const [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, "claw-4"));
    expect(entry!.status).toBe("void");
  });
});

describe("one distribution signature, recorded once", () => {
  it("the database refuses a second row with the same transaction signature", async () => {
    const db = await getDb();
    await db.insert(rewardDistributions).values({ txSignature: "dup-sig", totalNpx: 1, createdBy: "op" });
    await expect(
      db.insert(rewardDistributions).values({ txSignature: "dup-sig", totalNpx: 1, createdBy: "op" }),
    ).rejects.toThrow();
    expect(
      await db.select().from(rewardDistributions).where(eq(rewardDistributions.txSignature, "dup-sig")),
    ).toHaveLength(1);
  });

  it("two operators posting one signature for different entries at once: one is recorded, the other told", async () => {
    const db = await getDb();
    const a = await paidOrder("dist-a");
    const b = await paidOrder("dist-b");
    const results = await Promise.all([
      distributeRewards(db, { entryIds: [a.id], txSignature: "race-sig", actor: "op1" }),
      distributeRewards(db, { entryIds: [b.id], txSignature: "race-sig", actor: "op2" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "signature_used")).toHaveLength(1);
    expect(
      await db.select().from(rewardDistributions).where(eq(rewardDistributions.txSignature, "race-sig")),
    ).toHaveLength(1);
  });
});
