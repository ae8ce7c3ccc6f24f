// New or returning customers from the first-paid dates the database keeps (first_paid_by_email,
// first_paid_by_wallet): they must say what the definition says (an order is a returning
// customer's when an earlier order that counts as a sale, paid, fulfilled, refunded or disputed,
// shares its email or its wallet) whatever happens to the orders afterwards: a first order
// cancelled after it was paid, refunded, disputed, or changed by any writer. Also the date a
// subscription's first order was placed, kept for the cohorts.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import { orders, subscriptions } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { periodFrom } from "~/utils/period";
import { getSales } from "./sales.server";
import { rows } from "./sql.server";

const NY = "America/New_York";
const NOW = new Date("2026-11-30T17:00:00Z");
const COUNTED = ["paid", "fulfilled", "refunded", "disputed"];
const range = (from: string, to: string) =>
  periodFrom(new URLSearchParams({ period: "custom", from, to }), NOW, NY, "monday");
const customers = async (from: string, to: string) => (await getSales(db, range(from, to), NY)).sales.customers;

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

/** The kept dates against the orders themselves: the earliest paid_at of the counted orders. */
async function expectKeptDatesAgree() {
  const kept = async (table: string, key: string) =>
    (
      await rows<{ key: string; at: string }>(
        db,
        sql`select ${sql.raw(key)} as key, first_paid_at::text as at from ${sql.raw(table)} order by 1`,
      )
    ).map((r) => `${r.key} ${r.at}`);
  const derived = async (key: string) =>
    (
      await rows<{ key: string; at: string }>(
        db,
        sql`select ${sql.raw(key)} as key, min(paid_at)::text as at from orders
        where ${sql.raw(key)} is not null and paid_at is not null
          and status in ('paid', 'fulfilled', 'refunded', 'disputed')
        group by 1 order by 1`,
      )
    ).map((r) => `${r.key} ${r.at}`);
  expect(await kept("first_paid_by_email", "email")).toEqual(await derived("email"));
  expect(await kept("first_paid_by_wallet", "wallet")).toEqual(await derived("wallet"));
}

/** The definition, counted from the orders in JavaScript: no kept table, no SQL shortcut. */
async function definition(from: string, to: string) {
  const { start, end } = range(from, to);
  const all = await db
    .select({ email: orders.email, wallet: orders.wallet, status: orders.status, paidAt: orders.paidAt })
    .from(orders);
  const counted = all.filter((o) => o.paidAt && COUNTED.includes(o.status));
  const inPeriod = counted.filter((o) => o.paidAt! >= start && o.paidAt! < end);
  const earlier = counted.filter((o) => o.paidAt! < start);
  const known = new Map<string, boolean>();
  for (const o of inPeriod) {
    const before = earlier.some((e) => e.email === o.email || (o.wallet !== null && e.wallet === o.wallet));
    known.set(o.email, (known.get(o.email) ?? false) || before);
  }
  const values = [...known.values()];
  return { new: values.filter((k) => !k).length, returning: values.filter((k) => k).length };
}

