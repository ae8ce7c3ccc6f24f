// The last bag between two app processes on one PostgreSQL (run under `npm run test:postgres`;
// PGlite is one process, so it is skipped there): one order, one refusal, the refused cart kept.
import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockCopy } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { cartLines, productStock } from "~/db/schema";
import { readStock } from "~/stock/stock.server";
import { addToCart } from "./helpers/cart";

const enabled = Boolean(process.env.DATABASE_URL);

function placeInProcess(cartId: string, startAt: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/place-order-once.ts"], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", CART_ID: cartId, START_AT: String(startAt) },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
const cartIdOf = (cookie: string) => /nava_cart=([^;]+)/.exec(cookie)![1]!;

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
  }, 120_000);
});
