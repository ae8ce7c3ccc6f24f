// The discount codes' console page, rendered by the production build: the operator's alone; a new
// code from the form as posted without JavaScript, its errors in plain words with nothing saved; the
// list's uses and revenue; "End now"; each change in the audit log.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDiscountsPage as t } from "~/content/discounts";
import { getDb } from "~/db/client.server";
import { auditLog, discountCodes, orders } from "~/db/schema";
import { recordMoney } from "~/money/record.server";
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
    ["no amount", { code: "NOAMOUNT", kind: "amount", value: "", appliesTo: "any" }, t.errors.amount(4900)],
    // Dollars off are up to a bag's price; a percent is from 1.
    [
      "$50 off a $49 bag",
      { code: "TOOMUCH", kind: "amount", value: "50", appliesTo: "one_time" },
      t.errors.amount(4900),
    ],
    [
      "$40 off a subscription's $39 bag",
      { code: "TOOMUCHSUB", kind: "amount", value: "40", appliesTo: "first_subscription" },
      t.errors.amount(3900),
    ],
    ["a percent of 0.5", { code: "HALFPCT", kind: "percent", value: "0.5", appliesTo: "any" }, t.errors.percent],
    [
      "an end date that has passed",
      { code: "PASTEND", kind: "percent", value: "10", appliesTo: "any", endsOn: "2020-01-01" },
      t.errors.endPast,
    ],
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
    expect(text).toContain("3 / no limit $0.00 $147.00");

    // End now is a step of its own: a post without the confirming form's answer changes nothing.
    const unconfirmed = await post({ intent: "end", id: String(code.id) });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(escaped(t.errors.notConfirmed));
    expect((await byCode("SHIPFREE"))!.active).toBe(true);
    // The row's End now opens that step, which says what ending does.
    const step = await consoleApp.page(`/admin/discounts?end=${code.id}`);
    expect(step).toContain(escaped(t.endTitle("SHIPFREE")));
    expect(step).toContain(t.endConfirm);

    const res = await post({ intent: "end", id: String(code.id), confirm: "yes" });
    expect(await res.text()).toContain("SHIPFREE ended.");
    expect((await byCode("SHIPFREE"))!.active).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `discount:${code.id}`));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["discount.created", "discount.ended"]));
    expect((await post({ intent: "end", id: "99999", confirm: "yes" })).status).toBe(404);
  });
});

