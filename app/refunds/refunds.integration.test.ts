// Refund requests under the money-back guarantee: what the form accepts, the guarantee's window
// (with the store's clock moved), one open request per order, and what the shopper is emailed.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GUARANTEE_DAYS } from "~/content/policies";
import { refundErrors } from "~/content/refunds";
import { getDb } from "~/db/client.server";
import { emailOutbox, orderLines, refundRequests } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { refundRequestSchema } from "./request-schema";
import { createRefundRequest, getRefundSection } from "./requests.server";

afterEach(() => resetClock());
const DAY = 24 * 60 * 60 * 1000;

async function paidOrder(columns: Parameters<typeof insertTestOrder>[1] extends infer T ? Partial<T> : never = {}) {
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    status: "paid",
    paidAt: now(),
    totalCents: 8300,
    subtotalCents: 7800,
    shippingCents: 500,
    line: { purchaseType: "one_time", unitPriceCents: 3900 },
    ...columns,
  });
  await db.update(orderLines).set({ quantity: 2, lineTotalCents: 7800 }).where(eq(orderLines.orderId, id));
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { id, lineId: line!.id };
}

const parse = (fields: Record<string, string>) => refundRequestSchema.safeParse(fields);

describe("the refund request form", () => {
  it("asks for a reason, a note for 'another reason', and at least one bag when refunding some", () => {
    const missing = parse({ scope: "whole" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.message)).toContain(refundErrors.reason);
    expect(parse({ scope: "whole", reason: "other" }).error!.issues[0]!.message).toBe(refundErrors.noteForOther);
    expect(parse({ scope: "bags", reason: "no_effect" }).error!.issues[0]!.message).toBe(refundErrors.noBags);
    expect(parse({ scope: "sometimes", reason: "no_effect" }).error!.issues[0]!.message).toBe(refundErrors.scope);
    expect(parse({ scope: "whole", reason: "no_effect", note: "x".repeat(1001) }).success).toBe(false);
    expect(parse({ scope: "whole", reason: "no_effect" }).success).toBe(true);
  });

  it("records a whole-order request for what was paid, emails the shopper, and shows it on the order page", async () => {
    const db = await getDb();
    const { id } = await paidOrder();
    const result = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, id));
    expect(row).toMatchObject({ wholeOrder: true, askedCents: 8300, reason: "no_effect", status: "open" });
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `refund-requested:${row!.id}`));
    expect(email!.to).toBe("buyer@example.com");
    expect(email!.text).toContain("$83.00");
    expect(email!.text).toContain("do not need to send an opened bag back");
    const section = await getRefundSection(db, { id, status: "paid", paidAt: now(), fulfilledAt: null });
    expect(section.canAsk).toBe(false);
    expect(section.request).toMatchObject({ status: "open", askedCents: 8300 });
  });

  it("refunds some bags at their price, and refuses bags the order does not have", async () => {
    const db = await getDb();
    const { id, lineId } = await paidOrder();
    const tooMany = await createRefundRequest(db, id, {
      scope: "bags",
      bags: { [lineId]: "3" },
      reason: "damaged",
      note: "",
    });
    expect(tooMany).toEqual({ ok: false, message: refundErrors.badBags, field: "bags" });
    const other = await createRefundRequest(db, id, {
      scope: "bags",
      bags: { "999999": "1" },
      reason: "damaged",
      note: "",
    });
    expect(other.ok).toBe(false);
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toHaveLength(0);
    const one = await createRefundRequest(db, id, {
      scope: "bags",
      bags: { [lineId]: "1" },
      reason: "damaged",
      note: "",
    });
    expect(one.ok && one.request).toMatchObject({
      wholeOrder: false,
      askedCents: 3900,
      lines: [{ lineId, quantity: 1 }],
    });
  });

  it("keeps one open request per order, even when two arrive at once", async () => {
    const db = await getDb();
    const { id } = await paidOrder();
    const input = { scope: "whole" as const, bags: {}, reason: "not_for_me" as const, note: "" };
    const results = await Promise.all([createRefundRequest(db, id, input), createRefundRequest(db, id, input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ message: refundErrors.alreadyOpen });
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toHaveLength(1);
  });

  it("runs from payment to the guarantee's end after delivery, and refuses unpaid orders", async () => {
    const db = await getDb();
    const input = { scope: "whole" as const, bags: {}, reason: "not_for_me" as const, note: "" };
    const unpaid = await paidOrder({ status: "pending_payment", paidAt: null });
    expect(await createRefundRequest(db, unpaid.id, input)).toMatchObject({ ok: false, message: refundErrors.notPaid });

    const { id } = await paidOrder();
    // Shipped ten days after payment: its guarantee runs ten days longer.
    const shipped = await paidOrder({ status: "fulfilled", fulfilledAt: new Date(now().getTime() + 10 * DAY) });
    advanceClock((GUARANTEE_DAYS + 1) * DAY);
    expect((await createRefundRequest(db, shipped.id, input)).ok).toBe(true);
    const late = await createRefundRequest(db, id, input);
    expect(late.ok).toBe(false);
    expect(!late.ok && late.message).toMatch(/guarantee for this order ended on/);
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toHaveLength(0);
  });
});