describe("new or returning customers", () => {
  it("follows a first order cancelled after it was paid, refunded, or shared only by a wallet", async () => {
    const paid = (at: string) => ({ status: "paid" as const, paidAt: new Date(at), createdAt: new Date(at) });
    // x@ paid the week before, then that order was cancelled: x@ is new this week.
    await insertTestOrder(db, { id: "x1", email: "x@example.com", ...paid("2026-11-20T15:00:00Z") });
    await insertTestOrder(db, { id: "x2", email: "x@example.com", ...paid("2026-11-25T15:00:00Z") });
    // y@'s first order was refunded in full: still a sale that was made, so y@ is returning.
    await insertTestOrder(db, { id: "y1", email: "y@example.com", ...paid("2026-11-10T15:00:00Z") });
    await insertTestOrder(db, { id: "y2", email: "y@example.com", ...paid("2026-11-26T15:00:00Z") });
    // z@ never paid with this email, but the wallet paid under another one: returning.
    const WZ = "Wz11111111111111111111111111111111111111111";
    await insertTestOrder(db, { id: "z1", email: "z-old@example.com", wallet: WZ, ...paid("2026-11-01T15:00:00Z") });
    await insertTestOrder(db, { id: "z2", email: "z@example.com", wallet: WZ, ...paid("2026-11-27T15:00:00Z") });
    // w@ placed an order before and never paid it: new.
    await insertTestOrder(db, { id: "w1", email: "w@example.com", createdAt: new Date("2026-11-01T15:00:00Z") });
    await insertTestOrder(db, { id: "w2", email: "w@example.com", ...paid("2026-11-28T15:00:00Z") });
    // u@'s wallet paid twice before; the later of those is cancelled, the earlier still counts.
    const WU = "Wu11111111111111111111111111111111111111111";
    await insertTestOrder(db, { id: "u0", email: "u-old@example.com", wallet: WU, ...paid("2026-10-01T15:00:00Z") });
    await insertTestOrder(db, { id: "u1", email: "u-mid@example.com", wallet: WU, ...paid("2026-11-02T15:00:00Z") });
    await insertTestOrder(db, { id: "u2", email: "u@example.com", wallet: WU, ...paid("2026-11-29T15:00:00Z") });

    const actor = "system:test";
    expect(await transitionOrder(db, "x1", "cancelled", { actor })).toMatchObject({ ok: true });
    expect(await transitionOrder(db, "u1", "cancelled", { actor })).toMatchObject({ ok: true });
    expect(await transitionOrder(db, "y1", "refunded", { actor })).toMatchObject({ ok: true });

    await expectKeptDatesAgree();
    const [x] = await rows<{ at: string | null }>(
      db,
      sql`select first_paid_at::text as at from first_paid_by_email where email = 'x@example.com'`,
    );
    expect(new Date(x!.at!).toISOString()).toBe("2026-11-25T15:00:00.000Z");
    expect(await customers("2026-11-24", "2026-11-30")).toEqual({ new: 2, returning: 3 });
    expect(await customers("2026-11-24", "2026-11-30")).toEqual(await definition("2026-11-24", "2026-11-30"));
    // The week before: x1 no longer counts, so nobody bought that week.
    expect(await customers("2026-11-17", "2026-11-23")).toEqual({ new: 0, returning: 0 });
  });

  it("agrees with the definition after random orders, payments, cancellations and refunds", async () => {
    // A small deterministic generator: the same store every run.
    let seed = 48_006;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const emails = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`);
    const wallets = Array.from({ length: 5 }, (_, i) => `Wr${i}`.padEnd(44, "1"));
    const day = (n: number) => new Date(Date.UTC(2026, 9, 1, 12) + n * 86_400_000 + Math.floor(next() * 43_200_000));
    for (let i = 0; i < 70; i++) {
      const at = day(Math.floor(next() * 60));
      const status = pick([
        "paid",
        "paid",
        "fulfilled",
        "pending_payment",
        "refunded",
        "disputed",
        "cancelled",
      ] as const);
      const wasPaid = status !== "pending_payment" && (status !== "cancelled" || next() < 0.5);
      await insertTestOrder(db, {
        id: `r${i}`,
        email: pick(emails),
        wallet: next() < 0.5 ? pick(wallets) : null,
        status,
        createdAt: at,
        paidAt: wasPaid ? at : null,
      });
    }
    await expectKeptDatesAgree();
    // Then the orders move on, by the store's transitions and by writes straight to the table.
    const list = await db.select({ id: orders.id, status: orders.status }).from(orders);
    for (const order of list.filter((o) => o.id.startsWith("r"))) {
      const roll = next();
      if (order.status === "pending_payment" && roll < 0.5) {
        await transitionOrder(db, order.id, "paid", { actor: "system:test" });
        await db
          .update(orders)
          .set({ paidAt: day(Math.floor(next() * 60)) })
          .where(eq(orders.id, order.id));
      } else if (order.status === "paid" && roll < 0.4) {
        await transitionOrder(db, order.id, "cancelled", { actor: "system:test" });
      } else if (order.status === "paid" && roll < 0.6) {
        await transitionOrder(db, order.id, "refunded", { actor: "system:test" });
      } else if (roll < 0.7) {
        await db
          .update(orders)
          .set({ wallet: next() < 0.3 ? null : pick(wallets) })
          .where(eq(orders.id, order.id));
      } else if (roll < 0.8) {
        await db
          .update(orders)
          .set({ email: pick(emails) })
          .where(eq(orders.id, order.id));
      }
    }
    await expectKeptDatesAgree();
    for (const [from, to] of [
      ["2026-10-01", "2026-11-30"],
      ["2026-10-15", "2026-10-21"],
      ["2026-11-01", "2026-11-30"],
      ["2026-10-20", "2026-11-18"],
      ["2026-11-10", "2026-11-10"],
    ] as const) {
      expect(await customers(from, to), `${from} to ${to}`).toEqual(await definition(from, to));
    }
  });

  it("keeps when a subscription's first order was placed, whoever writes the subscription", async () => {
    await insertTestOrder(db, { id: "s-origin", email: "s@example.com", createdAt: new Date("2026-09-30T23:30:00Z") });
    await db.insert(subscriptions).values({
      id: "sub-kept",
      originOrderId: "s-origin",
      productId: "nava-focus",
      productName: "NAVA Focus",
      quantity: 1,
      unitPriceCents: 3900,
      npxRewardPerBag: 10000,
      nextRenewalOn: "2026-12-15",
      email: "s@example.com",
      shipName: "S",
      shipLine1: "1 Main St",
      shipCity: "Austin",
      shipState: "TX",
      shipZip: "78701",
      manageToken: "manage-kept",
      createdAt: new Date("2026-10-02T12:00:00Z"),
    });
    const [row] = await db
      .select({ at: subscriptions.firstOrderAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, "sub-kept"));
    expect(row!.at!.toISOString()).toBe("2026-09-30T23:30:00.000Z");
    // A writer cannot set another date: it follows the origin order.
    await db
      .update(subscriptions)
      .set({ firstOrderAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(subscriptions.id, "sub-kept"));
    const [again] = await db
      .select({ at: subscriptions.firstOrderAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, "sub-kept"));
    expect(again!.at!.toISOString()).toBe("2026-09-30T23:30:00.000Z");
  });
});
