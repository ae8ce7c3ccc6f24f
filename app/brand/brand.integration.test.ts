// The brand's figures on the shared pages: counted by the store (customers with a paid order,
// payouts to creators, reviews) or the operator's dated statement, never a fixed figure; the
// console's statements page: operator only, bad input refused with nothing saved, every change
// audited and the kept pages drawn again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { adminStatementsCopy } from "~/content/brand";
import { reviewApplication } from "~/creators/applications.server";
import { getDb } from "~/db/client.server";
import { auditLog, brandStatements, creatorApplications, creatorPayouts, creators } from "~/db/schema";
import { loader as aboutLoader } from "~/routes/about";
import { action as statementsAction, loader as statementsLoader } from "~/routes/admin-statements";
import { loader as ambassadorLoader } from "~/routes/ambassador";
import { loader as productLoader } from "~/routes/product";
import { resetEnvCache } from "~/utils/env.server";
import { onSharedPagesChanged } from "~/utils/shared-pages";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";

const ADMIN = "Adm1nWa11etBrandStatementsAdm1nWa11etBrand1";
let cookie: string;

const about = async () => ((await aboutLoader()) as { html: string }).html;
const ambassador = async () => ((await ambassadorLoader()) as { html: string }).html;
/** The product page's customers figure, from its intro the server draws (null: none shown). */
const productCustomers = async () => {
  const { intro } = (await callRoute<{ html: { intro: string } }>(productLoader as never, makeRequest("/product"))).data
    .html;
  return /<strong[^]*/.exec(intro)?.[0] ?? null;
};
const post = (form: Record<string, string>, asCookie = cookie) =>
  callRoute<{ ok: boolean; message?: string; reply: { error?: Record<string, string[]> } }>(
    statementsAction as never,
    makeRequest("/admin/statements", { cookie: asCookie, form }),
  );

