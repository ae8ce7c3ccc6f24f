// The cancel flow as a browser without JavaScript uses it (the production build's handler, plain
// GETs and form posts): why, the offers that fit, each save doing what it says, the discount on the
// next renewal exactly once, bad input refused with nothing changed, and the console's record.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders, subscriptionCancelAnswers, subscriptions } from "~/db/schema";
import type { loadApp } from "../../tests/fuzz/app";
import { openConsoleAs } from "../../tests/setup/console";
import { makeRequest } from "../../tests/setup/requests";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import { setSaveSettings } from "./cancel-flow.server";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { advanceClock, resetClock } from "~/jobs/clock.server";

const ADMIN = "AdminWa11et1111111111111111111111111111111";
let app: Awaited<ReturnType<typeof loadApp>>;
let consoleAs: Awaited<ReturnType<typeof openConsoleAs>>;
let n = 0;
const nextId = () => `00000000-0000-4000-9100-${String(++n).padStart(12, "0")}`;

beforeAll(async () => {
  // The built app reads its settings once: the admin wallet is set before it loads.
  consoleAs = await openConsoleAs(ADMIN);
  app = consoleAs.app;
});

async function subscribe() {
  const sub = await startTestSubscription(await getDb(), { id: nextId() });
  const at = (query = "") => `/subscriptions/${sub.id}?token=${sub.manageToken}${query}`;
  return { sub, at };
}

async function stateOf(id: string) {
  const db = await getDb();
  const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const answers = await db
    .select()
    .from(subscriptionCancelAnswers)
    .where(eq(subscriptionCancelAnswers.subscriptionId, id));
  return { ...s!, answers };
}

