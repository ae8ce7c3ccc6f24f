import { and, count, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { formatCents } from "~/utils/money";
import { howYouPay } from "~/content/how-you-pay";
import { controlMessages } from "~/content/subscriptions";
import {
  emailOutbox,
  jobs,
  orderLines,
  orders,
  rewardEntries,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { recordPayment } from "~/flows/confirm-payment.server";
import { getWalletRewards } from "~/rewards/ledger.server";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { insertSubscribeOrder, startTestSubscription, SUBSCRIBER_WALLET } from "../../tests/setup/subscriptions";
import { parseControl, type Control } from "./controls";
import { applyControl, expireUnpaidRenewal, placeRenewal } from "~/flows/renew-subscription.server";
import { sweepSubscriptions } from "./renewal.server";
import { addDays, addWeeks, storeDay } from "./schedule";
import { getSubscription } from "./subscriptions.server";

const DAY = 86_400_000;
const today = () => storeDay(now());

async function outbox(kind?: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

async function renewalOrders(subscriptionId: string) {
  const db = await getDb();
  return db
    .select({ order: orders, period: subscriptionRenewals.period })
    .from(subscriptionRenewals)
    .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
    .where(eq(subscriptionRenewals.subscriptionId, subscriptionId))
    .orderBy(subscriptionRenewals.period);
}

let n = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

beforeEach(async () => {
  resetClock();
  const db = await getDb();
  await db.delete(jobs);
  // Each test sweeps only its own subscriptions, and moves the clock past only its own unpaid
  // orders' deadlines (earlier tests' would each be cancelled, with their listeners, on every sweep).
  await db.delete(subscriptions);
  await db.update(orders).set({ status: "cancelled" }).where(eq(orders.status, "pending_payment"));
});
afterEach(() => resetClock());

describe("a paid subscribe line starts a subscription", () => {
  it("emails the card's renewal rule only when the store takes cards", async () => {
    const db = await getDb();
    const startedMail = async (env: Record<string, string>) => {
      Object.assign(process.env, env);
      resetEnvCache();
      try {
        const sub = await startTestSubscription(db, { id: nextId() });
        return (await outbox("subscription.started")).find((m) => m.text.includes(sub.id))!.text;
      } finally {
        for (const key of Object.keys(env)) delete process.env[key];
        resetEnvCache();
      }
    };
    const usdcOnly = await startedMail({ MERCHANT_WALLET: SUBSCRIBER_WALLET });
    expect(usdcOnly).toContain(howYouPay.renewalUsdc);
    expect(usdcOnly).not.toContain(howYouPay.renewalCard);
    const cardsToo = await startedMail({
      MERCHANT_WALLET: SUBSCRIBER_WALLET,
      STRIPE_SECRET_KEY: "sk_test_nava_rules",
      STRIPE_WEBHOOK_SECRET: "whsec_nava_rules",
    });
    expect(cardsToo).toContain(howYouPay.renewalCard);
    expect(cardsToo).toContain(howYouPay.renewalUsdc);
  });

  it("with the locked price, every 4 weeks, the order's address, email and wallet, and an email with its link", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId(), quantity: 2 });
    expect(sub).toMatchObject({
      status: "active",
      quantity: 2,
      unitPriceCents: 3900,
      npxRewardPerBag: 10000,
      frequencyWeeks: 4,
      nextRenewalOn: addWeeks(today(), 4),
      nextPeriod: 1,
      email: "buyer@example.com",
      shipCity: "Austin",
      wallet: SUBSCRIBER_WALLET,
    });
    expect(sub.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const started = (await outbox("subscription.started")).filter((m) => m.text.includes(sub.id));
    expect(started).toHaveLength(1);
    expect(started[0]!.text).toContain(`/subscriptions/${sub.id}?token=${sub.manageToken}`);
    const [event] = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(event).toMatchObject({ action: "created", actor: "system:subscriptions" });
  });

  it("when the chain confirms the payment, in the same transaction; a second payment starts nothing more", async () => {
    const db = await getDb();
    const id = nextId();
    await insertSubscribeOrder(db, { id });
    const order = { id, number: `NAVA-T${id}`, totalCents: 3900, paymentReference: `ref-${id}` };
    const verdict = {
      status: "confirmed" as const,
      reason: null,
      payer: "p",
      recipient: "r",
      mint: "m",
      amount: 39000000n,
    };
    await recordPayment(db, order, `sig-a-${id}`, verdict);
    await recordPayment(db, order, `sig-b-${id}`, verdict);
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, id));
    expect(rows).toHaveLength(1);
    expect((await outbox("order.paid")).filter((m) => m.key === `order-paid:${id}`)).toHaveLength(1);
  });

  it("a one-time order starts none", async () => {
    const db = await getDb();
    const id = nextId();
    await insertTestOrder(db, { id });
    await db.insert(orderLines).values({
      orderId: id,
      productId: "nava-focus",
      productName: "NAVA Focus",
      purchaseType: "one_time",
      quantity: 1,
      unitPriceCents: 4900,
      lineTotalCents: 4900,
      npxReward: 10000,
    });
    await transitionOrder(db, id, "paid", { actor: "test" });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, id))).toHaveLength(0);
  });
});

