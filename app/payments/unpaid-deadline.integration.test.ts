// Unpaid orders' deadline, with the store's clock moved: the confirmation email and the order page
// say until when, the job cancels after it (listeners run, the shopper is emailed), and an order
// paid before it (or whose transfer is on chain but not yet seen) is never cancelled.
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { cardCheckouts, emailOutbox, orders, rewardEntries } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { queueOrderConfirmation } from "~/flows/order-confirmation-email.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { payer } from "../../tests/support/svm-rpc/accounts";
import { payThroughStore } from "../../tests/support/svm-rpc/pay-through-store";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { cancelIfUnpaid } from "~/flows/cancel-unpaid-order.server";
import { unpaidDeadlineNotice } from "~/flows/unpaid-notice.server";
import { formatDeadline, unpaidDeadline } from "./unpaid-deadline.server";
import { scheduleMissingDeadlines } from "~/flows/unpaid-sweep.server";

const chain = localChainForStore();
afterEach(() => resetClock());

const HOUR = 3_600_000;
const WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
let sequence = 0;

/** An order as checkout leaves it: written, its confirmation (and so its deadline) queued. */
async function placeOrder() {
  sequence += 1;
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${300000 + sequence}`,
    wallet: WALLET,
    email: `buyer${sequence}@example.com`,
    accessToken: `token-${id}`,
    paymentReference: bs58.encode(randomBytes(32)),
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  await queueOrderConfirmation(db, order!);
  return order!;
}

async function statusOf(id: string) {
  const [order] = await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return order!.status;
}

async function mailTo(email: string) {
  return (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
}

describe("an unpaid order's deadline", () => {
  it("is 48 hours out, stated in the confirmation and on the page, and the job cancels the order after it", async () => {
    const db = await getDb();
    const before = now();
    const order = await placeOrder();
    const after = now();
    const deadline = (await unpaidDeadline(db, order.id))!;
    // 48 hours after the order was placed, whenever in [before, after] that was on the store's clock.
    expect(deadline.getTime()).toBeGreaterThanOrEqual(before.getTime() + 48 * HOUR);
    expect(deadline.getTime()).toBeLessThanOrEqual(after.getTime() + 48 * HOUR);

    const when = formatDeadline(deadline);
    // The store's time zone (America/New_York by default), spelled out with its zone.
    expect(when).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) E[SD]T$/);
    const [confirmation] = await mailTo(order.email);
    expect(confirmation!.text).toContain(
      `Please pay by ${when}. An order still unpaid then is cancelled, and nothing is charged.`,
    );
    expect(await unpaidDeadlineNotice(db, order)).toEqual({
      payBy: `Pay by ${when}. An order still unpaid then is cancelled.`,
      cancelled: null,
    });

    // A minute before: nothing happens.
    advanceClock(48 * HOUR - 60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("pending_payment");

    advanceClock(2 * 60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("cancelled");
    // The order's listeners ran: its pending NPX is void.
    const [reward] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, order.id));
    expect(reward!.status).toBe("void");

    const cancelled = (await mailTo(order.email)).find((m) => m.kind === "order.cancelled-unpaid");
    expect(cancelled!.subject).toBe(`Order ${order.number} was cancelled: no payment by its deadline`);
    expect(cancelled!.text).toContain(
      `Your order ${order.number} ($39.00) was cancelled because no payment reached us by ${when}. Nothing was charged`,
    );
    expect(cancelled!.text).toContain(`/orders/${order.id}?token=`);
    expect(await unpaidDeadlineNotice(db, { id: order.id, status: "cancelled" })).toEqual({
      payBy: null,
      cancelled: `This order was cancelled because no payment reached us by ${when}. Nothing was charged.`,
    });
    // A second run changes nothing and sends nothing.
    expect(await cancelIfUnpaid(db, order.id)).toBe("not_pending");
    expect((await mailTo(order.email)).filter((m) => m.kind === "order.cancelled-unpaid")).toHaveLength(1);
  });

  it("never cancels an order paid just before the deadline", async () => {
    const db = await getDb();
    const order = await placeOrder();
    advanceClock(48 * HOUR - 1_000);
    await transitionOrder(db, order.id, "paid", { actor: "system:payments" });
    advanceClock(60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await mailTo(order.email)).some((m) => m.kind === "order.cancelled-unpaid")).toBe(false);
    expect(await unpaidDeadlineNotice(db, { id: order.id, status: "paid" })).toEqual({ payBy: null, cancelled: null });
  });

  it("a payment and the deadline at the same moment: one wins, and a paid order is never cancelled after", async () => {
    const db = await getDb();
    for (let i = 0; i < 4; i++) {
      const order = await placeOrder();
      advanceClock(48 * HOUR + 1_000);
      const [cancel, pay] = await Promise.all([
        cancelIfUnpaid(db, order.id),
        transitionOrder(db, order.id, "paid", { actor: "system:payments" }),
      ]);
      const status = await statusOf(order.id);
      if (pay.ok) {
        expect(status).toBe("paid");
        expect(cancel).toBe("not_pending");
      } else {
        expect(status).toBe("cancelled");
        expect(cancel).toBe("cancelled");
      }
      resetClock();
    }
  });

  it("reads the chain at the deadline: a transfer sent in time but not yet seen pays the order", async () => {
    const db = await getDb();
    const order = await placeOrder();
    await payThroughStore(chain().url, order.id, payer(0));
    // Nothing recorded it yet: the order still waits.
    expect(await statusOf(order.id)).toBe("pending_payment");
    advanceClock(48 * HOUR + 60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await mailTo(order.email)).some((m) => m.kind === "order.cancelled-unpaid")).toBe(false);
  });

  it("waits for a card checkout still open on Stripe's page, then cancels once it has expired", async () => {
    const db = await getDb();
    const order = await placeOrder();
    const deadline = (await unpaidDeadline(db, order.id))!;
    await db.insert(cardCheckouts).values({
      orderId: order.id,
      idempotencyKey: `checkout-${order.id}`,
      sessionId: `cs_test_${order.id}`,
      url: "https://checkout.stripe.com/c/pay/test",
      amountCents: order.totalCents,
      expiresAt: new Date(deadline.getTime() + HOUR),
    });
    advanceClock(48 * HOUR + 60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("pending_payment");
    // The checkout ended an hour after the deadline; the order is cancelled a few minutes later.
    advanceClock(HOUR + 10 * 60_000);
    await runDueJobs(db);
    expect(await statusOf(order.id)).toBe("cancelled");
  });

  it("gives an order placed without a deadline one from when it was placed; renewals keep their own", async () => {
    const db = await getDb();
    const id = randomUUID();
    await insertTestOrder(db, { id, number: "NAVA-399999", accessToken: `token-${id}` });
    expect(await scheduleMissingDeadlines(db)).toBeGreaterThan(0);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect((await unpaidDeadline(db, id))!.getTime()).toBe(order!.createdAt.getTime() + 48 * HOUR);
    expect(await scheduleMissingDeadlines(db)).toBe(0);
  });
});
