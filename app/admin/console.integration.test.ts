import bs58 from "bs58";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import {
  auditLog,
  creatorApplications,
  emailOutbox,
  orders,
  refundRequests,
  rewardDistributions,
  rewardEntries,
  shipments,
  walletSessions,
} from "~/db/schema";
import { orderCopy } from "~/content/admin";
import { shipmentCopy } from "~/content/shipments";
import * as layout from "~/routes/admin";
import * as applicationsRoute from "~/routes/admin-applications";
import * as auditRoute from "~/routes/admin-audit";
import * as orderRoute from "~/routes/admin-order";
import * as ordersRoute from "~/routes/admin-orders";
import * as rewardsRoute from "~/routes/admin-rewards";
import * as exportRoute from "~/routes/admin-rewards-export";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeContext, makeRequest } from "../../tests/setup/requests";

const ADMIN = "Adm1nWa11etAdm1nWa11etAdm1nWa11etAdm1nWa11e";
const OTHER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const BUYER = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";
const SIGNATURE = bs58.encode(new Uint8Array(64).fill(7));
const SIGNATURE_2 = bs58.encode(new Uint8Array(64).fill(9));

let seq = 0;
const numberOf = (orderId: string) => `NAVA-${200000 + Number(orderId.split("-")[1])}`;
async function insertOrder({ wallet = BUYER as string | null, amountNpx = 10000 } = {}) {
  const id = `order-${++seq}`;
  return insertTestOrder(await getDb(), { id, number: numberOf(id), wallet, amountNpx });
}

async function insertApplication(email: string, name = "Maya Creator") {
  const db = await getDb();
  const [row] = await db
    .insert(creatorApplications)
    .values({
      name,
      email,
      platform: "tiktok",
      handle: "@maya",
      followers: 5000,
      links: ["https://example.com/v/1"],
      why: "Because.",
      consent: true,
    })
    .returning({ id: creatorApplications.id });
  return row.id;
}

async function sessionCookie(wallet: string) {
  const setCookie = await createWalletSession(makeRequest("/"), wallet);
  return setCookie.split(";")[0]!;
}

type Call = { data: unknown; init: ResponseInit | null };
type Handler = (args: never) => unknown;

async function call(
  fn: Handler,
  path: string,
  {
    cookie,
    form,
    params = {},
  }: { cookie?: string; form?: Record<string, string | string[]>; params?: Record<string, string> },
) {
  const request = makeRequest(path, { cookie, form, method: form ? "POST" : "GET" });
  return (await fn({ request, params, context: makeContext() } as never)) as Call | Response;
}

async function as404(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status;
  }
  return "no error";
}

async function snapshot() {
  const db = await getDb();
  return JSON.stringify(
    await Promise.all([
      db.select().from(orders).orderBy(asc(orders.id)),
      db.select().from(rewardEntries).orderBy(asc(rewardEntries.id)),
      db.select().from(rewardDistributions).orderBy(asc(rewardDistributions.id)),
      db.select().from(creatorApplications).orderBy(asc(creatorApplications.id)),
      db.select().from(auditLog).orderBy(asc(auditLog.id)),
    ]),
  );
}

beforeAll(() => {
  process.env.ADMIN_WALLETS = `SomeOtherAdmin1111111111111111111111111111, ${ADMIN}`;
  resetEnvCache();
});