describe("renewals", () => {
  it("on its day, writes an order at the locked price with free shipping, the subscription's address and wallet, pending NPX and a reference; once", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId(), quantity: 3 });
    expect(await placeRenewal(db, sub.id)).toEqual({ placed: false, reason: "not_due" });

    advanceClock(28 * DAY);
    const first = await placeRenewal(db, sub.id);
    expect(first.placed).toBe(true);
    expect(await placeRenewal(db, sub.id)).toEqual({ placed: false, reason: "not_due" });

    const [renewal] = await renewalOrders(sub.id);
    expect(renewal!.period).toBe(1);
    expect(renewal!.order).toMatchObject({
      status: "pending_payment",
      subtotalCents: 11700,
      shippingCents: 0,
      totalCents: 11700,
      wallet: SUBSCRIBER_WALLET,
      shipCity: "Austin",
      email: "buyer@example.com",
    });
    expect(renewal!.order.paymentReference).toBeTruthy();
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, renewal!.order.id));
    expect(line).toMatchObject({ purchaseType: "subscribe", quantity: 3, unitPriceCents: 3900, npxReward: 30000 });
    const [reward] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, renewal!.order.id));
    expect(reward).toMatchObject({ status: "pending", amountNpx: 30000, wallet: SUBSCRIBER_WALLET });

    const after = await getSubscription(db, sub.id);
    expect(after).toMatchObject({ nextPeriod: 2, nextRenewalOn: addWeeks(sub.nextRenewalOn, 4) });
    const placed = (await outbox("subscription.renewal")).filter(
      (m) => m.key === `renewal-placed:${renewal!.order.id}`,
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]!.text).toContain(`/orders/${renewal!.order.id}?token=${renewal!.order.accessToken}#payment`);
    // The order-summary block every order email carries: what renews, where it goes, the total.
    expect(placed[0]!.text).toContain("3 × NAVA Focus (subscription): $117.00");
    expect(placed[0]!.text).toContain("Shipping: Free");
    expect(placed[0]!.text).toMatch(/Ships to\n.+\n/);
    expect(placed[0]!.text).toContain(`Total: ${formatCents(renewal!.order.totalCents)}`);
  });

  it("a paid renewal earns its NPX for the subscription's wallet; a cancelled one voids it", async () => {
    const db = await getDb();
    const wallet = "7kbnvuGBxxj8AG9qp8Scn56muWGaRaFqxg1FsRp3PaFT";
    const sub = await startTestSubscription(db, { id: nextId(), wallet });
    advanceClock(28 * DAY);
    const placed = await placeRenewal(db, sub.id);
    if (!placed.placed) throw new Error("not placed");
    await transitionOrder(db, placed.order.id, "paid", { actor: "test" });
    expect((await getWalletRewards(db, wallet)).earned).toBe(20000);
    advanceClock(28 * DAY);
    const second = await placeRenewal(db, sub.id);
    if (!second.placed) throw new Error("not placed");
    await transitionOrder(db, second.order.id, "cancelled", { actor: "test" });
    const rewards = await getWalletRewards(db, wallet);
    expect(rewards.earned).toBe(20000);
    expect(rewards.entries.find((e) => e.orderId === second.order.id)?.status).toBe("void");
  });

  it("an unpaid renewal is cancelled after 7 days and the subscription stays active; two in a row pause it, with an email", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    advanceClock(28 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    const [first] = await renewalOrders(sub.id);
    expect(first!.order.status).toBe("pending_payment");

    advanceClock(6 * DAY);
    await runDueJobs(db);
    expect((await renewalOrders(sub.id))[0]!.order.status).toBe("pending_payment");
    advanceClock(1 * DAY + 60_000);
    await runDueJobs(db);
    expect((await renewalOrders(sub.id))[0]!.order.status).toBe("cancelled");
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "active", missedInARow: 1 });
    // The expiry runs again after a crash: nothing more happens.
    expect(await expireUnpaidRenewal(db, first!.order.id)).toBe("not_pending");

    advanceClock(21 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    advanceClock(7 * DAY + 60_000);
    await runDueJobs(db);
    const renewals = await renewalOrders(sub.id);
    expect(renewals.map((r) => r.order.status)).toEqual(["cancelled", "cancelled"]);
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "paused", missedInARow: 2, resumeOn: null });
    const paused = (await outbox("subscription.paused")).filter((m) => m.text.includes(sub.id));
    expect(paused).toHaveLength(1);
    expect(paused[0]!.subject).toBe("Your NAVA subscription is paused");
  });

  it("a paid renewal between two unpaid ones keeps the subscription going", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    for (const pay of [false, true, false]) {
      advanceClock(28 * DAY);
      const placed = await placeRenewal(db, sub.id);
      if (!placed.placed) throw new Error("not placed");
      if (pay) await transitionOrder(db, placed.order.id, "paid", { actor: "test" });
      else await expireUnpaidRenewal(db, placed.order.id);
    }
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "active", missedInARow: 1 });
  });

  it("50 concurrent scheduler runs over 200 due subscriptions make exactly 200 renewal orders", async () => {
    const db = await getDb();
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await startTestSubscription(db, { id: nextId() })).id);
    advanceClock(28 * DAY);
    // Each pass queues the sweep's slot (once for all), and claims whatever is due.
    await Promise.all(Array.from({ length: 50 }, () => runDueJobs(db, { limit: 1000 })));
    const [placed] = await db
      .select({ n: count() })
      .from(subscriptionRenewals)
      .where(inArray(subscriptionRenewals.subscriptionId, ids));
    expect(placed!.n).toBe(200);
    const [renewalOrderCount] = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(subscriptionRenewals, eq(subscriptionRenewals.orderId, orders.id))
      .where(inArray(subscriptionRenewals.subscriptionId, ids));
    expect(renewalOrderCount!.n).toBe(200);
    const rows = await db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
    expect(rows.every((r) => r.nextPeriod === 2)).toBe(true);
    // And a second day of passes adds nothing: every period renewed once.
    await Promise.all(Array.from({ length: 5 }, () => runDueJobs(db)));
    const [again] = await db
      .select({ n: count() })
      .from(subscriptionRenewals)
      .where(inArray(subscriptionRenewals.subscriptionId, ids));
    expect(again!.n).toBe(200);
  });

  it("many attempts at one subscription's renewal at once place one order", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    advanceClock(28 * DAY);
    const results = await Promise.all(Array.from({ length: 20 }, () => placeRenewal(db, sub.id)));
    expect(results.filter((r) => r.placed)).toHaveLength(1);
    expect(await renewalOrders(sub.id)).toHaveLength(1);
  });

  it("reminds three days before, once, with skip and manage links", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    advanceClock(24 * DAY);
    await sweepSubscriptions(db);
    expect((await outbox("subscription.reminder")).filter((m) => m.text.includes(sub.id))).toHaveLength(0);
    advanceClock(1 * DAY);
    await sweepSubscriptions(db);
    await sweepSubscriptions(db);
    advanceClock(1 * DAY);
    await sweepSubscriptions(db);
    const reminders = (await outbox("subscription.reminder")).filter((m) => m.text.includes(sub.id));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`/subscriptions/${sub.id}?token=${sub.manageToken}#skip`);
    expect(reminders[0]!.subject).toContain("Your next NAVA delivery is on");
  });
});

