// What the store emails its operator about the day's work, delivered to a real SMTP server on
// loopback: each refund request once, and a daily digest at the set hour of the store's day,
// skipped when nothing waits; with OPERATOR_EMAIL unset nothing goes, and the console says so.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { operatorEmailNotice } from "~/content/operator-emails";
import { refundReasons } from "~/content/refunds";
import { stockCopy } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { PAYOUT_PURPOSE } from "~/creators/usdc-payouts.server";
import { getTodayCounts } from "~/dashboard/today.server";
import { chainTransfers, emailOutbox, orderLines, productStock } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/flows/jobs.server";
import { createRefundRequest } from "~/refunds/requests.server";
import { resetEnvCache } from "~/utils/env.server";
import { openConsoleAs } from "../../tests/setup/console";
import { insertTestOrder } from "../../tests/setup/orders";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { raiseAlert } from "./alerts.server";
import { digestFigures, sendDailyDigest } from "./digest.server";

const OPERATOR = "owner@navafocus.test";
const HOUR = 3_600_000;
let smtp: TestSmtpServer;
let sequence = 0;

function setOperator(address: string | undefined) {
  if (address) process.env.OPERATOR_EMAIL = address;
  else delete process.env.OPERATOR_EMAIL;
  resetEnvCache();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  setOperator(OPERATOR);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  setOperator(undefined);
  await smtp.close();
});
afterEach(() => resetClock());

/** What the operator received whose subject starts so (the store's alerts may come besides). */
const toOperator = (subject: string) =>
  smtp.messages.filter((m) => m.to.includes(OPERATOR) && m.subject.startsWith(subject));
const digestRows = async () =>
  (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.kind, "operator.digest"));

/** Moves the store's clock to the next `hour`:05 in America/New_York (the default zone). */
function moveToStoreHour(hour: number) {
  const at = now();
  const local = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hourCycle: "h23", hour: "numeric" }).format(at),
  );
  const minutes = at.getUTCMinutes();
  const hoursAhead = (hour - local + 24) % 24;
  advanceClock(hoursAhead * HOUR + (5 - minutes) * 60_000 - at.getUTCSeconds() * 1000);
}

async function paidOrder(hoursAgo = 0) {
  sequence += 1;
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    number: `NAVA-${520000 + sequence}`,
    status: "paid",
    paidAt: new Date(now().getTime() - hoursAgo * HOUR),
    email: `shopper${sequence}@example.com`,
    totalCents: 8300,
    subtotalCents: 7800,
    shippingCents: 500,
    line: { purchaseType: "one_time", unitPriceCents: 3900 },
  });
  await db.update(orderLines).set({ quantity: 2, lineTotalCents: 7800 }).where(eq(orderLines.orderId, id));
  return { id, number: `NAVA-${520000 + sequence}` };
}

