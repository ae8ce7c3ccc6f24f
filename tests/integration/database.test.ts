import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "~/db/client.server";
import type { DbOrTx } from "~/db/types";
import { acquireDataDirLock, DataDirLockedError } from "~/db/lock.server";
import { carts, products, subscriptions } from "~/db/schema";

/** PostgreSQL's error codes along an error's causes (drizzle wraps the driver's error). */
function errorCodes(error: unknown): unknown[] {
  const found: unknown[] = [];
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    found.push((e as { code?: unknown }).code);
  return found;
}

describe("database", () => {
  it("is migrated and the catalog holds nava-focus as the spec defines it", async () => {
    const { db } = await getDatabase();
    const [product] = await db.select().from(products).where(eq(products.id, "nava-focus"));
    expect(product).toMatchObject({
      subscribePriceCents: 3900,
      oneTimePriceCents: 4900,
      originalPriceCents: 4900,
      npxReward: 10000,
    });
    expect(product!.images).toHaveLength(5);
    // Its rating is its approved reviews' (app/reviews), not a number in the catalog.
    expect(product).not.toHaveProperty("ratingTenths");
  });

  it("hands drizzle dates and timestamps as text, which it maps itself, in a transaction too", async () => {
    const { db } = await getDatabase();
    const read = (q: DbOrTx) =>
      q
        .select({
          day: sql`'2026-01-02'::date`,
          at: sql`'2026-01-02 03:04:05.678'::timestamp`,
          atZone: sql`'2026-01-02 03:04:05.678+00'::timestamptz`.mapWith(carts.updatedAt),
          renewal: sql`'2026-01-02'::date`.mapWith(subscriptions.nextRenewalOn),
        })
        .from(products)
        .limit(1);
    const expected = [
      {
        day: "2026-01-02",
        at: "2026-01-02 03:04:05.678",
        atZone: new Date("2026-01-02T03:04:05.678Z"),
        renewal: "2026-01-02",
      },
    ];
    expect(await read(db)).toEqual(expected);
    expect(await db.transaction((tx) => read(tx))).toEqual(expected);
  });

  it("runs a statement again with new parameters, and a refused one keeps its code and writes nothing", async () => {
    const { db } = await getDatabase();
    const at = new Date("2026-01-02T03:04:05.678Z");
    const cart = (id: string) =>
      db.select({ id: carts.id, updatedAt: carts.updatedAt }).from(carts).where(eq(carts.id, id));
    for (const id of ["statement-a", "statement-b"])
      await db.insert(carts).values({ id, createdAt: at, updatedAt: at });
    expect(await cart("statement-a")).toEqual([{ id: "statement-a", updatedAt: at }]);
    expect(await cart("statement-b")).toEqual([{ id: "statement-b", updatedAt: at }]);

    const refused = db.transaction(async (tx) => {
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, "statement-a"));
      await tx.insert(carts).values({ id: "statement-b", createdAt: at, updatedAt: at });
    });
    expect(errorCodes(await refused.catch((error: unknown) => error))).toContain("23505");
    expect(await cart("statement-a")).toEqual([{ id: "statement-a", updatedAt: at }]);
  });

  it("a statement PostgreSQL refuses in a transaction is refused with its own error", async () => {
    const { db } = await getDatabase();
    const refused = db.transaction((tx) => tx.execute(sql`select no_such_column from carts where id = ${"x"}`));
    // 42703: undefined column (not 25P02, a transaction already aborted by an earlier attempt)
    expect(errorCodes(await refused.catch((error: unknown) => error))).toContain("42703");
  });

  it("answers a ping", async () => {
    await expect((await getDatabase()).ping()).resolves.toBeUndefined();
  });
});

describe("data folder lock", () => {
  it("refuses a second process on the same folder, and a stale lock is taken over", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-lock-"));
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `require("fs").writeFileSync(${JSON.stringify(path.join(dir, "nava.lock"))}, String(process.pid)); setInterval(() => {}, 1000);`,
      ],
      { stdio: "ignore" },
    );
    try {
      // A node process can take seconds to start on a loaded machine.
      await expect.poll(() => fs.existsSync(path.join(dir, "nava.lock")), { timeout: 60_000 }).toBe(true);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill("SIGKILL");
      await new Promise((r) => holder.once("exit", r));
    }
    // The holder died without releasing: its lock is stale.
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "nava.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "nava.lock"))).toBe(false);
  });
});