describe("the operator console's door", () => {
  it("answers 404 to a signed-out visitor, a non-admin wallet, a forged cookie and a revoked admin session, on every loader and action, and changes nothing", async () => {
    const db = await getDb();
    const orderId = await insertOrder();
    const applicationId = await insertApplication("door@example.com");
    const [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, orderId));
    await db.update(rewardEntries).set({ status: "earned" }).where(eq(rewardEntries.id, entry!.id));

    const revoked = await sessionCookie(ADMIN);
    await db.update(walletSessions).set({ revokedAt: new Date() }).where(eq(walletSessions.wallet, ADMIN));
    const visitors = {
      "signed out": undefined,
      "non-admin wallet": await sessionCookie(OTHER),
      "forged cookie": `nava_session=${"A".repeat(43)}`,
      "malformed cookie": "nava_session=%E0%A4%A",
      "revoked admin session": revoked,
    };

    const calls: Array<
      [string, Handler, string, { form?: Record<string, string | string[]>; params?: Record<string, string> }]
    > = [
      ["layout loader", layout.loader, "/admin", {}],
      ["orders loader", ordersRoute.loader, "/admin/orders?status=paid", {}],
      ["orders action", ordersRoute.action, "/admin/orders", { form: { intent: "paid" } }],
      ["order loader", orderRoute.loader, `/admin/orders/${orderId}`, { params: { orderId } }],
      [
        "order action: paid",
        orderRoute.action,
        `/admin/orders/${orderId}`,
        { params: { orderId }, form: { intent: "paid" } },
      ],
      [
        "order action: cancel",
        orderRoute.action,
        `/admin/orders/${orderId}`,
        { params: { orderId }, form: { intent: "cancelled" } },
      ],
      ["applications loader", applicationsRoute.loader, "/admin/applications", {}],
      [
        "applications action",
        applicationsRoute.action,
        "/admin/applications",
        { form: { id: String(applicationId), intent: "approve", note: "x" } },
      ],
      ["rewards loader", rewardsRoute.loader, "/admin/rewards", {}],
      [
        "rewards action",
        rewardsRoute.action,
        "/admin/rewards",
        { form: { txSignature: SIGNATURE, batch: [String(entry!.id)] } },
      ],
      ["export loader", exportRoute.loader, "/admin/rewards/export.csv", {}],
      ["export action", exportRoute.action, "/admin/rewards/export.csv", { form: {} }],
      ["audit loader", auditRoute.loader, "/admin/audit", {}],
      ["audit action", auditRoute.action, "/admin/audit", { form: {} }],
    ];

    const before = await snapshot();
    for (const [who, cookie] of Object.entries(visitors)) {
      for (const [name, fn, path, options] of calls) {
        expect(await as404(call(fn, path, { cookie, ...options })), `${who}: ${name}`).toBe(404);
      }
    }
    expect(await snapshot()).toBe(before);

    // The same door opens for the admin.
    const admin = await sessionCookie(ADMIN);
    // The layout also gives every console page the store's time zone, for its dates, and the
    // menu's badges (nothing waits in this store).
    expect(await call(layout.loader, "/admin", { cookie: admin })).toEqual({
      wallet: ADMIN,
      timeZone: "America/New_York",
      counts: { lowStock: 0, moneyStuck: 0, payoutsDue: 0, refundRequests: 0, toShip: 0, unpaidToday: 0 },
    });
  });
});