beforeAll(async () => {
  process.env.ADMIN_WALLETS = ADMIN;
  resetEnvCache();
  cookie = (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;
});
afterAll(() => {
  delete process.env.ADMIN_WALLETS;
  resetEnvCache();
});

describe("the brand's figures on the pages", () => {
  it("shows no figure the store has not counted or the brand not stated", async () => {
    const html = await about();
    for (const uncounted of ["50,000+", "1M+", "98%", "Gummies"]) expect(html).not.toContain(uncounted);
    expect(html).toContain("Days of support a year");
    expect(await productCustomers()).toBeNull();
    const page = await ambassador();
    for (const uncounted of ["$2.3M+", "500K+", "4.9"]) expect(page).not.toContain(uncounted);
  });

  it("counts customers with a paid order: one per email, a cancelled or unpaid order none", async () => {
    const db = await getDb();
    await insertTestOrder(db, { id: "brand-1", email: "ada@example.com", status: "paid" });
    await insertTestOrder(db, { id: "brand-2", email: "ADA@example.com", status: "fulfilled" });
    await insertTestOrder(db, { id: "brand-3", email: "lin@example.com", status: "paid" });
    await insertTestOrder(db, { id: "brand-4", email: "sam@example.com", status: "cancelled" });
    await insertTestOrder(db, { id: "brand-5", email: "kim@example.com" });
    const html = await about();
    expect(html).toMatch(/>2<\/dd>/);
    expect(html).toContain("With a paid order in this store");
    expect(await productCustomers()).toContain("<strong");
    expect(await productCustomers()).toMatch(/>2<\/strong> customers .*With a paid order in this store/);
  });

  it("counts what the store paid creators, and leaves the program's figures out until there is one", async () => {
    const db = await getDb();
    expect(await ambassador()).not.toContain("Paid to creators");
    const [application] = await db
      .insert(creatorApplications)
      .values({
        name: "Brand Creator",
        email: "brand.creator@creators.test",
        platform: "tiktok",
        handle: "brandcups",
        followers: 2000,
        links: [],
        why: "-",
        consent: true,
      })
      .returning();
    await reviewApplication(db, application!.id, "approved", { actor: ADMIN, note: null });
    const [creator] = await db.select().from(creators).where(eq(creators.applicationId, application!.id));
    await db.insert(creatorPayouts).values([
      {
        creatorId: creator!.id,
        period: "2026-09",
        amountCents: 300_000,
        method: "usdc",
        status: "paid",
        createdBy: ADMIN,
      },
      {
        creatorId: creator!.id,
        period: "2026-10",
        amountCents: 200_000,
        method: "outside",
        status: "paid",
        createdBy: ADMIN,
      },
      {
        creatorId: creator!.id,
        period: "2026-11",
        amountCents: 999_900,
        method: "usdc",
        status: "due",
        createdBy: ADMIN,
      },
    ]);
    const html = await ambassador();
    expect(html).toContain("$5,000");
    expect(html).toContain("Payouts made through this store");
  });
});

describe("/admin/statements", () => {
  it("is not there for anyone but the operator", async () => {
    expect((await callRoute(statementsLoader as never, makeRequest("/admin/statements"))).status).toBe(404);
    expect((await post({ key: "customers", value: "88,000+", asOf: "2026-11-01" }, "")).status).toBe(404);
    expect(await getDb().then((db) => db.select().from(brandStatements))).toEqual([]);
  });

  it("refuses bad input with a message at the field and saves nothing", async () => {
    const e = adminStatementsCopy.errors;
    const cases: [Record<string, string>, string, string][] = [
      [{ key: "customers", value: "<b>88K</b>", asOf: "2026-11-01" }, "value", e.value],
      [{ key: "customers", value: "lots", asOf: "2026-11-01" }, "value", e.value],
      [{ key: "customers", value: "1".repeat(25), asOf: "2026-11-01" }, "value", e.value],
      [{ key: "customers", value: "88,000+", asOf: "2999-01-01" }, "asOf", e.asOf],
      [{ key: "customers", value: "88,000+", asOf: "2026-02-31x" }, "asOf", e.asOf],
      [{ key: "customers", value: "88,000+" }, "asOf", e.asOf],
      [{ key: "holders", value: "88,000+", asOf: "2026-11-01" }, "key", e.key],
    ];
    for (const [form, field, message] of cases) {
      const res = await post(form);
      expect([res.status, res.data.reply.error?.[field]?.[0]], JSON.stringify(form)).toEqual([400, message]);
    }
    const db = await getDb();
    expect(await db.select().from(brandStatements)).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.target, "brand:customers"))).toEqual([]);
  });

  it("a stated figure shows on the pages as the brand's, dated; saving it audits and redraws the kept pages", async () => {
    let redraws = 0;
    const stop = onSharedPagesChanged(() => redraws++);
    try {
      const saved = await post({ key: "customers", value: "88,000+", asOf: "2026-11-01" });
      expect(saved).toMatchObject({ status: 200, data: { ok: true } });
      expect(redraws).toBe(1);
      expect(await post({ key: "videos", value: "500,000+", asOf: "2026-10-15" })).toMatchObject({ status: 200 });

      const html = await about();
      expect(html).toContain("88,000+");
      expect(html).toContain("The brand&#x27;s figure, as of Nov 2026");
      expect(html).not.toContain("With a paid order in this store");
      expect(await productCustomers()).toMatch(
        /88,000\+<\/strong> customers .*The brand&#x27;s figure, as of Nov 2026/,
      );
      const program = await ambassador();
      expect(program).toContain("500,000+");
      expect(program).toContain("as of Oct 2026");

      const db = await getDb();
      const audit = await db.select().from(auditLog).where(eq(auditLog.target, "brand:customers"));
      expect(audit.map((a) => [a.actor, a.action, a.detail])).toEqual([
        [ADMIN, "brand.statement", { value: "88,000+", asOf: "2026-11-01" }],
      ]);

      // Withdrawn: the page goes back to the store's own count.
      expect((await post({ key: "customers", value: "", asOf: "2026-11-02" })).data.ok).toBe(true);
      expect(redraws).toBe(3);
      expect(await about()).not.toContain("88,000+");
      expect(await productCustomers()).toContain("With a paid order in this store");
    } finally {
      stop();
    }
  });
});
