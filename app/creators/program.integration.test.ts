// The creator program end to end on the server: approval makes a creator, a link or a code brings a
// discounted order, its commission follows the order's life, and payouts pay it once.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { referralMessages } from "~/content/creator-program";
import { getDb } from "~/db/client.server";
import {
  auditLog,
  cartLines,
  creatorApplications,
  creatorClickDays,
  creatorCommissions,
  creatorPayouts,
  creators,
  emailOutbox,
  orders,
  subscriptions,
} from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { loader as cartLoader } from "~/routes/cart";
import { loader as productLoader } from "~/routes/product";
import { loader as linkLoader } from "~/routes/creator-link";
import { loader as rootLoader } from "~/root";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { submitCheckout } from "../../tests/integration/helpers/checkout";
import { stripeLineItemsSum } from "../../tests/integration/helpers/stripe-lines";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { cookiesFrom, makeRequest } from "../../tests/setup/requests";
import { reviewApplication } from "./applications.server";
import { approveDueCommissions } from "~/flows/creator-commissions.server";
import { updateCreator } from "./creators.server";
import { monthlyPayoutsJob } from "~/flows/creator-jobs.server";
import { markPayoutPaid } from "~/flows/pay-creators.server";
import { monthPeriod, payoutsCsv, runPayouts } from "./payouts.server";

const DAY = 86_400_000;
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" };
const CREATOR_WALLET = "7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5";
const ADDRESS = { name: "Sam Shopper", line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" };

let n = 0;
async function approvedCreator(handle: string, email = `${handle.toLowerCase()}@creators.test`) {
  const db = await getDb();
  const [app] = await db
    .insert(creatorApplications)
    .values({
      name: `${handle} Person`,
      email,
      platform: "tiktok",
      handle: `@${handle}`,
      followers: 5000,
      links: ["https://tiktok.com/@x"],
      why: "I love it",
      solanaAddress: CREATOR_WALLET,
      consent: true,
    })
    .returning();
  expect(await reviewApplication(db, app!.id, "approved", { actor: "admin-wallet", note: null })).toEqual({
    ok: true,
    status: "approved",
  });
  const [creator] = await db.select().from(creators).where(eq(creators.applicationId, app!.id));
  return creator!;
}

async function follow(path: string, cookie = "", headers: Record<string, string> = BROWSER) {
  const [, code] = /^\/r\/([^?]+)/.exec(path)!;
  const res = await callRoute(linkLoader as never, makeRequest(path, { cookie, headers }), { code: code! });
  return { res, cookie: cookiesFrom(res.headers, cookie) };
}

const addToCartOf = (cookie: string, purchaseType = "one_time", quantity = 1) =>
  addToCart(cookie, purchaseType, quantity);

async function checkout(cookie: string, email: string, code = "") {
  const { form, res, order } = await submitCheckout(cookie, { ...ADDRESS, email, code });
  const db = await getDb();
  const id = order?.id;
  const commission = id
    ? (await db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, id)))[0]
    : undefined;
  return { res, order, commission, shownTotal: form.data.totals.totalCents };
}

const clicksOf = async (creatorId: number) =>
  (await (await getDb()).select().from(creatorClickDays).where(eq(creatorClickDays.creatorId, creatorId))).reduce(
    (s, r) => s + r.clicks,
    0,
  );

beforeEach(() => resetClock());

describe("approving an application makes a creator", () => {
  it("with a unique code from the handle, 15% commission, 10% discount, an audit entry and an email with link, code and sign-in", async () => {
    const first = await approvedCreator("Maya");
    const second = await approvedCreator("maya", "other-maya@creators.test");
    expect(first).toMatchObject({
      code: "MAYA",
      commissionBps: 1500,
      discountBps: 1000,
      active: true,
      wallet: CREATOR_WALLET,
    });
    expect(second.code).toBe("MAYA2");
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `creator-welcome:${first.id}`));
    expect(mail!.to).toBe("maya@creators.test");
    expect(mail!.text).toContain("/r/MAYA");
    expect(mail!.text).toContain("Your code: MAYA");
    expect(mail!.text).toContain("/creator");
    expect(mail!.text).toContain(CREATOR_WALLET);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `creator:${first.id}`));
    expect(audits.map((a) => a.action)).toContain("creator.created");
  });

  it("a rejected application makes none", async () => {
    const db = await getDb();
    const [app] = await db
      .insert(creatorApplications)
      .values({
        name: "No",
        email: "no@creators.test",
        platform: "x",
        handle: "no",
        followers: 1,
        links: [],
        why: "-",
        consent: true,
      })
      .returning();
    await reviewApplication(db, app!.id, "rejected", { actor: "admin", note: null });
    expect(await db.select().from(creators).where(eq(creators.applicationId, app!.id))).toHaveLength(0);
  });
});

