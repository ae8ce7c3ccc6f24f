// The discount codes' console page, rendered by the production build: the operator's alone; a new
// code from the form as posted without JavaScript, its errors in plain words with nothing saved; the
// list's uses and revenue; "End now"; each change in the audit log.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDiscountsPage as t } from "~/content/discounts";
import { getDb } from "~/db/client.server";
import { auditLog, discountCodes } from "~/db/schema";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";

const ADMIN = "D1sc0untAdm1nWa11etD1sc0untAdm1nWa11etD1sc";
let consoleApp: Awaited<ReturnType<typeof openConsoleAs>>;

beforeAll(async () => {
  consoleApp = await openConsoleAs(ADMIN);
});

const post = (form: Record<string, string>) =>
  consoleApp.app(makeRequest("/admin/discounts", { cookie: consoleApp.cookie, form }));

const byCode = async (code: string) =>
  (await (await getDb()).select().from(discountCodes).where(eq(discountCodes.code, code)))[0];

const escaped = (s: string) => s.replaceAll("'", "&#x27;");

describe("the discount codes' console page", () => {
  it("is the operator's alone", async () => {
    expect((await consoleApp.app(makeRequest("/admin/discounts"))).status).toBe(404);
    expect(
      (await consoleApp.app(makeRequest("/admin/discounts", { form: { intent: "create", code: "X" } }))).status,
    ).toBe(404);
  });

  it("creates a code from the plain form, audited, and lists it", async () => {
    const res = await post({
      intent: "create",
      code: "welcome15",
      kind: "percent",
      value: "15",
      appliesTo: "any",
      maxUses: "100",
      firstOrderOnly: "on",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("WELCOME15 created.");
    expect(await byCode("WELCOME15")).toMatchObject({
      kind: "percent",
      value: 1500,
      maxUses: 100,
      uses: 0,
      firstOrderOnly: true,
      oncePerCustomer: false,
      active: true,
      createdBy: ADMIN,
    });
    const html = await consoleApp.page("/admin/discounts");
    expect(html).toContain('data-testid="discount-row-WELCOME15"');
    expect(html).toContain("15% off");
    const audits = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, "discount.created"));
    expect(audits.map((a) => a.detail)).toContainEqual(expect.objectContaining({ code: "WELCOME15" }));
  });

  it("creates a code for 3 renewals and lists it with its count", async () => {
    const res = await post({
      intent: "create",
      code: "renew3",
      kind: "percent",
      value: "20",
      appliesTo: "renewals",
      renewalCount: "3",
    });
    expect(res.status).toBe(200);
    expect(await byCode("RENEW3")).toMatchObject({ appliesTo: "renewals", renewalCount: 3, value: 2000 });
    // A count typed for a code that is not for renewals is not kept.
    await post({ intent: "create", code: "ONCE10", kind: "percent", value: "10", appliesTo: "any", renewalCount: "3" });
    expect((await byCode("ONCE10"))!.renewalCount).toBeNull();
    const html = await consoleApp.page("/admin/discounts");
    expect(html).toContain("A subscription&#x27;s renewals");
    expect(html).toContain("for 3 renewals");
  });

  it.each([
    ["a code too short", { code: "AB", kind: "percent", value: "10", appliesTo: "any" }, t.errors.code],
    ["a percent over 100", { code: "BIG", kind: "percent", value: "150", appliesTo: "any" }, t.errors.percent],
    ["no amount", { code: "NOAMOUNT", kind: "amount", value: "", appliesTo: "any" }, t.errors.value],
    ["a bad kind", { code: "BADKIND", kind: "free", value: "1", appliesTo: "any" }, t.errors.kind],
    [
      "an end before the start",
      { code: "BACKWARDS", kind: "free_shipping", appliesTo: "any", startsOn: "2026-12-10", endsOn: "2026-12-01" },
      t.errors.endsBeforeStart,
    ],
    // Stored in basis points: 0.001% would round to 0 and break the table's check (a 500 before).
    [
      "a percent of 0.001",
      { code: "TINYPCT", kind: "percent", value: "0.001", appliesTo: "any" },
      t.errors.valuePlaces,
    ],
    [
      "an amount of $0.004",
      { code: "TINYAMT", kind: "amount", value: "0.004", appliesTo: "any" },
      t.errors.valuePlaces,
    ],
    // A day the calendar lacks was stored as the day it rolls over to (2030-02-31 became March 3).
    [
      "an end on 2030-02-31",
      { code: "NODAY", kind: "free_shipping", appliesTo: "any", endsOn: "2030-02-31" },
      t.errors.noSuchDay,
    ],
    [
      "a start on 2029-13-01",
      { code: "NOMONTH", kind: "free_shipping", appliesTo: "any", startsOn: "2029-13-01" },
      t.errors.noSuchDay,
    ],
    ["a duplicate", { code: "WELCOME15", kind: "percent", value: "5", appliesTo: "any" }, t.errors.codeTaken],
    [
      "renewals without a count",
      { code: "RENEWX", kind: "percent", value: "20", appliesTo: "renewals" },
      t.errors.renewalCount,
    ],
    [
      "renewals for 25",
      { code: "RENEWY", kind: "percent", value: "20", appliesTo: "renewals", renewalCount: "25" },
      t.errors.renewalCount,
    ],
    [
      "free shipping for renewals",
      { code: "RENEWZ", kind: "free_shipping", appliesTo: "subscription", renewalCount: "2" },
      t.errors.renewalShipping,
    ],
  ])("refuses %s with a clear message and saves nothing", async (_, form, message) => {
    const db = await getDb();
    const before = (await db.select().from(discountCodes)).length;
    const res = await post({ intent: "create", ...form });
    expect([400, 409]).toContain(res.status);
    expect(await res.text()).toContain(escaped(message));
    expect((await db.select().from(discountCodes)).length).toBe(before);
  });

  it("says beside the field why a value or a day is refused", async () => {
    const html = await (
      await post({
        intent: "create",
        code: "BESIDE",
        kind: "percent",
        value: "0.001",
        appliesTo: "any",
        endsOn: "2030-02-31",
      })
    ).text();
    expect(html).toMatch(
      new RegExp(`id="[^"]*-value-error"[^>]*>.*?${escaped(t.errors.valuePlaces).slice(0, 30)}`, "s"),
    );
    expect(html).toMatch(
      new RegExp(`id="[^"]*-endsOn-error"[^>]*>.*?${escaped(t.errors.noSuchDay).slice(0, 30)}`, "s"),
    );
    expect(await byCode("BESIDE")).toBeUndefined();
  });

  it("answers 404, not 500, to ending an id larger than any the database holds", async () => {
    for (const id of ["99999999999999", "2147483648", "1e30", "-1", "abc"]) {
      const res = await post({ intent: "end", id });
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain(escaped(t.errors.notFound));
    }
  });

  it("shows uses and the revenue of paid orders with the code; End now ends it, audited", async () => {
    const db = await getDb();
    await post({ intent: "create", code: "SHIPFREE", kind: "free_shipping", value: "", appliesTo: "one_time" });
    const code = (await byCode("SHIPFREE"))!;
    await db.update(discountCodes).set({ uses: 3 }).where(eq(discountCodes.id, code.id));
    await insertTestOrder(db, { id: "disc-paid-1", status: "paid", totalCents: 4900, discountCode: "SHIPFREE" });
    await insertTestOrder(db, { id: "disc-paid-2", status: "fulfilled", totalCents: 9800, discountCode: "SHIPFREE" });
    await insertTestOrder(db, {
      id: "disc-unpaid",
      status: "pending_payment",
      totalCents: 5000,
      discountCode: "SHIPFREE",
    });
    const html = await consoleApp.page("/admin/discounts");
    const row = html.slice(html.indexOf('data-testid="discount-row-SHIPFREE"'));
    const text = row
      .slice(0, row.indexOf("</tr>"))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("3 / no limit $147.00");

    const res = await post({ intent: "end", id: String(code.id) });
    expect(await res.text()).toContain("SHIPFREE ended.");
    expect((await byCode("SHIPFREE"))!.active).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `discount:${code.id}`));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["discount.created", "discount.ended"]));
    expect((await post({ intent: "end", id: "99999" })).status).toBe(404);
  });
});
