// What unpaid orders may hold (decision 0030), on PGlite and on PostgreSQL with DATABASE_URL: one
// client (address, email, wallet) holds at most a few bags unpaid, an order holds its bags for
// minutes, and a payment that arrives after its bags went to someone else goes back by itself.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { orders, paymentReturns, payments, stockHolds } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { recordPayment } from "~/flows/confirm-payment.server";
import { unpaidDeadlineNotice } from "~/flows/unpaid-notice.server";
import { getEnv } from "~/utils/env.server";
import { loader as cartLoader } from "~/routes/cart";
import { loader as checkoutLoader } from "~/routes/checkout";
import { addToCart } from "../../tests/integration/helpers/cart";
import { bagsForSale, orderBagsFrom, setBags } from "../../tests/integration/helpers/stock";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";
import { releaseExpiredHolds } from "./unpaid-holds.server";

const MAX = unpaidHoldLimits.MAX_UNPAID_BAGS;
const available = bagsForSale;
/** A new browser from `client` orders `bags` bags as `email`. */
const order = (bags: number, client: string, email?: string) => orderBagsFrom(client, bags, email);
const placedId = (result: Awaited<ReturnType<typeof order>>) => {
  if (!result.ok) throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.order.id;
};

/** The chain's word that the order was paid in full (as the payment check records it). */
async function paidOnChain(orderId: string) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const units = BigInt(row!.totalCents) * 10_000n;
  await recordPayment(
    db,
    { id: row!.id, number: row!.number, totalCents: row!.totalCents, paymentReference: row!.paymentReference },
    `sig-${orderId}`,
    {
      status: "confirmed",
      reason: null,
      payer: "PayerWa11et1111111111111111111111111111111",
      recipient: "merchant",
      mint: getEnv().USDC_MINT,
      amount: units,
    } as never,
  );
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}
const notice = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, id));
  return unpaidDeadlineNotice(db, row!);
};

beforeEach(async () => {
  // Earlier tests' orders hold nothing any more: each test counts its own bags.
  await (await getDb()).update(stockHolds).set({ releasedAt: new Date() });
  await setBags(500);
});
afterEach(() => resetClock());

describe("what one client may hold unpaid", () => {
  it(`one address holds at most ${MAX} bags in unpaid orders, whatever emails it types; everyone else still buys`, async () => {
    const attacker = "203.0.113.7";
    const big = await order(99, attacker);
    expect(big).toEqual({ ok: false, reason: "stock", message: stockCopy.unpaidCap(MAX, 0) });
    placedId(await order(MAX - 2, attacker));
    expect(await order(3, attacker)).toEqual({
      ok: false,
      reason: "stock",
      message: stockCopy.unpaidCap(MAX, MAX - 2),
    });
    placedId(await order(2, attacker));
    expect(await order(1, attacker)).toMatchObject({ ok: false, message: stockCopy.unpaidCap(MAX, MAX) });
    expect(await available()).toBe(500 - MAX);
    // Another shopper from another address is not counted with them.
    placedId(await order(5, "198.51.100.4"));
    expect(await available()).toBe(500 - MAX - 5);
  });

  it(`a cart of more than ${MAX} bags says so before checkout, and checkout sends it back to the cart`, async () => {
    let cookie = await addToCart("", "one_time", MAX);
    const cart = async () =>
      (await callRoute<{ stockNotice: string | null }>(cartLoader as never, makeRequest("/cart", { cookie }))).data;
    const checkout = () => callRoute(checkoutLoader as never, makeRequest("/checkout", { cookie }));
    expect((await cart()).stockNotice).toBeNull();
    expect((await checkout()).status).toBe(200);
    cookie = await addToCart(cookie, "subscribe", 1);
    expect((await cart()).stockNotice).toBe(stockCopy.overUnpaidCap(MAX));
    expect(stockCopy.overUnpaidCap(MAX)).toContain(`at most ${MAX} bags`);
    expect(await checkout()).toMatchObject({ status: 302, location: "/cart" });
  });

  it("one email from many addresses counts as one client", async () => {
    const email = `same-${Date.now()}@example.com`;
    placedId(await order(MAX, "192.0.2.1", email));
    expect(await order(1, "192.0.2.2", email.toUpperCase())).toMatchObject({ ok: false, reason: "stock" });
  });
});

describe("an unpaid order holds its bags for minutes", () => {
  it(`its bags go back on sale ${unpaidHoldLimits.HOLD_MINUTES} minutes after placing (its page says so); paid later, it takes them again`, async () => {
    await setBags(3);
    const id = placedId(await order(3, "192.0.2.10"));
    expect(await available()).toBe(0);
    expect((await notice(id)).payBy).toContain("Your bags are held for you until");
    advanceClock((unpaidHoldLimits.HOLD_MINUTES - 1) * 60_000);
    expect(await releaseExpiredHolds(await getDb())).toBe(0);
    expect(await available()).toBe(0);
    advanceClock(2 * 60_000);
    expect(await releaseExpiredHolds(await getDb())).toBeGreaterThan(0);
    expect(await available()).toBe(3);
    expect((await notice(id)).payBy).toContain(stockCopy.holdEnded);
    expect((await paidOnChain(id)).status).toBe("paid");
    expect(await available()).toBe(0);
  });

  it("paid after its bags were sold to someone else: the order is cancelled, the payment goes back and its page says so", async () => {
    await setBags(3);
    const late = placedId(await order(3, "192.0.2.20"));
    advanceClock((unpaidHoldLimits.HOLD_MINUTES + 1) * 60_000);
    await releaseExpiredHolds(await getDb());
    const other = placedId(await order(3, "192.0.2.21"));
    expect(await available()).toBe(0);

    expect((await paidOnChain(late)).status).toBe("cancelled");
    const db = await getDb();
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, late));
    expect(payment).toMatchObject({ status: "duplicate_refund", reason: stockCopy.soldOutAtPayment("NAVA Focus") });
    expect(await db.select().from(paymentReturns).where(eq(paymentReturns.orderId, late))).toMatchObject([
      { payer: "PayerWa11et1111111111111111111111111111111", amount: Number(payment!.amount) },
    ]);
    expect((await notice(late)).cancelled).toBe(stockCopy.soldOutAtPayment("NAVA Focus"));
    // The other shopper's order keeps its bags; none was sold twice.
    expect((await db.select().from(orders).where(eq(orders.id, other)))[0]!.status).toBe("pending_payment");
    expect(await available()).toBe(0);
  });
});