describe("the link", () => {
  it("sets a 30-day cookie, counts a person's click but not a bot's, and goes on to the page asked for", async () => {
    const creator = await approvedCreator("Linky");
    const { res, cookie } = await follow("/r/linky?next=/faq");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/faq");
    const until = new Date(now().getTime() + 30 * DAY).toISOString().slice(0, 10);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`nava_ref=LINKY.${until};.*Max-Age=2592000`));
    expect(cookie).toContain("nava_ref=LINKY");
    await follow("/r/LINKY", "", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await follow("/r/LINKY", "", {});
    expect(await clicksOf(creator.id)).toBe(1);
    // No personal data in a click: the row is a count per day.
    const db = await getDb();
    const [row] = await db.select().from(creatorClickDays).where(eq(creatorClickDays.creatorId, creator.id));
    expect(Object.keys(row!).sort()).toEqual(["clicks", "creatorId", "day"]);
  });

  it("never sends the browser to another site, and an unknown or paused code sets nothing", async () => {
    const creator = await approvedCreator("Safe");
    expect((await follow("/r/SAFE?next=//evil.example")).res.location).toBe("/");
    expect((await follow("/r/NOPE123")).res.headers.get("set-cookie")).toBeNull();
    const db = await getDb();
    await updateCreator(
      db,
      creator.id,
      { code: "SAFE", commissionBps: 1500, discountBps: 1000, active: false },
      "admin",
    );
    expect((await follow("/r/SAFE")).res.headers.get("set-cookie")).toBeNull();
  });

  it("goes on only to a path of this site: another site, control characters and whitespace lead home, never a 500", async () => {
    await approvedCreator("Next");
    // A browser drops tabs and newlines and reads a backslash as a slash: each of these is another site.
    for (const next of [
      "/%09/evil.example/login",
      "/%0A/evil.example",
      "/%0D/evil.example",
      "/%00",
      "/\\evil.example",
      "https://evil.example/",
      "/%20/evil.example",
      "/%C2%A0/evil.example",
    ]) {
      for (const code of ["NEXT", "UNKNOWN1"]) {
        const { res } = await follow(`/r/${code}?next=${next}`);
        expect(res.status, `${code} ${next}`).toBe(302);
        expect(res.location, `${code} ${next}`).toBe("/");
      }
    }
    // A path with characters beyond Latin-1 is this site's, sent percent-encoded.
    expect((await follow(`/r/NEXT?next=${encodeURIComponent("/faq?q=café☕")}`)).res.location).toBe(
      "/faq?q=caf%C3%A9%E2%98%95",
    );
    expect((await follow("/r/NEXT")).res.location).toBe("/product");
  });

  it("?ref=CODE on any page goes through the link and back to the page without it", async () => {
    const res = await callRoute(rootLoader as never, makeRequest("/about?ref=maya&x=1"));
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/r/maya?next=${encodeURIComponent("/about?x=1")}`);
  });

  it("tells the shopper on the landing page, and in the cart, that the code is applied and until when", async () => {
    const creator = await approvedCreator("Told");
    const productNotes = async (cookie: string) =>
      (await callRoute<{ notesHtml: string | null }>(productLoader as never, makeRequest("/product", { cookie }))).data
        .notesHtml;
    expect(await productNotes("")).toBeNull();
    const { res, cookie } = await follow("/r/TOLD");
    expect(res.location).toBe("/product");
    const day = new Date(now().getTime() + 30 * DAY).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(await productNotes(cookie)).toContain(
      `Creator code TOLD applied: 10% off your first order at checkout, until ${day}.`,
    );
    const cart = await callRoute<{ code: { note: string } }>(
      cartLoader as never,
      makeRequest("/cart", { cookie: await addToCartOf(cookie) }),
    );
    expect(cart.data.code.note).toBe(
      `Code TOLD: 10% off your first order, applied until ${day}; checked when you place it.`,
    );
    // None once the creator is paused.
    await updateCreator(
      await getDb(),
      creator.id,
      { code: "TOLD", commissionBps: 1500, discountBps: 1000, active: false },
      "admin",
    );
    expect(await productNotes(cookie)).toBeNull();
  });

  it("the last link followed wins", async () => {
    await approvedCreator("FirstLast");
    await approvedCreator("SecondLast");
    let { cookie } = await follow("/r/FIRSTLAST");
    ({ cookie } = await follow("/r/SECONDLAST", cookie));
    cookie = await addToCartOf(cookie);
    const { commission } = await checkout(cookie, "lastwins@shop.test");
    expect(commission!.code).toBe("SECONDLAST");
  });
});

describe("a discounted first order", () => {
  it("by the link: the cart, checkout and order show 10% off; the commission is 15% of the total before shipping", async () => {
    const creator = await approvedCreator("Disco");
    let { cookie } = await follow("/r/DISCO");
    cookie = await addToCartOf(cookie, "one_time", 1);
    const cart = await callRoute<{ code: { terms: unknown; label: string } }>(
      cartLoader as never,
      makeRequest("/cart", { cookie }),
    );
    expect(cart.data.code).toMatchObject({
      terms: { kind: "percent", value: 1000 },
      label: "Creator discount (DISCO)",
    });
    const { order, commission, shownTotal } = await checkout(cookie, "first@shop.test");
    // $49 one-time, $4.90 off, $8.99 shipping (the rule reads the subtotal before the discount).
    expect(shownTotal).toBe(4900 - 490 + 899);
    expect(order).toMatchObject({ subtotalCents: 4900, shippingCents: 899, totalCents: 5309 });
    expect(commission).toMatchObject({
      creatorId: creator.id,
      source: "link",
      discountCents: 490,
      baseCents: 4410,
      rateBps: 1500,
      amountCents: 661,
      status: "pending",
    });
  });

  it("a typed code wins over the link; a later order of the same shopper is attributed without a discount", async () => {
    await approvedCreator("Cookie");
    const typed = await approvedCreator("Typed");
    let { cookie } = await follow("/r/COOKIE");
    cookie = await addToCartOf(cookie, "subscribe", 2);
    const first = await checkout(cookie, "repeat@shop.test", " typed ");
    expect(first.commission).toMatchObject({
      creatorId: typed.id,
      source: "code",
      discountCents: 780,
      baseCents: 7020,
    });
    expect(first.order!.totalCents).toBe(7020);
    await transitionOrder(await getDb(), first.order!.id, "paid", { actor: "test" });

    cookie = await addToCartOf(cookie, "subscribe", 1);
    const second = await checkout(cookie, "repeat@shop.test", "TYPED");
    expect(second.commission).toMatchObject({ discountCents: 0, baseCents: 3900, amountCents: 585 });
    expect(second.order!.totalCents).toBe(3900);
  });

  it("Stripe's line items carry the discount and add up to the order's total", async () => {
    await approvedCreator("Stripy");
    let { cookie } = await follow("/r/STRIPY");
    cookie = await addToCartOf(cookie, "subscribe", 1);
    cookie = await addToCartOf(cookie, "one_time", 3);
    const { order } = await checkout(cookie, "stripe@shop.test");
    expect(order!.totalCents).toBe(3900 + 14700 - 1860);
    expect(await stripeLineItemsSum(order!)).toBe(order!.totalCents);
  });
});

describe("refused codes keep the cart", () => {
  it.each([
    ["an unknown code", "NOSUCH", referralMessages.unknownCode],
    ["a paused code", "PAUSED", referralMessages.unknownCode],
    ["the creator's own code (same email)", "OWNER", referralMessages.ownCode],
    ["a code too long", "X".repeat(21), referralMessages.codeTooLong],
  ])("%s", async (_name, code, message) => {
    const paused = await approvedCreator(`Paused${++n}`);
    const db = await getDb();
    await updateCreator(db, paused.id, { code: "PAUSED", commissionBps: 1500, discountBps: 1000, active: false }, "a");
    await approvedCreator(`Owner${n}`, `owner${n}@creators.test`);
    const [owner] = await db
      .select()
      .from(creators)
      .where(eq(creators.email, `owner${n}@creators.test`));
    await updateCreator(db, owner!.id, { code: "OWNER", commissionBps: 1500, discountBps: 1000, active: true }, "a");

    const cookie = await addToCartOf("");
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const { res, order } = await checkout(cookie, `owner${n}@creators.test`, code);
    expect(res.status).toBe(400);
    expect(order).toBeUndefined();
    expect(JSON.stringify(res.data)).toContain(message);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
    const cartId = /nava_cart=([^;]+)/.exec(cookie)![1]!;
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(1);
    // Free the codes for the next case.
    await db
      .update(creators)
      .set({ code: sql`'Z' || ${creators.id}` })
      .where(eq(creators.code, "PAUSED"));
    await db
      .update(creators)
      .set({ code: sql`'Y' || ${creators.id}` })
      .where(eq(creators.code, "OWNER"));
  });

  it("the creator's own link on their own order (same wallet) is not attributed", async () => {
    const creator = await approvedCreator("Selfie");
    let { cookie } = await follow("/r/SELFIE");
    cookie = await addToCartOf(cookie);
    const { order, commission } = await checkout(cookie, "selfie@creators.test");
    expect(order!.totalCents).toBe(4900 + 899);
    expect(commission).toBeUndefined();
    expect(creator.email).toBe("selfie@creators.test");
  });
});

describe("the commission follows the order", () => {
  async function attributedOrder(handle: string, email: string, purchaseType = "one_time", quantity = 4) {
    const creator = await approvedCreator(handle);
    let { cookie } = await follow(`/r/${creator.code}`);
    cookie = await addToCartOf(cookie, purchaseType, quantity);
    const placed = await checkout(cookie, email);
    return { creator, order: placed.order!, commission: placed.commission! };
  }
  const commissionOf = async (orderId: string) =>
    (await (await getDb()).select().from(creatorCommissions).where(eq(creatorCommissions.orderId, orderId)))[0]!;

  it("pending when placed, approved only after the refund window from payment, paid in a payout once, with the CSV", async () => {
    const db = await getDb();
    const { creator, order, commission } = await attributedOrder("Payday", "payday@shop.test");
    expect(commission.amountCents).toBe(2646); // 15% of $176.40
    await transitionOrder(db, order.id, "paid", { actor: "test" });
    expect((await commissionOf(order.id)).paidAt).not.toBeNull();
    advanceClock(29 * DAY);
    await approveDueCommissions(db);
    expect((await commissionOf(order.id)).status).toBe("pending");
    advanceClock(2 * DAY);
    await approveDueCommissions(db);
    expect((await commissionOf(order.id)).status).toBe("approved");

    const made = await runPayouts(db, { period: "2026-12", actor: "admin" });
    expect(made.filter((p) => p.creatorId === creator.id)).toHaveLength(1);
    expect(await runPayouts(db, { period: "2026-12", actor: "admin" })).toHaveLength(0);
    const [payout] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id));
    expect(payout).toMatchObject({ amountCents: 2646, status: "due" });
    expect(await commissionOf(order.id)).toMatchObject({ status: "paid", payoutId: payout!.id });

    expect(await markPayoutPaid(db, { payoutId: payout!.id, reference: "PAYPAL-123", actor: "admin" })).toBe("ok");
    expect(await markPayoutPaid(db, { payoutId: payout!.id, reference: "again", actor: "admin" })).toBe("already_paid");
    const csv = await payoutsCsv(db);
    expect(csv).toContain('"26.46"');
    expect(csv).toContain('"PAYPAL-123"');
  });

  it("the monthly job makes the month's payouts on the 1st only, once", async () => {
    const db = await getDb();
    const { creator, order } = await attributedOrder("Monthly", "monthly@shop.test");
    await transitionOrder(db, order.id, "paid", { actor: "test" });
    advanceClock(31 * DAY);
    await approveDueCommissions(db);
    const toDayOfNextMonth = (day: number) => {
      const at = now();
      advanceClock(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, day, 12) - at.getTime());
    };
    const run = () => monthlyPayoutsJob.handler({ db, payload: {}, job: {} as never });
    const mine = () => db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id));
    toDayOfNextMonth(2);
    await run();
    expect(await mine()).toHaveLength(0);
    toDayOfNextMonth(1);
    await run();
    await run();
    expect(await mine()).toEqual([
      expect.objectContaining({ period: monthPeriod(now()), createdBy: "system:scheduler" }),
    ]);
  });

  it("under the payout minimum, approved commission waits", async () => {
    const db = await getDb();
    const { creator, order } = await attributedOrder("Small", "small@shop.test", "one_time", 1);
    await transitionOrder(db, order.id, "paid", { actor: "test" });
    advanceClock(31 * DAY);
    await approveDueCommissions(db);
    await runPayouts(db, { period: "2027-01", actor: "admin" });
    expect(await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id))).toHaveLength(0);
    expect((await commissionOf(order.id)).status).toBe("approved");
  });

  it("a cancel before payment voids it; a refund after the payout is owed back from the next payout", async () => {
    const db = await getDb();
    const cancelled = await attributedOrder("Voidy", "voidy@shop.test");
    await transitionOrder(db, cancelled.order.id, "cancelled", { actor: "test" });
    expect((await commissionOf(cancelled.order.id)).status).toBe("void");

    const { creator, order } = await attributedOrder("Clawback", "claw@shop.test");
    await transitionOrder(db, order.id, "paid", { actor: "test" });
    advanceClock(31 * DAY);
    await approveDueCommissions(db);
    await runPayouts(db, { period: "2027-02", actor: "admin" });
    await transitionOrder(db, order.id, "refunded", { actor: "test" });
    expect((await commissionOf(order.id)).status).toBe("owed_back");

    // Two more orders: the next payout is their commission less the one owed back.
    let { cookie } = await follow(`/r/${creator.code}`);
    cookie = await addToCartOf(cookie, "one_time", 10);
    const next = (await checkout(cookie, "claw2@shop.test")).order!;
    await transitionOrder(db, next.id, "paid", { actor: "test" });
    advanceClock(31 * DAY);
    await approveDueCommissions(db);
    await runPayouts(db, { period: "2027-03", actor: "admin" });
    const payouts = await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id));
    const march = payouts.find((p) => p.period === "2027-03")!;
    expect(march.amountCents).toBe(
      (await commissionOf(next.id)).amountCents - (await commissionOf(order.id)).amountCents,
    );
    expect((await commissionOf(order.id)).status).toBe("recovered");
  });

  it("renewals of an attributed subscription earn for 12 months, not after", async () => {
    const db = await getDb();
    const { order } = await attributedOrder("Renew", "renew@shop.test", "subscribe", 1);
    await transitionOrder(db, order.id, "paid", { actor: "test" });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, order.id));
    advanceClock(28 * DAY);
    const renewal = await placeRenewal(db, sub!.id);
    expect(renewal.placed).toBe(true);
    const renewalId = (renewal as { order: { id: string } }).order.id;
    await transitionOrder(db, renewalId, "paid", { actor: "test" });
    expect(await commissionOf(renewalId)).toMatchObject({
      source: "renewal",
      baseCents: 3900,
      amountCents: 585,
      status: "pending",
    });

    await db.update(subscriptions).set({ nextRenewalOn: "2000-01-01" }).where(eq(subscriptions.id, sub!.id));
    advanceClock(365 * DAY);
    const late = await placeRenewal(db, sub!.id);
    const lateId = (late as { order: { id: string } }).order.id;
    await transitionOrder(db, lateId, "paid", { actor: "test" });
    expect(await db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, lateId))).toHaveLength(0);
  });
});
