// An order's way to the buyer: the shipment form keeps tracking numbers without spaces, every order
// email carries the order's summary (the shipped one a delivery estimate), and "delivered" comes
// from the operator or, with EASYPOST_API_KEY set, from EasyPost's tracker (a loopback double):
// the order page shows the carrier's status and the delivered email goes once.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailOutbox, jobs, orderLines, shipments, shipmentTrackers } from "~/db/schema";
import { runDueJobs } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import * as orderRoute from "~/routes/admin-order";
import { action as easypostWebhook } from "~/routes/webhooks.easypost";
import { resetEnvCache } from "~/utils/env.server";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import {
  EASYPOST_TEST_KEY,
  startEasyPostDouble,
  type EasyPostDouble,
} from "../../tests/support/easypost-double/server";
import { visibleText } from "../../tests/support/email-html";
import { renderEmailHtml } from "~/email/render.server";
import { markDelivered } from "./shipments.server";

const ADMIN = "De1iveryAdm1nWa11etDe1iveryAdm1nWa11etAAAA";
let page: (path: string) => Promise<string>;
let cookie: string;

beforeAll(async () => {
  ({ page, cookie } = await openConsoleAs(ADMIN));
});

/** A page's words as a reader sees them. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

let n = 0;
/** A paid order of two lines with a discount and tax, as checkout and payment leave it. */
async function paidOrder() {
  const db = await getDb();
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, {
    id,
    shipLine2: "Apt 4",
    subtotalCents: 7800,
    discountCents: 780,
    discountCode: "ADA10",
    taxCents: 579,
    taxCalculationId: "taxcalc_test",
    totalCents: 7599,
    line: { purchaseType: "subscribe", unitPriceCents: 3900 },
  });
  await db.update(orderLines).set({ quantity: 2, lineTotalCents: 7800 }).where(eq(orderLines.orderId, id));
  expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
  return id;
}

/** The console's "mark shipped" form, posted as the operator. */
async function ship(orderId: string, form: Record<string, string>) {
  const request = makeRequest(`/admin/orders/${orderId}`, { cookie, form: { intent: "fulfilled", ...form } });
  return (await orderRoute.action({ request, params: { orderId }, context: makeContext() } as never)) as {
    data: { ok: boolean; message: string };
  };
}

async function mailsOf(orderId: string, kind: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));
  return rows.filter((m) => m.key?.endsWith(orderId));
}

describe("shipping an order", () => {
  it("stores a tracking number typed with spaces without them, so the carrier's link works", async () => {
    const db = await getDb();
    const id = await paidOrder();
    expect((await ship(id, { carrier: "ups", trackingNumber: "1Z 999 AA1 01 2345 6784" })).data.ok).toBe(true);
    const [row] = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(row).toMatchObject({
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    const [mail] = await mailsOf(id, "order.shipped");
    expect(mail!.text).toContain("tracking number 1Z999AA10123456784");
    expect(mail!.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784\n");
  });

  it("refuses a number that is only spaces and dashes, and records nothing", async () => {
    const db = await getDb();
    const id = await paidOrder();
    expect((await ship(id, { carrier: "ups", trackingNumber: "A  -  " })).data.ok).toBe(false);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, id))).toHaveLength(0);
  });
});

describe("the order emails", () => {
  it("paid, shipped and delivered list the items, quantities, address and totals; shipped adds a delivery estimate, in the text and the HTML", async () => {
    const id = await paidOrder();
    await ship(id, { carrier: "usps", trackingNumber: "9400111899223100001234" });
    expect(await markDelivered(await getDb(), id, ADMIN)).toBe("delivered");
    const summary = [
      "2 × NAVA Focus (subscription): $78.00",
      "Subtotal: $78.00",
      "Discount (ADA10): −$7.80",
      "Shipping: Free",
      "Sales tax: $5.79",
      "Total: $75.99",
      "Ships to",
      "Ada Buyer",
      "1 Main St",
      "Apt 4",
      "Austin, TX 78701",
    ];
    for (const kind of ["order.paid", "order.shipped", "order.delivered"]) {
      const [mail] = await mailsOf(id, kind);
      const html = visibleText(await renderEmailHtml(mail!));
      for (const words of summary) {
        expect(mail!.text, `${kind}: ${words}`).toContain(words);
        expect(html, `${kind} HTML: ${words}`).toContain(words);
      }
      expect(mail!.text.includes("Estimated delivery:"), kind).toBe(kind === "order.shipped");
    }
    const [shipped] = await mailsOf(id, "order.shipped");
    expect(shipped!.text).toMatch(/Estimated delivery: \w+day, \w+ \d+, \d{4} to \w+day, \w+ \d+, \d{4}/);
  });
});