describe("the cancel flow", () => {
  it("asks why, offers what fits the reason, and keeps the final cancel on every screen", async () => {
    await setSaveSettings(await getDb(), { discountOn: false, discountPercent: 20 }, "test");
    const { at } = await subscribe();
    const main = await (await app(makeRequest(at()))).text();
    expect(main).toContain("Cancel subscription…");
    expect(main).toContain("cancel=why");

    const why = await (await app(makeRequest(at("&cancel=why")))).text();
    expect(why).toContain("Before you go: why are you cancelling?");
    for (const reason of ["I have too much coffee", "It is too expensive", "I didn&#x27;t like it", "Something else"]) {
      expect(why).toContain(reason);
    }
    expect(why).toContain("Skip this question");
    expect(why).toContain("Still want to cancel?");

    const tooMuch = await (await app(makeRequest(at("&cancel=offers&why=too_much")))).text();
    expect(tooMuch).toContain("Get it less often");
    expect(tooMuch).toContain("Skip just the next delivery");
    expect(tooMuch).toContain("Still want to cancel?");
    expect(tooMuch).not.toContain("off your next delivery");

    // The discount is offered only while the operator has it on.
    const expensiveOff = await (await app(makeRequest(at("&cancel=offers&why=too_expensive")))).text();
    expect(expensiveOff).not.toContain("off your next delivery");
    await setSaveSettings(await getDb(), { discountOn: true, discountPercent: 25 }, "test");
    const expensiveOn = await (await app(makeRequest(at("&cancel=offers&why=too_expensive")))).text();
    expect(expensiveOn).toContain("25% off your next delivery");
    expect(expensiveOn).toContain("Still want to cancel?");
  });

  it("cancels with the reason and the note, recorded for the console", async () => {
    const { sub, at } = await subscribe();
    const response = await app(
      makeRequest(at("&cancel=offers&why=other"), { form: { intent: "cancel", why: "other", note: "Moving abroad" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Cancelled. No further deliveries");
    const state = await stateOf(sub.id);
    expect(state.status).toBe("cancelled");
    expect(state.cancelReason).toBe("Something else: Moving abroad");
    expect(state.answers.map((a) => [a.reason, a.note, a.outcome])).toEqual([["other", "Moving abroad", "cancelled"]]);
  });

  it("each save does what it says: skip, pause, frequency", async () => {
    const skip = await subscribe();
    await app(
      makeRequest(skip.at("&cancel=offers&why=too_much"), { form: { intent: "skip", why: "too_much", note: "" } }),
    );
    const skipped = await stateOf(skip.sub.id);
    expect(skipped.status).toBe("active");
    expect(skipped.nextRenewalOn > skip.sub.nextRenewalOn).toBe(true);
    expect(skipped.answers.map((a) => a.outcome)).toEqual(["skip"]);

    const pause = await subscribe();
    await app(makeRequest(pause.at("&cancel=offers"), { form: { intent: "pause", periods: "2", why: "", note: "" } }));
    const paused = await stateOf(pause.sub.id);
    expect(paused.status).toBe("paused");
    expect(paused.answers.map((a) => [a.reason, a.outcome])).toEqual([[null, "pause"]]);

    const often = await subscribe();
    await app(
      makeRequest(often.at("&cancel=offers&why=too_much"), {
        form: { intent: "frequency", frequencyWeeks: "8", why: "too_much", note: "" },
      }),
    );
    const less = await stateOf(often.sub.id);
    expect(less.frequencyWeeks).toBe(8);
    expect(less.status).toBe("active");
  });

  it("the discount comes off the next renewal exactly once, and shows on the page until then", async () => {
    const db = await getDb();
    await setSaveSettings(db, { discountOn: true, discountPercent: 25 }, "test");
    const { sub, at } = await subscribe();
    const taken = await app(
      makeRequest(at("&cancel=offers&why=too_expensive"), {
        form: { intent: "save-discount", why: "too_expensive", note: "" },
      }),
    );
    expect(await taken.text()).toContain("Thank you for staying. Your next renewal is 25% off.");
    expect(await (await app(makeRequest(at()))).text()).toContain("25% off your next renewal");
    // Taking it twice is refused: one discount waits at a time.
    const again = await app(
      makeRequest(at("&cancel=offers&why=too_expensive"), { form: { intent: "save-discount", why: "too_expensive" } }),
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("You already have a discount waiting");

    const first = await placeRenewal(db, sub.id, { shipNow: true });
    const second = await placeRenewal(db, sub.id, { shipNow: true });
    if (!first.placed || !second.placed) throw new Error("renewals were not placed");
    const totals = await Promise.all(
      [first.order.id, second.order.id].map(async (id) => {
        const [o] = await db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, id));
        return o!.total;
      }),
    );
    // $39.00 a bag: 25% off is $29.25, once; the next renewal is full price again.
    expect(totals).toEqual([2925, 3900]);
    expect(await (await app(makeRequest(at()))).text()).not.toContain("25% off your next renewal");
    expect((await stateOf(sub.id)).answers.map((a) => a.outcome)).toEqual(["discount"]);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const db = await getDb();
    const { sub, at } = await subscribe();
    const bad: { form: Record<string, string>; message: string }[] = [
      {
        form: { intent: "cancel", why: "bored", note: "" },
        message: "Choose one of the reasons, or skip the question.",
      },
      { form: { intent: "cancel", why: "other", note: "x".repeat(501) }, message: "Keep it under 500 characters." },
      { form: { intent: "pause", periods: "9", why: "", note: "" }, message: "Choose how long to pause." },
      {
        form: { intent: "frequency", frequencyWeeks: "3", why: "too_much", note: "" },
        message: "Choose every 2, 4, 6 or 8 weeks.",
      },
    ];
    for (const { form, message } of bad) {
      const response = await app(makeRequest(at("&cancel=offers"), { form }));
      expect(response.status, JSON.stringify(form)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    // The discount while the operator has it off: refused, nothing waits.
    await setSaveSettings(db, { discountOn: false, discountPercent: 25 }, "test");
    const off = await app(makeRequest(at("&cancel=offers"), { form: { intent: "save-discount", why: "", note: "" } }));
    expect(off.status).toBe(409);
    expect(await off.text()).toContain("That offer is not available any more.");
    // A reason in the address that is not ours is treated as no answer.
    expect((await app(makeRequest(at("&cancel=offers&why=%3Cscript%3E")))).status).toBe(200);

    const state = await stateOf(sub.id);
    expect(state.status).toBe("active");
    expect(state.frequencyWeeks).toBe(sub.frequencyWeeks);
    expect(state.answers).toEqual([]);
  });

  it("the save is taken once per subscription: not again after its renewal used it", async () => {
    const db = await getDb();
    await setSaveSettings(db, { discountOn: true, discountPercent: 20, discountEveryMonths: null }, "test");
    const { sub, at } = await subscribe();
    const take = () =>
      app(
        makeRequest(at("&cancel=offers&why=too_expensive"), {
          form: { intent: "save-discount", why: "too_expensive", note: "" },
        }),
      );
    const totalOf = async (id: string) =>
      (await db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, id)))[0]!.total;

    expect((await take()).status).toBe(200);
    const first = await placeRenewal(db, sub.id, { shipNow: true });
    if (!first.placed) throw new Error("renewal 1 was not placed");
    // The offer is no longer shown, and a post of it (an old page) is refused with the reason.
    expect(await (await app(makeRequest(at("&cancel=offers&why=too_expensive")))).text()).not.toContain(
      "off your next delivery",
    );
    const again = await take();
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("You have had this offer already: it is once per subscription.");
    const second = await placeRenewal(db, sub.id, { shipNow: true });
    if (!second.placed) throw new Error("renewal 2 was not placed");
    expect(await take()).toHaveProperty("status", 409);

    // $39.00 a bag: $31.20 once, then $39.00; one take in the console's record.
    expect([await totalOf(first.order.id), await totalOf(second.order.id)]).toEqual([3120, 3900]);
    expect((await stateOf(sub.id)).answers.map((a) => a.outcome)).toEqual(["discount"]);
  });

  it("with a period set by the operator, once in that period, counted from the last take", async () => {
    const db = await getDb();
    await setSaveSettings(db, { discountOn: true, discountPercent: 20, discountEveryMonths: 3 }, "test");
    const { sub, at } = await subscribe();
    const take = () => app(makeRequest(at("&cancel=offers"), { form: { intent: "save-discount", why: "", note: "" } }));
    try {
      expect((await take()).status).toBe(200);
      await placeRenewal(db, sub.id, { shipNow: true });
      advanceClock(60 * 86_400_000);
      const early = await take();
      expect(early.status).toBe(409);
      expect(await early.text()).toContain("It can be taken again from");
      advanceClock(35 * 86_400_000);
      expect((await take()).status).toBe(200);
      expect((await stateOf(sub.id)).answers.map((a) => a.outcome)).toEqual(["discount", "discount"]);
    } finally {
      resetClock();
      await setSaveSettings(db, { discountOn: true, discountPercent: 20, discountEveryMonths: null }, "test");
    }
  });

  it("the console sets the discount (bad percent refused) and lists reasons and saves", async () => {
    const { app: consoleApp, cookie, page } = consoleAs;
    const html = await page("/admin/cancellations");
    expect(html).toContain("Reasons and saves, latest first");
    expect(html).toContain("Something else");
    expect(html).toContain("Moving abroad");
    expect(html).toContain("Saved: took the discount");

    for (const percent of ["0", "91", "abc", ""]) {
      const refused = await consoleApp(
        makeRequest("/admin/cancellations", { cookie, form: { discountOn: "on", discountPercent: percent } }),
      );
      expect(refused.status, percent).toBe(400);
      expect(await refused.text()).toContain("Enter a whole percentage from 1 to 90.");
    }
    const saved = await consoleApp(
      makeRequest("/admin/cancellations", { cookie, form: { discountOn: "on", discountPercent: "15" } }),
    );
    expect(await saved.text()).toContain("Saved: 15% off is offered, once per subscription.");
    expect(await page("/admin/cancellations")).toMatch(/name="discountPercent"[^>]*value="15"/);

    for (const months of ["0", "37", "1.5", "x"]) {
      const refused = await consoleApp(
        makeRequest("/admin/cancellations", {
          cookie,
          form: { discountOn: "on", discountPercent: "15", discountEveryMonths: months },
        }),
      );
      expect(refused.status, months).toBe(400);
      expect(await refused.text()).toContain("whole months from 1 to 36");
    }
    const every = await consoleApp(
      makeRequest("/admin/cancellations", {
        cookie,
        form: { discountOn: "on", discountPercent: "15", discountEveryMonths: "6" },
      }),
    );
    expect(await every.text()).toContain("Saved: 15% off is offered, once every 6 months.");
    expect(await page("/admin/cancellations")).toMatch(/name="discountEveryMonths"[^>]*value="6"/);
  });
});
