// The creator's dashboard (/creator) and the operator's creators page (/admin/creators): who gets
// in, what each sees, and every bad input answered with a message and nothing changed.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { consoleCopy } from "~/content/admin";
import { adminCreatorsPage, creatorPage } from "~/content/creator-program";
import { getDb } from "~/db/client.server";
import { advanceClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import {
  auditLog,
  creatorApplications,
  creatorCommissions,
  creatorPayouts,
  creators,
  discountCodes,
  emailOutbox,
} from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin-creators";
import { loader as csvLoader } from "~/routes/admin-creator-payouts-export";
import { action as creatorAction, loader as creatorLoader } from "~/routes/creator";
import { loader as linkLoader } from "~/routes/creator-link";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { resetEnvCache } from "~/utils/env.server";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { cookiesFrom, makeRequest } from "../../tests/setup/requests";
import { reviewApplication } from "./applications.server";
import { approveDueCommissions } from "~/flows/creator-commissions.server";

const ADMIN = "AdminWa11et1111111111111111111111111111111";
const WALLET_A = "7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5";
const WALLET_B = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const BROWSER = { "user-agent": "Mozilla/5.0 Chrome/131.0 Safari/537.36" };

async function makeCreator(handle: string, wallet: string | null) {
  const db = await getDb();
  const [app] = await db
    .insert(creatorApplications)
    .values({
      name: `${handle} Creator`,
      email: `${handle.toLowerCase()}@creators.test`,
      platform: "tiktok",
      handle,
      followers: 2000,
      links: [],
      why: "-",
      solanaAddress: wallet,
      consent: true,
    })
    .returning();
  await reviewApplication(db, app!.id, "approved", { actor: ADMIN, note: null });
  return (await db.select().from(creators).where(eq(creators.applicationId, app!.id)))[0]!;
}

const walletCookie = async (wallet: string) => (await createWalletSession(makeRequest("/"), wallet)).split(";")[0]!;

type Page = { creator: { code: string } | null; dashboard: Record<string, unknown> | null; walletNotCreator: boolean };
const openDashboard = (cookie: string, path = "/creator") =>
  callRoute<Page>(creatorLoader as never, makeRequest(path, { cookie }));

let alpha: typeof creators.$inferSelect;
let beta: typeof creators.$inferSelect;
beforeAll(async () => {
  process.env.ADMIN_WALLETS = ADMIN;
  resetEnvCache();
  alpha = await makeCreator("Alpha", WALLET_A);
  beta = await makeCreator("Beta", WALLET_B);
  // A shopper buys through Alpha's link.
  const link = await callRoute(linkLoader as never, makeRequest("/r/ALPHA", { headers: BROWSER }), { code: "ALPHA" });
  const cookie = await addToCart(cookiesFrom(link.headers), "one_time", 1);
  const form = await callRoute<{ idempotencyKey: string }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  await callRoute(
    checkoutAction as never,
    makeRequest("/checkout", {
      cookie,
      form: {
        email: "secret.shopper@private.test",
        name: "Secret Shopper",
        line1: "42 Hidden Lane",
        line2: "",
        city: "Austin",
        state: "TX",
        zip: "78701",
        code: "",
        idempotencyKey: form.data.idempotencyKey,
      },
    }),
  );
});

describe("/creator", () => {
  it("the registered wallet sees its own link, code, click, order and pending commission, and no shopper's details", async () => {
    const res = await openDashboard(await walletCookie(WALLET_A));
    expect(res.status).toBe(200);
    expect(res.data.creator).toMatchObject({ code: "ALPHA", link: "http://localhost:3000/r/ALPHA" });
    expect(res.data.dashboard).toMatchObject({ clicks: 1, orders: 1, pendingCents: 661, conversion: 1 });
    const json = JSON.stringify(res.data);
    for (const secret of ["secret.shopper", "Secret Shopper", "Hidden Lane", "78701"])
      expect(json).not.toContain(secret);
  });

  it("a creator sees only their own figures", async () => {
    const res = await openDashboard(await walletCookie(WALLET_B));
    expect(res.data.creator).toMatchObject({ code: "BETA" });
    expect(res.data.dashboard).toMatchObject({ clicks: 0, orders: 0, pendingCents: 0 });
  });

  it("anyone else gets the sign-in, and a wallet that is no creator's is told so", async () => {
    expect((await openDashboard("")).data).toMatchObject({ creator: null, dashboard: null, walletNotCreator: false });
    const other = await openDashboard(await walletCookie("Other1111111111111111111111111111111111111"));
    expect(other.data).toMatchObject({ creator: null, dashboard: null, walletNotCreator: true });
  });

  it("on a phone offers the emailed link first (a wallet there jumps into Phantom's app)", async () => {
    const open = async (headers: Record<string, string>) =>
      (await callRoute<{ emailFirst: boolean }>(creatorLoader as never, makeRequest("/creator", { headers }))).data
        .emailFirst;
    const IPHONE =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(await open({ "user-agent": IPHONE })).toBe(true);
    expect(await open({ ...BROWSER, "sec-ch-ua-mobile": "?1" })).toBe(true);
    expect(await open(BROWSER)).toBe(false);
    expect(await open({ ...BROWSER, "sec-ch-ua-mobile": "?0" })).toBe(false);
  });

  it("an emailed link opens the dashboard once, then is refused; an unknown email gets the same answer", async () => {
    const db = await getDb();
    const ask = (email: string) =>
      callRoute<{ ok: boolean; message?: string; error?: string }>(
        creatorAction as never,
        makeRequest("/creator", { form: { intent: "send-link", email } }),
      );
    const unknown = await ask("nobody@creators.test");
    const known = await ask("BETA@creators.test");
    expect(unknown.data).toEqual(known.data);
    expect(known.data).toEqual({ ok: true, message: creatorPage.emailSent });
    await runDueJobs(db);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "creator.sign-in-link"))
      .orderBy(desc(emailOutbox.id));
    expect(mail!.to).toBe("beta@creators.test");
    const path = new URL(/http\S+/.exec(mail!.text)![0]).pathname + new URL(/http\S+/.exec(mail!.text)![0]).search;

    const opened = await openDashboard("", path);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/creator");
    const session = cookiesFrom(opened.headers);
    expect((await openDashboard(session)).data.creator).toMatchObject({ code: "BETA" });

    const again = await openDashboard("", path);
    expect(again.location).toBe("/creator?expired=1");
    expect(again.headers.get("set-cookie")).toBeNull();

    // Signing out ends the emailed session.
    const out = await callRoute(
      creatorAction as never,
      makeRequest("/creator", { cookie: session, form: { intent: "sign-out" } }),
    );
    expect(out.status).toBe(302);
    expect((await openDashboard(session)).data.creator).toBeNull();
  });

  it("an address gets at most three sign-in links an hour, with the same answer past that", async () => {
    const db = await getDb();
    const ask = () =>
      callRoute<{ ok: boolean; message?: string }>(
        creatorAction as never,
        makeRequest("/creator", { form: { intent: "send-link", email: "alpha@creators.test" } }),
      );
    for (let i = 0; i < 5; i++) expect((await ask()).data).toEqual({ ok: true, message: creatorPage.emailSent });
    await runDueJobs(db);
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "alpha@creators.test"));
    expect(sent.filter((m) => m.kind === "creator.sign-in-link")).toHaveLength(3);
  });

  it("bad input on the sign-in form gets a message", async () => {
    const forms: Record<string, string>[] = [
      { intent: "send-link", email: "not-an-email" },
      { intent: "send-link" },
      { intent: "nope" },
      {},
    ];
    for (const form of forms) {
      const res = await callRoute<{ ok: boolean; error: string }>(
        creatorAction as never,
        makeRequest("/creator", { form }),
      );
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ ok: false, error: creatorPage.emailInvalid });
    }
  });
});