describe("delivered, without a tracking provider", () => {
  it("creates no tracker; the operator marks it delivered, and the delivered email goes once", async () => {
    const db = await getDb();
    const id = await paidOrder();
    await ship(id, { carrier: "ups", trackingNumber: "1Z999AA10123456785" });
    expect(await db.select().from(jobs).where(eq(jobs.name, "shipping.tracker.create"))).toHaveLength(0);
    const consolePage = await page(`/admin/orders/${id}`);
    expect(consolePage).toContain("Mark delivered");
    expect(await markDelivered(db, id, ADMIN)).toBe("delivered");
    expect(await markDelivered(db, id, ADMIN)).toBe("already_delivered");
    expect(await mailsOf(id, "order.delivered")).toHaveLength(1);
    const orderPage = await page(`/orders/${id}?token=token-${id}`);
    expect(orderPage).toContain("Your order was delivered");
    expect(orderPage).not.toContain('data-testid="carrier-status"');
  });
});

describe("delivered, from EasyPost's tracker", () => {
  let double: EasyPostDouble;
  const postEvent = async (body: string) => {
    const request = new Request("http://localhost:3000/webhooks/easypost", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    return ((await easypostWebhook({ request, params: {}, context: makeContext() } as never)) as Response).status;
  };

  beforeAll(async () => {
    double = await startEasyPostDouble({ webhook: postEvent });
    process.env.EASYPOST_API_KEY = EASYPOST_TEST_KEY;
    process.env.EASYPOST_API_BASE = double.url;
    resetEnvCache();
  });
  afterAll(async () => {
    await double.close();
    delete process.env.EASYPOST_API_KEY;
    delete process.env.EASYPOST_API_BASE;
    resetEnvCache();
  });

  async function shippedWithTracker() {
    const db = await getDb();
    const id = await paidOrder();
    await ship(id, { carrier: "ups", trackingNumber: `1Z 999 AA1 01 2345 67${String(n).padStart(2, "0")}` });
    await runDueJobs(db);
    const [tracker] = await db.select().from(shipmentTrackers).where(eq(shipmentTrackers.orderId, id));
    return { id, trackerId: tracker!.trackerId };
  }

  it("makes a tracker for the shipped parcel with EasyPost's carrier name and the number without spaces", async () => {
    const { trackerId } = await shippedWithTracker();
    const created = double.calls.filter((c) => c.method === "POST" && c.path === "/v2/trackers").at(-1);
    expect(created!.body).toEqual({
      tracker: { tracking_code: `1Z999AA101234567${String(n).padStart(2, "0")}`, carrier: "UPS" },
    });
    expect(double.trackers.get(trackerId)).toMatchObject({ status: "pre_transit" });
  });

  it("shows the carrier's status and expected day on the order page, then marks it delivered once with one email", async () => {
    const db = await getDb();
    const { id, trackerId } = await shippedWithTracker();
    expect(await double.advance(trackerId, "in_transit", { estDeliveryDate: "2030-06-14T16:00:00Z" })).toBe(200);
    let html = await page(`/orders/${id}?token=token-${id}`);
    expect(textOf(html)).toContain("Carrier status: In transit, expected Friday, June 14, 2030");
    expect(textOf(await page(`/admin/orders/${id}`))).toContain("Carrier status: In transit");

    expect(await double.advance(trackerId, "delivered")).toBe(200);
    expect(await double.advance(trackerId, "delivered")).toBe(200);
    const [row] = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(await mailsOf(id, "order.delivered")).toHaveLength(1);
    html = await page(`/orders/${id}?token=token-${id}`);
    expect(html).toContain("Your order was delivered");
    expect(textOf(html)).toContain("Carrier status: Delivered");
  });

  it("believes EasyPost, not the event: a forged 'delivered' for a parcel in transit changes nothing, an unknown tracker is ignored", async () => {
    const db = await getDb();
    const { id, trackerId } = await shippedWithTracker();
    const tracker = { ...double.trackers.get(trackerId)!, status: "delivered" as const };
    expect(await postEvent(JSON.stringify(double.eventFor(tracker, "in_transit")))).toBe(200);
    const [row] = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(row!.deliveredAt).toBeNull();
    expect(await mailsOf(id, "order.delivered")).toHaveLength(0);
    const stranger = { ...tracker, id: "trk_unknown0000" };
    expect(await postEvent(JSON.stringify(double.eventFor(stranger, "in_transit")))).toBe(200);
    expect(await postEvent("not json")).toBe(400);
    expect(await postEvent(JSON.stringify({ description: "batch.updated", result: {} }))).toBe(200);
  });
});

describe("the webhook without a provider", () => {
  it("answers 404: tracking is off until configured", async () => {
    const request = new Request("http://localhost:3000/webhooks/easypost", { method: "POST", body: "{}" });
    const response = (await easypostWebhook({ request, params: {}, context: makeContext() } as never)) as Response;
    expect(response.status).toBe(404);
  });
});