/** A row of the list as text. */
async function rowText(code: string) {
  const html = await consoleApp.page("/admin/discounts");
  const row = html.slice(html.indexOf(`data-testid="discount-row-${code}"`));
  return row
    .slice(0, row.indexOf("</tr>"))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("editing a code", () => {
  // The edit form posts to its own page (the list with ?edit=), as the browser does.
  const edit = (id: number, form: Record<string, string>) =>
    consoleApp.app(
      makeRequest(`/admin/discounts?edit=${id}`, {
        cookie: consoleApp.cookie,
        form: { intent: "update", id: String(id), ...form },
      }),
    );

  it("saves a new value, limits and end; the end date reads as the store's day; earlier orders keep their discount", async () => {
    const db = await getDb();
    await post({ intent: "create", code: "EDITME", kind: "percent", value: "10", appliesTo: "any", maxUses: "50" });
    const code = (await byCode("EDITME"))!;
    await insertTestOrder(db, {
      id: "edit-used-1",
      status: "paid",
      subtotalCents: 4900,
      discountCents: 490,
      totalCents: 4410,
      discountCode: "EDITME",
    });
    // The edit form starts from the code's terms.
    const form = await consoleApp.page(`/admin/discounts?edit=${code.id}`);
    expect(form).toContain(escaped(t.editTitle("EDITME")));
    expect(form).toMatch(/name="value"[^>]*value="10"|value="10"[^>]*name="value"/);

    const res = await edit(code.id, { value: "25", maxUses: "80", minSubtotal: "20", endsOn: "2030-12-15" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(t.done.updated("EDITME"));
    const saved = (await byCode("EDITME"))!;
    expect(saved).toMatchObject({ value: 2500, maxUses: 80, minSubtotalCents: 2000, kind: "percent", active: true });
    // Ends at the end of Dec 15 in the store's zone (New York): midnight starting Dec 16 there.
    expect(saved.endsAt!.toISOString()).toBe("2030-12-16T05:00:00.000Z");
    const text = await rowText("EDITME");
    expect(text).toContain("25% off");
    expect(text).toContain("Until Dec 15, 2030");
    expect(text).not.toContain("UTC");
    // The order placed before keeps the discount it got.
    const [order] = await db.select().from(orders).where(eq(orders.id, "edit-used-1"));
    expect(order).toMatchObject({ discountCents: 490, totalCents: 4410 });
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `discount:${code.id}`));
    expect(audits.map((a) => a.action)).toContain("discount.updated");

    // An empty end and total uses mean none.
    await edit(code.id, { value: "25", maxUses: "", endsOn: "" });
    expect(await byCode("EDITME")).toMatchObject({ maxUses: null, endsAt: null });
  });

  it.each([
    ["a percent over 100", { value: "150" }, "value", t.errors.percent],
    ["no value", { value: "" }, "value", t.errors.percent],
    ["an end date that has passed", { value: "10", endsOn: "2020-01-01" }, "endsOn", t.errors.endPast],
    ["a day not in the calendar", { value: "10", endsOn: "2030-02-31" }, "endsOn", t.errors.noSuchDay],
    ["total uses below the uses so far", { value: "10", maxUses: "2" }, "maxUses", t.errors.maxUsesBelowUses(4)],
  ])("refuses %s beside the field and changes nothing", async (_, form, field, message) => {
    const db = await getDb();
    await post({
      intent: "create",
      code: "KEEPME",
      kind: "percent",
      value: "10",
      appliesTo: "any",
      endsOn: "2031-01-31",
    });
    const code = (await byCode("KEEPME"))!;
    await db.update(discountCodes).set({ uses: 4 }).where(eq(discountCodes.id, code.id));
    const before = (await byCode("KEEPME"))!;
    const res = await edit(code.id, form);
    expect(res.status).toBe(400);
    const html = await res.text();
    // Beside its field, which names it: the input is marked invalid and described by the message.
    expect(html).toMatch(new RegExp(`id="[^"]*-${field}-error"[^>]*>.*?${escaped(message).slice(0, 30)}`, "s"));
    expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*-${field}-error`));
    expect(await byCode("KEEPME")).toEqual(before);
  });

  it("offers the renewal count only for codes for renewals", async () => {
    await post({
      intent: "create",
      code: "RENEWEDIT",
      kind: "amount",
      value: "5",
      appliesTo: "renewals",
      renewalCount: "2",
    });
    await post({ intent: "create", code: "PLAINEDIT", kind: "amount", value: "5", appliesTo: "one_time" });
    const renew = (await byCode("RENEWEDIT"))!;
    const plain = (await byCode("PLAINEDIT"))!;
    expect(await consoleApp.page(`/admin/discounts?edit=${renew.id}`)).toContain(`>${t.fields.renewalCount}<`);
    const plainForm = await consoleApp.page(`/admin/discounts?edit=${plain.id}`);
    expect(plainForm).not.toContain(`>${t.fields.renewalCount}<`);
    // Dollars for an amount-off code, with its unit and its cap.
    expect(plainForm).toContain(`>${t.fields.amount}<`);
    expect((await edit(renew.id, { value: "5", renewalCount: "6" })).status).toBe(200);
    expect((await byCode("RENEWEDIT"))!.renewalCount).toBe(6);
    expect((await edit(plain.id, { value: "60" })).status).toBe(400);
    expect((await byCode("PLAINEDIT"))!.value).toBe(500);
  });

  it("refuses to edit a code that has ended", async () => {
    await post({ intent: "create", code: "GONE", kind: "percent", value: "10", appliesTo: "any" });
    const code = (await byCode("GONE"))!;
    await post({ intent: "end", id: String(code.id), confirm: "yes" });
    const res = await edit(code.id, { value: "50" });
    expect(res.status).toBe(409);
    expect((await byCode("GONE"))!.value).toBe(1000);
  });
});

describe("the list's discount given", () => {
  it("is the sum of the code's reductions in the money record, beside its revenue", async () => {
    const db = await getDb();
    await post({ intent: "create", code: "GIVEN10", kind: "percent", value: "10", appliesTo: "any" });
    await insertTestOrder(db, { id: "given-1", status: "paid", totalCents: 4410, discountCode: "GIVEN10" });
    await insertTestOrder(db, { id: "given-2", status: "paid", totalCents: 8820, discountCode: "GIVEN10" });
    await recordMoney(db, [
      {
        key: "order:given-1:code",
        kind: "discount_code",
        amountCents: -490,
        orderId: "given-1",
        reference: "GIVEN10",
        actor: "test",
      },
      {
        key: "order:given-2:code",
        kind: "discount_code",
        amountCents: -980,
        orderId: "given-2",
        reference: "GIVEN10",
        actor: "test",
      },
      // Another code's reduction and a creator code's are not this code's.
      {
        key: "order:other:code",
        kind: "discount_code",
        amountCents: -300,
        orderId: "other",
        reference: "OTHER",
        actor: "test",
      },
      {
        key: "order:creator:code",
        kind: "creator_code",
        amountCents: -700,
        orderId: "c",
        reference: "GIVEN10",
        actor: "test",
      },
    ]);
    expect(await rowText("GIVEN10")).toContain("$14.70 $132.30");
  });
});