describe("the subscriber's controls", () => {
  const actor = "subscriber:link";
  async function control(subscriptionId: string, values: Record<string, string>) {
    const parsed = parseControl(values, today());
    if (!parsed.success) return { refusedBySchema: parsed.errors };
    return applyControl(await getDb(), subscriptionId, parsed.data, actor);
  }

  it("skip moves the next delivery a period on, audited and emailed", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    expect(await control(sub.id, { intent: "skip" })).toMatchObject({ ok: true });
    expect((await getSubscription(db, sub.id))!.nextRenewalOn).toBe(addWeeks(sub.nextRenewalOn, 4));
    const events = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.map((e) => e.action)).toContain("skipped");
    expect((await outbox("subscription.changed")).some((m) => m.text.includes(sub.id))).toBe(true);
  });

  it("ship now places the next order today; the next delivery is a period after today", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const result = await control(sub.id, { intent: "ship-now" });
    expect(result).toMatchObject({ ok: true });
    const renewals = await renewalOrders(sub.id);
    expect(renewals).toHaveLength(1);
    expect((await getSubscription(db, sub.id))!.nextRenewalOn).toBe(addWeeks(today(), 4));
  });

  it("another date within 8 weeks; 9 weeks out, today or a day that does not exist are refused", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const inSix = addWeeks(today(), 6);
    expect(await control(sub.id, { intent: "reschedule", date: inSix })).toMatchObject({ ok: true });
    expect((await getSubscription(db, sub.id))!.nextRenewalOn).toBe(inSix);
    for (const date of [addWeeks(today(), 9), today(), "2026-02-30", ""]) {
      expect(await control(sub.id, { intent: "reschedule", date })).toEqual({
        refusedBySchema: { date: "Choose a day from tomorrow up to 8 weeks from today." },
      });
    }
    // Past the form: the server's own rule refuses it too.
    expect(
      await applyControl(db, sub.id, { intent: "reschedule", date: addWeeks(today(), 9) } as Control, actor),
    ).toMatchObject({ ok: false, reason: "invalid" });
    expect((await getSubscription(db, sub.id))!.nextRenewalOn).toBe(inSix);
  });

  it("frequency 2/4/6/8 and quantity 1-10; others refused and nothing changes", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    expect(await control(sub.id, { intent: "frequency", frequencyWeeks: "6" })).toMatchObject({ ok: true });
    expect(await control(sub.id, { intent: "quantity", quantity: "10" })).toMatchObject({ ok: true });
    for (const frequencyWeeks of ["3", "0", "12", "four", ""]) {
      expect(await control(sub.id, { intent: "frequency", frequencyWeeks })).toHaveProperty(
        "refusedBySchema.frequencyWeeks",
      );
    }
    for (const quantity of ["0", "11", "-1", "2.5", "many"]) {
      expect(await control(sub.id, { intent: "quantity", quantity })).toEqual({
        refusedBySchema: { quantity: "Choose from 1 to 10 bags." },
      });
    }
    expect(await getSubscription(db, sub.id)).toMatchObject({ frequencyWeeks: 6, quantity: 10 });
    advanceClock(28 * DAY);
    const placed = await placeRenewal(db, sub.id);
    if (!placed.placed) throw new Error("not placed");
    expect(placed.order.totalCents).toBe(39000);
    expect((await getSubscription(db, sub.id))!.nextRenewalOn).toBe(addWeeks(sub.nextRenewalOn, 6));
  });

  it("a frequency, quantity, day or address the subscription already has is not reported as a change: nothing recorded or emailed", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const history = async () =>
      (await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id))).length;
    const [eventsBefore, mailBefore] = [await history(), (await outbox()).length];
    const same: Array<Record<string, string>> = [
      { intent: "frequency", frequencyWeeks: String(sub.frequencyWeeks) },
      { intent: "quantity", quantity: String(sub.quantity) },
      { intent: "reschedule", date: sub.nextRenewalOn },
      {
        intent: "address",
        name: sub.shipName,
        line1: sub.shipLine1,
        line2: sub.shipLine2,
        city: sub.shipCity,
        state: sub.shipState,
        zip: sub.shipZip,
      },
    ];
    for (const values of same) {
      const result = await control(sub.id, values);
      expect(result, values.intent).toMatchObject({
        ok: false,
        reason: "unchanged",
        message: controlMessages.unchanged,
      });
      expect(JSON.stringify(result)).not.toMatch(/now come|now brings|is now on|is updated/);
    }
    expect(await history()).toBe(eventsBefore);
    expect((await outbox()).length).toBe(mailBefore);
    expect(await getSubscription(db, sub.id)).toMatchObject({
      frequencyWeeks: sub.frequencyWeeks,
      quantity: sub.quantity,
    });
    // Another value is still a change.
    expect(await control(sub.id, { intent: "frequency", frequencyWeeks: "8" })).toMatchObject({
      ok: true,
      message: expect.stringContaining("every 8 weeks"),
    });
  });

  it("pause for 2 periods leaves out two deliveries, then resumes by itself", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    expect(await control(sub.id, { intent: "pause", periods: "2" })).toMatchObject({ ok: true });
    const paused = await getSubscription(db, sub.id);
    expect(paused).toMatchObject({ status: "paused", resumeOn: addWeeks(sub.nextRenewalOn, 8) });
    expect(await control(sub.id, { intent: "skip" })).toMatchObject({ ok: false, reason: "not_allowed" });
    advanceClock(28 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    expect(await renewalOrders(sub.id)).toHaveLength(0);
    advanceClock(56 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "active", resumeOn: null });
    expect(await renewalOrders(sub.id)).toHaveLength(1);
    expect((await outbox("subscription.paused")).some((m) => m.text.includes(sub.id))).toBe(true);
  });

  it("pause until resumed renews nothing; resume brings back a next delivery ahead", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    expect(await control(sub.id, { intent: "pause", periods: "indefinite" })).toMatchObject({ ok: true });
    expect(await control(sub.id, { intent: "pause", periods: "4" })).toHaveProperty("refusedBySchema.periods");
    advanceClock(70 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    expect(await renewalOrders(sub.id)).toHaveLength(0);
    expect(await control(sub.id, { intent: "pause", periods: "1" })).toMatchObject({
      ok: false,
      reason: "not_allowed",
    });
    expect(await control(sub.id, { intent: "resume" })).toMatchObject({ ok: true });
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "active", nextRenewalOn: addDays(today(), 1) });
    expect(await control(sub.id, { intent: "resume" })).toMatchObject({ ok: false, reason: "not_allowed" });
  });

  it("address follows the checkout's rules; a bad ZIP is refused", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    const address = { name: "Grace H", line1: "2 Elm St", line2: "", city: "Boston", state: "MA", zip: "02108" };
    expect(await control(sub.id, { intent: "address", ...address, zip: "2108" })).toHaveProperty("refusedBySchema.zip");
    expect(await control(sub.id, { intent: "address", ...address, state: "ZZ" })).toHaveProperty(
      "refusedBySchema.state",
    );
    expect(await control(sub.id, { intent: "address", ...address })).toMatchObject({ ok: true });
    advanceClock(28 * DAY);
    const placed = await placeRenewal(db, sub.id);
    if (!placed.placed) throw new Error("not placed");
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order).toMatchObject({ shipName: "Grace H", shipCity: "Boston", shipState: "MA", shipZip: "02108" });
  });

  it("cancel with a reason stops renewals and refuses every control but reactivate; an unpaid renewal already placed stays payable", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    advanceClock(28 * DAY);
    const placed = await placeRenewal(db, sub.id);
    if (!placed.placed) throw new Error("not placed");
    expect(await control(sub.id, { intent: "cancel", reason: "Too much coffee" })).toMatchObject({ ok: true });
    expect(await getSubscription(db, sub.id)).toMatchObject({ status: "cancelled", cancelReason: "Too much coffee" });
    for (const values of <Record<string, string>[]>[
      { intent: "skip" },
      { intent: "ship-now" },
      { intent: "quantity", quantity: "2" },
      { intent: "pause", periods: "1" },
      { intent: "resume" },
      { intent: "cancel" },
    ]) {
      expect(await control(sub.id, values)).toMatchObject({
        ok: false,
        reason: "not_allowed",
        message: "This subscription is cancelled. Reactivate it first.",
      });
    }
    expect(await control(sub.id, { intent: "cancel", reason: "x".repeat(501) })).toHaveProperty(
      "refusedBySchema.reason",
    );
    advanceClock(56 * DAY);
    await sweepSubscriptions(db);
    await runDueJobs(db);
    expect(await renewalOrders(sub.id)).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order!.status).toBe("cancelled"); // expired unpaid after 7 days
    expect((await outbox("subscription.cancelled")).some((m) => m.text.includes(sub.id))).toBe(true);

    expect(await control(sub.id, { intent: "reactivate" })).toMatchObject({ ok: true });
    expect(await getSubscription(db, sub.id)).toMatchObject({
      status: "active",
      cancelReason: null,
      nextRenewalOn: addWeeks(today(), 4),
    });
  });

  it("an unknown action or subscription is refused", async () => {
    expect(await control(nextId(), { intent: "skip" })).toMatchObject({ ok: false, reason: "not_found" });
    expect(await control(nextId(), { intent: "delete-everything" })).toHaveProperty("refusedBySchema.intent");
    expect(parseControl({}, today()).success).toBe(false);
  });
});

describe("a crash between the renewal and its email", () => {
  it("loses nothing and sends nothing twice", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: nextId() });
    advanceClock(28 * DAY);
    await sweepSubscriptions(db);
    // The renewal job is claimed, the renewal commits, and the process dies before it can
    // mark the job done or send the email: the job is left running.
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "subscriptions.renew")));
    await db.update(jobs).set({ status: "running", attempts: 1, lockedAt: now() }).where(eq(jobs.id, job!.id));
    await placeRenewal(db, sub.id);

    // A new process starts: the stale job is claimed again, the email job runs.
    advanceClock(11 * 60_000);
    await runDueJobs(db);
    await runDueJobs(db);
    const renewals = await renewalOrders(sub.id);
    expect(renewals).toHaveLength(1);
    const mails = (await outbox("subscription.renewal")).filter((m) => m.text.includes(renewals[0]!.order.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.status).toBe("kept");
    const [sendJobs] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.name, "email.send"), eq(jobs.key, `outbox:${mails[0]!.id}`)));
    expect(sendJobs!.n).toBe(1);
  });
});