describe("/admin/creators", () => {
  const post = async (form: Record<string, string>, cookie?: string) =>
    callRoute<{ ok: boolean; message: string }>(
      adminAction as never,
      makeRequest("/admin/creators", { form, cookie: cookie ?? (await walletCookie(ADMIN)) }),
    );
  const save = (over: Record<string, string>) =>
    post({
      intent: "save",
      id: String(beta.id),
      code: "BETA",
      commission: "15",
      discount: "10",
      active: "on",
      ...over,
    });

  it("is not there for anyone but the operator", async () => {
    expect((await callRoute(adminLoader as never, makeRequest("/admin/creators"))).status).toBe(404);
    expect((await post({ intent: "run-payouts" }, await walletCookie(WALLET_A))).status).toBe(404);
    expect((await callRoute(csvLoader as never, makeRequest("/admin/creators/payouts.csv"))).status).toBe(404);
  });

  it("lists creators with clicks, orders and revenue", async () => {
    const res = await callRoute<{
      creators: {
        creator: { code: string };
        clicks: number;
        orders: number;
        revenueCents: number;
        owedCents: number;
      }[];
    }>(adminLoader as never, makeRequest("/admin/creators", { cookie: await walletCookie(ADMIN) }));
    expect(res.data.creators.find((c) => c.creator.code === "ALPHA")).toMatchObject({
      clicks: 1,
      orders: 1,
      revenueCents: 4410,
    });
  });

  it("counts as owed only commission on paid orders", async () => {
    const db = await getDb();
    const owed = async () => {
      const res = await callRoute<{ creators: { creator: { code: string }; owedCents: number }[] }>(
        adminLoader as never,
        makeRequest("/admin/creators", { cookie: await walletCookie(ADMIN) }),
      );
      return res.data.creators.find((c) => c.creator.code === "ALPHA")!.owedCents;
    };
    // Alpha's order was placed and not paid: its commission may never be earned.
    const [commission] = await db.select().from(creatorCommissions).where(eq(creatorCommissions.creatorId, alpha.id));
    expect(commission).toMatchObject({ status: "pending", paidAt: null, amountCents: 661 });
    expect(await owed()).toBe(0);
    // Paid through the store: it is owed (waiting out the refund window). A larger commission (as
    // if more sales) lifts it over the payout minimum for the payouts below.
    await db.update(creators).set({ commissionBps: 2500 }).where(eq(creators.id, alpha.id));
    await db.update(creatorCommissions).set({ amountCents: 3000 }).where(eq(creatorCommissions.id, commission!.id));
    await transitionOrder(db, commission!.orderId, "paid", { actor: "test" });
    expect(await owed()).toBe(3000);
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const db = await getDb();
    const before = (await db.select().from(creators).where(eq(creators.id, beta.id)))[0];
    await db.insert(discountCodes).values({ code: "SPRING", kind: "percent", value: 1000, createdBy: "test" });
    const cases: [Record<string, string>, string, number][] = [
      [{ code: "a" }, adminCreatorsPage.errors.code, 400],
      // A store discount code: checkout would read it before the creator's.
      [{ code: "spring" }, adminCreatorsPage.errors.codeTaken, 409],
      [{ code: "BAD CODE!" }, adminCreatorsPage.errors.code, 400],
      [{ code: "ALPHA" }, adminCreatorsPage.errors.codeTaken, 409],
      [{ commission: "26" }, adminCreatorsPage.errors.commission, 400],
      [{ commission: "" }, adminCreatorsPage.errors.commission, 400],
      [{ commission: "-1" }, adminCreatorsPage.errors.commission, 400],
      [{ discount: "51" }, adminCreatorsPage.errors.discount, 400],
      [{ discount: "abc" }, adminCreatorsPage.errors.discount, 400],
      [{ id: "999999" }, adminCreatorsPage.errors.notFound, 404],
      [{ id: "x" }, adminCreatorsPage.errors.notFound, 400],
    ];
    for (const [over, message, status] of cases) {
      const res = await save(over);
      expect([res.status, res.data.message], JSON.stringify(over)).toEqual([status, message]);
    }
    expect((await post({ intent: "bogus" })).data.message).toBe(adminCreatorsPage.errors.badAction);
    expect((await post({ intent: "mark-paid", id: "1", reference: " ", confirm: "yes" })).data.message).toBe(
      adminCreatorsPage.errors.reference,
    );
    expect((await post({ intent: "mark-paid", id: "424242", reference: "x", confirm: "yes" })).status).toBe(404);
    expect((await db.select().from(creators).where(eq(creators.id, beta.id)))[0]).toEqual(before);
  });

  it("changes a code (any case), rate and discount, pauses a creator, and audits each change", async () => {
    const db = await getDb();
    const res = await save({ code: "betaNew", commission: "20.5", discount: "12", active: "" });
    expect(res.data).toEqual({ ok: true, message: adminCreatorsPage.done.saved });
    const [after] = await db.select().from(creators).where(eq(creators.id, beta.id));
    expect(after).toMatchObject({ code: "BETANEW", commissionBps: 2050, discountBps: 1200, active: false });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "creator.updated"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actor: ADMIN, target: `creator:${beta.id}` });
    expect(audit!.detail).toMatchObject({ code: { from: "BETA", to: "BETANEW" }, active: { from: true, to: false } });
  });

  it("makes payouts on the operator's button, records one paid outside with its reference, and exports the CSV", async () => {
    const db = await getDb();
    // Alpha's order (paid above) passes its refund window.
    advanceClock(31 * 86_400_000);
    await approveDueCommissions(db);

    // Without the operator's tick nothing is made or recorded.
    const unticked = await post({ intent: "run-payouts" });
    expect([unticked.status, unticked.data]).toEqual([400, { ok: false, message: consoleCopy.confirmNeeded }]);
    expect(await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, alpha.id))).toEqual([]);

    const run = await post({ intent: "run-payouts", confirm: "yes" });
    expect(run.data).toEqual({ ok: true, message: adminCreatorsPage.done.payouts(1) });
    const [payout] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, alpha.id));
    expect(payout).toMatchObject({ amountCents: 3000, status: "due", method: "outside" });

    const markPaid = { intent: "mark-paid", id: String(payout!.id), reference: "WIRE-2026-12" };
    expect((await post(markPaid)).data).toEqual({ ok: false, message: consoleCopy.confirmNeeded });
    expect((await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payout!.id)))[0]!.status).toBe("due");
    const paid = await post({ ...markPaid, confirm: "yes" });
    expect(paid.data).toEqual({ ok: true, message: adminCreatorsPage.done.paid });
    expect((await post({ ...markPaid, reference: "again", confirm: "yes" })).status).toBe(409);

    const dashboard = await openDashboard(await walletCookie(WALLET_A));
    expect(dashboard.data.dashboard).toMatchObject({ paidCents: 3000, pendingCents: 0 });

    const csv = await callRoute(
      csvLoader as never,
      makeRequest("/admin/creators/payouts.csv", { cookie: await walletCookie(ADMIN) }),
    );
    expect(csv.status).toBe(200);
  });
});
