// The console's stock page: bags sold a day over the last 14 and 30 days (paid orders, by the day
// they were paid) and the days of stock left at that rate.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placeOrder } from "~/checkout/place-order.server";
import { getDb } from "~/db/client.server";
import { orders, productStock, stockHolds } from "~/db/schema";
import { now, resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { CHECKOUT_ADDRESS } from "../../tests/setup/checkout-address";
import { loadStockPage, runStockAction } from "./admin.server";
import { salesRateOf } from "./sales-rate";

const PRODUCT = "nava-focus";
const DAY = 86_400_000;

async function setBags(available: number) {
  const form = new FormData();
  form.set("productId", PRODUCT);
  form.set("available", String(available));
  form.set("alertLevel", "0");
  form.set("expected", "");
  const res = await runStockAction(await getDb(), form, "admin-wallet");
  expect(res.data.ok, res.data.message).toBe(true);
}

/** An order of `quantity` bags, paid `paidDaysAgo` days ago (null: never paid). */
async function order(quantity: number, paidDaysAgo: number | null) {
  const cookie = await addToCart("", "one_time", quantity);
  const placed = await placeOrder({
    cartId: /nava_cart=([^;]+)/.exec(cookie)![1]!,
    idempotencyKey: `rate-${Math.random().toString(36).slice(2)}`,
    address: { email: "rate@example.com", ...CHECKOUT_ADDRESS },
    wallet: null,
  });
  if (!placed.ok) throw new Error(placed.reason);
  if (paidDaysAgo === null) return;
  const db = await getDb();
  await transitionOrder(db, placed.order.id, "paid", { actor: "test" });
  await db
    .update(orders)
    .set({ paidAt: new Date(now().getTime() - paidDaysAgo * DAY) })
    .where(eq(orders.id, placed.order.id));
}

beforeEach(async () => {
  resetClock();
  const db = await getDb();
  await db.delete(stockHolds);
  await db.delete(productStock);
});
afterEach(() => resetClock());

describe("the sales rate", () => {
  it("is the bags a day over each window; days left use the 14 days, or the 30 when the 14 sold none", () => {
    expect(salesRateOf([7, 10], 85)).toEqual({
      perDay: [
        { days: 14, bags: 7, perDay: 0.5 },
        { days: 30, bags: 10, perDay: 0.3 },
      ],
      daysLeft: 170,
    });
    expect(salesRateOf([0, 6], 10).daysLeft).toBe(50);
    expect(salesRateOf([0, 0], 10).daysLeft).toBeNull();
    expect(salesRateOf([30, 30], null).daysLeft).toBeNull();
    expect(salesRateOf([30, 30], 0).daysLeft).toBe(0);
  });

  it("the stock page counts paid bags by the day they were paid; unpaid and older orders are not counted", async () => {
    await setBags(100);
    await order(4, 40); // older than 30 days
    await order(3, 20); // in the 30 days, not the 14
    await order(7, 2);
    await order(5, null); // placed, never paid

    const [row] = (await loadStockPage(await getDb())).filter((p) => p.productId === PRODUCT);
    expect(row!.available).toBe(81);
    expect(row!.rate).toEqual({
      perDay: [
        { days: 14, bags: 7, perDay: 0.5 },
        { days: 30, bags: 10, perDay: 0.3 },
      ],
      daysLeft: 162,
    });
  });
});