// The digest first: the database holds nothing waiting until these tests add it.
describe("the daily digest", () => {
  it("is skipped on a day nothing waits", async () => {
    moveToStoreHour(8);
    expect(await sendDailyDigest(await getDb())).toBe("nothing_to_do");
    await runDueJobs(await getDb());
    expect(await digestRows()).toHaveLength(0);
  });

  it("lists the orders to ship, the refund requests with their age, low stock and open problems, once a day at the set hour", async () => {
    const db = await getDb();
    const ship = await paidOrder(30);
    const refunded = await paidOrder(50);
    expect(
      (await createRefundRequest(db, refunded.id, { scope: "whole", bags: {}, reason: "no_effect", note: "" })).ok,
    ).toBe(true);
    await db
      .insert(productStock)
      .values({ productId: "nava-focus", available: 3, alertLevel: 5, alertedAt: now() })
      .onConflictDoUpdate({ target: productStock.productId, set: { available: 3, alertLevel: 5, alertedAt: now() } });
    // A problem no check of the store clears by itself.
    await raiseAlert(db, "test-problem", { subject: "s", text: "t", detail: "seen by the test" });
    await runDueJobs(db);
    await smtp.waitFor(3); // the shopper's and the operator's emails of the request, the alert's
    smtp.messages.length = 0;

    // Not the hour: nothing.
    moveToStoreHour(7);
    expect(await sendDailyDigest(db)).toBe("not_the_hour");

    moveToStoreHour(8);
    advanceClock(24 * HOUR); // the next day's 8 o'clock: the scheduler's slot of the test before is done
    await runDueJobs(db);
    await expect.poll(() => toOperator("To do today").length).toBe(1);
    const [digest] = toOperator("To do today");
    expect(digest!.to).toEqual([OPERATOR]);
    expect(digest!.subject).toMatch(
      /^To do today, \w+day, \w+ \d+: 2 orders to ship, 1 refund request, low stock, \d+ problems?$/,
    );
    expect(digest!.text).toContain(`${refunded.number}, paid `);
    expect(digest!.text).toMatch(new RegExp(`${ship.number}, paid \\d+ days? ago`));
    expect(digest!.text).toMatch(new RegExp(`${refunded.number}, \\$83\\.00, asked \\d+ (hours|day|days) ago`));
    expect(digest!.text).toContain("NAVA Focus: 3 bags for sale (low mark 5)");
    expect(digest!.text).toContain("test-problem: seen by the test");
    expect(digest!.text).toContain("/admin/orders?status=paid");
    // Oldest first: the order paid 50 hours ago before the one paid 30 hours ago.
    expect(digest!.text.indexOf(refunded.number)).toBeLessThan(digest!.text.indexOf(ship.number));

    // Once a day: the same hour's runs again send nothing more.
    expect(await sendDailyDigest(db)).toBe("already_sent");
    await runDueJobs(db);
    expect(toOperator("To do today")).toHaveLength(1);
    expect(await digestRows()).toHaveLength(1);
  });

  it("lists what the dashboard's Today counts, and nothing it does not", async () => {
    const db = await getDb();
    // A creator payout's send that failed is the creators page's, not money owed back: Today leaves
    // it out, so does the digest.
    await db.insert(chainTransfers).values({
      key: `creator-payout:test-${randomUUID()}`,
      purpose: PAYOUT_PURPOSE,
      mint: "M",
      source: "S",
      recipient: "R",
      amount: 1n,
      decimals: 6,
      status: "failed",
    });
    const figures = await digestFigures(db);
    const today = await getTodayCounts(db);
    expect(figures.toShip).toHaveLength(today.toShip);
    expect(figures.refunds.filter((r) => !r.waitingFunds)).toHaveLength(today.refundRequests);
    expect(figures.lowStock).toHaveLength(today.lowStock);
    expect(figures.refunds.filter((r) => r.waitingFunds).length + figures.failedSends + figures.waitingReturns).toBe(
      today.moneyStuck,
    );
  });

  it("goes nowhere with OPERATOR_EMAIL unset", async () => {
    setOperator(undefined);
    try {
      moveToStoreHour(8);
      advanceClock(2 * 24 * HOUR);
      expect(await sendDailyDigest(await getDb())).toBe("no_operator");
    } finally {
      setOperator(OPERATOR);
    }
  });
});

describe("a refund request", () => {
  it("emails the operator once: the order, the amount asked, the reason and a link to the request", async () => {
    const db = await getDb();
    smtp.messages.length = 0;
    const order = await paidOrder();
    const made = await createRefundRequest(db, order.id, {
      scope: "whole",
      bags: {},
      reason: "side_effects",
      note: "Headache after two days",
    });
    expect(made.ok).toBe(true);
    // A second request while the first is open is refused, and sends nothing.
    expect((await createRefundRequest(db, order.id, { scope: "whole", bags: {}, reason: "other", note: "x" })).ok).toBe(
      false,
    );
    await runDueJobs(db);
    await expect.poll(() => toOperator("Refund request").length).toBe(1);
    await runDueJobs(db);
    const mails = toOperator("Refund request");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Refund request for order ${order.number}: $83.00`);
    expect(mails[0]!.text).toContain(`Reason: ${refundReasons.side_effects}`);
    expect(mails[0]!.text).toContain("Their note: Headache after two days");
    const requestId = made.ok ? made.request.id : 0;
    expect(mails[0]!.text).toContain(`/admin/refunds#refund-request-${requestId}`);
  });

  it("with OPERATOR_EMAIL unset, only the shopper is emailed", async () => {
    setOperator(undefined);
    try {
      const db = await getDb();
      const order = await paidOrder();
      expect(
        (await createRefundRequest(db, order.id, { scope: "whole", bags: {}, reason: "no_effect", note: "" })).ok,
      ).toBe(true);
      const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "operator.refund-request"));
      expect(rows.length).toBeGreaterThan(0); // those of the requests before
      expect(rows.filter((r) => r.subject.includes(order.number))).toHaveLength(0);
    } finally {
      setOperator(OPERATOR);
    }
  });
});

describe("the console", () => {
  // The built server reads its settings once (its own copy of the app's modules): only "unset" here.
  it("says plainly what is not sent while OPERATOR_EMAIL is unset, on the stock, refunds and jobs pages", async () => {
    setOperator(undefined);
    try {
      const consoleApp = await openConsoleAs("0pEmai1Adm1nWa11et0pEmai1Adm1nWa11et0pEm");
      const stock = await consoleApp.page("/admin/stock");
      expect(stock).toContain(operatorEmailNotice.off);
      expect(stock).toContain(stockCopy.console.form.alertLevelHintNoEmail);
      expect(stock).not.toContain(stockCopy.console.form.alertLevelHint);
      expect(await consoleApp.page("/admin/refunds")).toContain(operatorEmailNotice.off);
      expect(await consoleApp.page("/admin/jobs")).toContain(operatorEmailNotice.off);
    } finally {
      setOperator(OPERATOR);
    }
  });
});
