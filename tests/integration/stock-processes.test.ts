// The last bag between two app processes on one PostgreSQL (run under `npm run test:postgres`;
// PGlite is one process, so it is skipped there): one order, one refusal, the refused cart kept.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { cartLines, productStock } from "~/db/schema";
import { readStock } from "~/stock/stock.server";
import { addToCart } from "./helpers/cart";
import { cartIdOf, placeInProcess } from "./helpers/place-in-process";

const enabled = Boolean(process.env.DATABASE_URL);

describe.skipIf(!enabled)("the last bag between two processes on one PostgreSQL", () => {
  it("one order, one clear refusal; the refused cart keeps its bag", async () => {
    const db = await getDb();
    await db
      .insert(productStock)
      .values({ productId: "nava-focus", available: 1 })
      .onConflictDoUpdate({ target: productStock.productId, set: { available: 1 } });
    const carts = [cartIdOf(await addToCart("", "one_time", 1)), cartIdOf(await addToCart("", "one_time", 1))];
    // Both processes load the app first, then place their orders at the same moment.
    const startAt = Date.now() + 8_000;
    const runs = await Promise.all(carts.map((cartId) => placeInProcess(cartId, startAt)));
    const results = runs.map((r) => JSON.parse(r.output.trim().split("\n").at(-1)!) as { ok: boolean });
    const log = runs.map((r) => r.output).join("\n");
    expect(
      results.filter((r) => r.ok),
      log,
    ).toHaveLength(1);
    expect(
      results.filter((r) => !r.ok),
      log,
    ).toEqual([{ ok: false, reason: "stock", message: stockCopy.orderRefusal("NAVA Focus", 0) }]);
    expect((await readStock(db, "nava-focus"))?.available).toBe(0);
    const refusedCart = carts[results.findIndex((r) => !r.ok)]!;
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, refusedCart))).toMatchObject([
      { productId: "nava-focus", quantity: 1 },
    ]);
  });
});

describe.skipIf(!enabled)("one address's unpaid orders from four processes on one PostgreSQL", () => {
  it(`together they hold at most ${unpaidHoldLimits.MAX_UNPAID_BAGS} bags; the rest are refused and keep their carts`, async () => {
    const db = await getDb();
    await db
      .insert(productStock)
      .values({ productId: "nava-focus", available: 500 })
      .onConflictDoUpdate({ target: productStock.productId, set: { available: 500 } });
    const before = (await readStock(db, "nava-focus"))!.available;
    const carts: string[] = [];
    for (let i = 0; i < 4; i++) carts.push(cartIdOf(await addToCart("", "one_time", 4)));
    const startAt = Date.now() + 10_000;
    // One address, four emails, four processes at the same moment.
    const runs = await Promise.all(carts.map((cartId) => placeInProcess(cartId, startAt, { CLIENT: "203.0.113.80" })));
    const results = runs.map(
      (r) => JSON.parse(r.output.trim().split("\n").at(-1)!) as { ok: boolean; message?: string },
    );
    const log = runs.map((r) => r.output).join("\n");
    expect(
      results.filter((r) => r.ok),
      log,
    ).toHaveLength(2);
    expect(
      results.filter((r) => !r.ok).map((r) => r.message),
      log,
    ).toEqual([
      stockCopy.unpaidCap(unpaidHoldLimits.MAX_UNPAID_BAGS, 8),
      stockCopy.unpaidCap(unpaidHoldLimits.MAX_UNPAID_BAGS, 8),
    ]);
    expect((await readStock(db, "nava-focus"))?.available).toBe(before - 8);
  });
});