describe("the console's actions and the rewards ledger", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await sessionCookie(ADMIN);
  });

  it("lists orders newest first, 25 a page, filtered by status", async () => {
    for (let i = 0; i < 27; i++) await insertOrder({ wallet: null });
    const page1 = (await call(ordersRoute.loader, "/admin/orders", { cookie: admin })) as unknown as {
      rows: { number: string }[];
      total: number;
    };
    expect(page1.rows).toHaveLength(25);
    const numbers = page1.rows.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const page2 = (await call(ordersRoute.loader, "/admin/orders?page=2", { cookie: admin })) as unknown as {
      rows: unknown[];
      total: number;
    };
    expect(page2.rows.length).toBe(page1.total - 25);
    const paid = (await call(ordersRoute.loader, "/admin/orders?status=paid", { cookie: admin })) as unknown as {
      rows: { status: string }[];
    };
    expect(paid.rows.every((r) => r.status === "paid")).toBe(true);
    const junk = (await call(ordersRoute.loader, "/admin/orders?status=<script>&page=-3", {
      cookie: admin,
    })) as unknown as {
      page: number;
      status?: string;
    };
    expect(junk).toMatchObject({ page: 1, status: undefined });
  });

  it("mark paid makes the reward earned; cancel voids it; a move the status does not allow gets a clear message", async () => {
    const db = await getDb();
    const orderId = await insertOrder();
    const post = (intent: string, note = "") =>
      call(orderRoute.action, `/admin/orders/${orderId}`, {
        cookie: admin,
        params: { orderId },
        form: { intent, note, confirm: "yes", carrier: "usps", trackingNumber: "9400 1000 0000 0000 0000 00" },
      }) as Promise<Call>;

    const paid = await post("paid", "Paid by bank transfer");
    expect(paid.init?.status ?? 200).toBe(200);
    expect(paid.data).toMatchObject({ ok: true, message: expect.stringContaining("marked paid") });
    let [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, orderId));
    expect(entry!.status).toBe("earned");

    const again = await post("paid");
    expect(again.init?.status).toBe(409);
    expect(again.data).toEqual({ ok: false, message: "This order is paid; it can't be marked paid." });

    const bad = await post("refunded");
    expect(bad.init?.status).toBe(400);

    expect((await post("cancelled")).data).toMatchObject({ ok: true });
    [entry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, orderId));
    expect(entry!.status).toBe("void");
    expect((await post("fulfilled")).data).toEqual({
      ok: false,
      message: "This order is cancelled; it can't be marked fulfilled.",
    });

    const audit = await db.select().from(auditLog).where(eq(auditLog.target, orderId)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      [ADMIN, "order.paid"],
      [ADMIN, "order.cancelled"],
    ]);
    expect(audit[0]!.detail).toMatchObject({ from: "pending_payment", note: "Paid by bank transfer" });

    const detail = (await call(orderRoute.loader, `/admin/orders/${orderId}`, {
      cookie: admin,
      params: { orderId },
    })) as unknown as Record<string, unknown>;
    expect(detail).toMatchObject({
      order: { id: orderId, status: "cancelled" },
      rewards: [{ status: "void" }],
      next: [],
    });
    expect(JSON.stringify(detail)).not.toContain(`token-${orderId}`);
    expect(
      await as404(call(orderRoute.loader, "/admin/orders/nope", { cookie: admin, params: { orderId: "nope" } })),
    ).toBe(404);
  });

  it("offers a paid order's refund beside its cancel: the shopper's open request, else the refund queue", async () => {
    const db = await getDb();
    const orderId = await insertOrder();
    const offer = async () =>
      (
        (await call(orderRoute.loader, `/admin/orders/${orderId}`, {
          cookie: admin,
          params: { orderId },
        })) as unknown as {
          cancelRefund: unknown;
        }
      ).cancelRefund;
    // Unpaid: cancelling returns nothing, so nothing is offered.
    expect(await offer()).toBeNull();
    await call(orderRoute.action, `/admin/orders/${orderId}`, {
      cookie: admin,
      params: { orderId },
      form: { intent: "paid", note: "", confirm: "yes" },
    });
    expect(await offer()).toEqual({ kind: "queue" });
    const [request] = await db
      .insert(refundRequests)
      .values({ orderId, lines: [], wholeOrder: true, askedCents: 4900, reason: "changed_mind" })
      .returning();
    expect(await offer()).toEqual({ kind: "request", requestId: request!.id });
  });

  it("asks before what cannot be undone: mark paid and cancel without the tick change nothing", async () => {
    const db = await getDb();
    const orderId = await insertOrder();
    for (const intent of ["paid", "cancelled", "refund"]) {
      const refused = (await call(orderRoute.action, `/admin/orders/${orderId}`, {
        cookie: admin,
        params: { orderId },
        form: { intent },
      })) as Call;
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toEqual({ ok: false, message: orderCopy.confirmNeeded });
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("pending_payment");
  });

  it("ships an order with its carrier and tracking link, emails the shopper, then marks it delivered once", async () => {
    const db = await getDb();
    const orderId = await insertOrder();
    const post = (form: Record<string, string>) =>
      call(orderRoute.action, `/admin/orders/${orderId}`, {
        cookie: admin,
        params: { orderId },
        form,
      }) as Promise<Call>;
    await post({ intent: "paid", confirm: "yes" });

    const early = await post({ intent: "delivered" });
    expect(early).toMatchObject({ init: { status: 409 }, data: { ok: false, message: shipmentCopy.notShipped } });
    const noNumber = await post({ intent: "fulfilled", carrier: "ups", trackingNumber: "" });
    expect(noNumber.data).toEqual({ ok: false, message: shipmentCopy.errors.trackingNumber });
    const otherWithoutLink = await post({ intent: "fulfilled", carrier: "other", trackingNumber: "AB123456" });
    expect(otherWithoutLink.data).toEqual({ ok: false, message: shipmentCopy.errors.trackingUrlRequired });
    const [stillPaid] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(stillPaid!.status).toBe("paid");

    const shipped = await post({ intent: "fulfilled", carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    expect(shipped.data).toEqual({ ok: true, message: orderCopy.actions.fulfilled.done });
    const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(row).toMatchObject({
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      shippedBy: ADMIN,
      deliveredAt: null,
    });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `order-shipped:${orderId}`));
    expect(mail!.subject).toBe(`Order ${numberOf(orderId)} has shipped`);
    expect(mail!.text).toContain("with UPS, tracking number 1Z999AA10123456784");
    expect(mail!.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    expect((await post({ intent: "delivered" })).data).toEqual({ ok: true, message: shipmentCopy.delivered });
    expect((await post({ intent: "delivered" })).data).toEqual({ ok: false, message: shipmentCopy.alreadyDelivered });
    const [delivered] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
    const detail = (await call(orderRoute.loader, `/admin/orders/${orderId}`, {
      cookie: admin,
      params: { orderId },
    })) as unknown as { shipment: { carrier: string; deliveredAt: string | null } };
    expect(detail.shipment).toMatchObject({ carrier: "UPS", deliveredAt: expect.any(String) });
  });

  it("exports earned, undistributed rewards as CSV with formulas neutralised, and marks a batch distributed in one step", async () => {
    const db = await getDb();
    const first = await insertOrder({ wallet: "DistWa11et111111111111111111111111111111111", amountNpx: 10000 });
    const second = await insertOrder({ wallet: "DistWa11et111111111111111111111111111111111", amountNpx: 20000 });
    const hostile = await insertOrder({ wallet: '=HYPERLINK("http://evil.example","x")', amountNpx: 5000 });
    for (const id of [first, second, hostile])
      await call(orderRoute.action, `/admin/orders/${id}`, {
        cookie: admin,
        params: { orderId: id },
        form: { intent: "paid", confirm: "yes" },
      });

    const response = (await call(exportRoute.loader, "/admin/rewards/export.csv", { cookie: admin })) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nava-rewards-to-distribute-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe('"wallet","amount_npx","entry_ids","order_numbers"');
    const entries = await db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.wallet, "DistWa11et111111111111111111111111111111111"))
      .orderBy(asc(rewardEntries.id));
    expect(lines).toContain(
      `"DistWa11et111111111111111111111111111111111","30000","${entries.map((e) => e.id).join(" ")}","${numberOf(first)} ${numberOf(second)}"`,
    );
    expect(lines.find((l) => l.includes("HYPERLINK"))).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","5000",/,
    );
    expect((await db.select().from(auditLog).where(eq(auditLog.action, "rewards.exported"))).at(-1)).toMatchObject({
      actor: ADMIN,
    });

    const batch = [entries.map((e) => e.id).join(",")];
    const distribute = (form: Record<string, string | string[]>, confirm = "yes") =>
      call(rewardsRoute.action, "/admin/rewards", { cookie: admin, form: { ...form, confirm } }) as Promise<Call>;

    const before = await snapshot();
    const unticked = await distribute({ txSignature: SIGNATURE, batch }, "");
    expect([unticked.init?.status, unticked.data]).toEqual([400, { ok: false, message: orderCopy.confirmNeeded }]);
    expect((await distribute({ txSignature: "not-a-signature", batch })).init?.status).toBe(400);
    expect((await distribute({ txSignature: SIGNATURE, batch: [] })).init?.status).toBe(400);
    expect((await distribute({ txSignature: SIGNATURE, batch: ["1;drop table"] })).init?.status).toBe(400);
    expect(await snapshot()).toBe(before);

    const done = await distribute({ txSignature: SIGNATURE, batch });
    expect(done.data).toMatchObject({
      ok: true,
      message: expect.stringContaining("30,000 NPX (2 entries) distributed"),
    });
    const [distribution] = await db
      .select()
      .from(rewardDistributions)
      .where(eq(rewardDistributions.txSignature, SIGNATURE));
    expect(distribution).toMatchObject({ totalNpx: 30000, createdBy: ADMIN });
    const moved = await db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.wallet, "DistWa11et111111111111111111111111111111111"));
    expect(moved.every((e) => e.status === "distributed" && e.distributionId === distribution!.id)).toBe(true);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "rewards.distributed"));
    expect(audit).toMatchObject({
      actor: ADMIN,
      target: `distribution:${distribution!.id}`,
      detail: { txSignature: SIGNATURE, totalNpx: 30000 },
    });

    // Distributed rewards are not offered again, cannot be distributed twice, and a signature is used once.
    expect((await distribute({ txSignature: SIGNATURE_2, batch })).init?.status).toBe(409);
    const [hostileEntry] = await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, hostile));
    const reused = await distribute({ txSignature: SIGNATURE, batch: [String(hostileEntry!.id)] });
    expect(reused.init?.status).toBe(409);
    expect(hostileEntry!.status).toBe("earned");
    const overview = (await call(rewardsRoute.loader, "/admin/rewards", { cookie: admin })) as unknown as {
      undistributed: { wallet: string }[];
      totals: { wallet: string; distributed: number }[];
      distributions: { id: number; entries: number }[];
    };
    expect(overview.undistributed.map((b) => b.wallet)).not.toContain("DistWa11et111111111111111111111111111111111");
    expect(overview.totals.find((w) => w.wallet === "DistWa11et111111111111111111111111111111111")).toMatchObject({
      distributed: 30000,
    });
    expect(overview.distributions[0]).toMatchObject({ id: distribution!.id, entries: 2 });
  });

  it("approves and rejects applications with a note, once, in the audit log", async () => {
    const db = await getDb();
    const approveId = await insertApplication("approve-me@example.com");
    const rejectId = await insertApplication("reject-me@example.com");
    const review = (id: number, intent: string, note = "", confirm = "yes") =>
      call(applicationsRoute.action, "/admin/applications", {
        cookie: admin,
        form: { id: String(id), intent, note, confirm },
      }) as Promise<Call>;

    // A decision is final: without the tick it is refused and the application stays pending.
    const unticked = await review(approveId, "approve", "Great fit", "");
    expect([unticked.init?.status, unticked.data]).toEqual([400, { ok: false, message: orderCopy.confirmNeeded }]);
    expect((await db.select().from(creatorApplications).where(eq(creatorApplications.id, approveId)))[0]).toMatchObject(
      {
        status: "pending",
      },
    );

    expect((await review(approveId, "approve", "Great fit")).data).toMatchObject({
      ok: true,
      message: "Application approved.",
    });
    expect((await review(rejectId, "reject", "Under 1K on the main account")).data).toMatchObject({
      ok: true,
      message: "Application rejected.",
    });
    const again = await review(approveId, "reject");
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({ message: "This application was already approved." });
    expect((await review(999999, "approve")).init?.status).toBe(404);
    expect((await review(approveId, "delete")).init?.status).toBe(400);
    expect((await review(approveId, "approve", "x".repeat(1001))).init?.status).toBe(400);

    const [approved] = await db.select().from(creatorApplications).where(eq(creatorApplications.id, approveId));
    expect(approved).toMatchObject({ status: "approved", reviewNote: "Great fit", reviewedBy: ADMIN });
    const audit = await listAuditFor(`application:${approveId}`);
    expect(audit).toEqual([
      { actor: ADMIN, action: "application.approved", detail: { email: "approve-me@example.com", note: "Great fit" } },
    ]);

    const list = (await call(applicationsRoute.loader, "/admin/applications?status=rejected", {
      cookie: admin,
    })) as unknown as { rows: { id: number }[] };
    expect(list.rows.map((r) => r.id)).toEqual([rejectId]);
  });

  it("shows every operator action in the audit log, newest first", async () => {
    const page = (await call(auditRoute.loader, "/admin/audit", { cookie: admin })) as unknown as {
      rows: { action: string; actor: string }[];
      total: number;
    };
    expect(page.total).toBeGreaterThan(5);
    expect(page.rows[0]).toMatchObject({ action: "application.rejected", actor: ADMIN });
    expect(new Set(page.rows.map((r) => r.action))).toEqual(
      new Set([
        "order.paid",
        "order.cancelled",
        "order.fulfilled",
        "order.delivered",
        "rewards.exported",
        "rewards.distributed",
        "application.approved",
        // Approval makes the creator (app/creators/creators.server.ts).
        "creator.created",
        "application.rejected",
      ]),
    );
  });
});

async function listAuditFor(target: string) {
  const db = await getDb();
  return db
    .select({ actor: auditLog.actor, action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.target, target));
}
