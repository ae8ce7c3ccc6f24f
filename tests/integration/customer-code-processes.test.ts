// One new customer's checkouts with a first-order or once-per-customer code, placed by three app
// processes at the same moment on one PostgreSQL (run under `npm run test:postgres`; PGlite is one
// process, so it is skipped there): one order is discounted, the others are refused and keep their cart.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountMessages } from "~/content/discounts";
import { getDb } from "~/db/client.server";
import { cartLines, discountCodes, orders, productStock } from "~/db/schema";
import { addToCart } from "./helpers/cart";
import { cartIdOf, placeInProcess } from "./helpers/place-in-process";

const enabled = Boolean(process.env.DATABASE_URL);
type Result = { ok: boolean; reason?: string; message?: string; order?: { id: string } };

async function raceThree(code: string, email: string) {
  const db = await getDb();
  await db.delete(productStock).where(eq(productStock.productId, "nava-focus"));
  const carts: string[] = [];
  for (let i = 0; i < 3; i++) carts.push(cartIdOf(await addToCart("", "one_time", 1)));
  // The three processes load the app first, then place their orders at the same moment.
  const startAt = Date.now() + 10_000;
  // The same person typing the address three ways: one customer.
  const emails = [email, email.toUpperCase(), email.replace("@", "+again@")];
  const runs = await Promise.all(
    carts.map((cartId, i) => placeInProcess(cartId, startAt, { EMAIL: emails[i]!, CODE: code })),
  );
  const outputs = runs.map((r) => r.output);
  const results = outputs.map((o) => JSON.parse(o.trim().split("\n").at(-1)!) as Result);
  return { db, carts, results, log: outputs.join("\n") };
}

describe.skipIf(!enabled)("one new customer's code in three processes at once on one PostgreSQL", () => {
  for (const [flag, message] of [
    ["firstOrderOnly", discountMessages.firstOrderOnly],
    ["oncePerCustomer", discountMessages.alreadyUsed],
  ] as const) {
    it(`a ${flag} code discounts one order; the other two are refused with "${message}" and keep their carts`, async () => {
      const code = flag === "firstOrderOnly" ? "RACEFIRST" : "RACEONCE";
      const email = `${code.toLowerCase()}-${Date.now()}@example.com`;
      const db = await getDb();
      await db
        .insert(discountCodes)
        .values({ code, kind: "percent", value: 2000, [flag]: true, createdBy: "test" })
        .onConflictDoNothing();
      const { carts, results, log } = await raceThree(code, email);
      expect(
        results.filter((r) => r.ok),
        log,
      ).toHaveLength(1);
      expect(
        results.filter((r) => !r.ok),
        log,
      ).toEqual([
        { ok: false, reason: "referral", message },
        { ok: false, reason: "referral", message },
      ]);
      const placed = await db
        .select({ code: orders.discountCode, discountCents: orders.discountCents })
        .from(orders)
        .where(eq(orders.id, results.find((r) => r.ok)!.order!.id));
      expect(placed).toEqual([{ code, discountCents: 980 }]);
      const refused = carts.filter((_, i) => !results[i]!.ok);
      expect(await db.select().from(cartLines).where(inArray(cartLines.cartId, refused))).toHaveLength(2);
    });
  }
});
