// Refund requests under the money-back guarantee: what the form accepts, the guarantee's window
// (with the store's clock moved), one open request per order, and what the shopper is emailed.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWalletSession } from "~/auth/session.server";
import { refundQueueCopy } from "~/content/refunds";
import { auditLog, cardRefunds, orders } from "~/db/schema";
import * as adminRefunds from "~/routes/admin-refunds";
import { action as orderAction } from "~/routes/order";
import { action as cardAction } from "~/routes/order-card";
import { resetEnvCache } from "~/utils/env.server";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { startStoreWithStripe, stopStoreWithStripe } from "../../tests/setup/stripe";
import type { StripeDouble } from "../../tests/support/stripe-double/server";
import bs58 from "bs58";
import { payments, rewardEntries } from "~/db/schema";
import { payer, seededKeypair, usdcMint } from "../../tests/support/svm-rpc/accounts";
import { startSvmRpc, type SvmRpc } from "../../tests/support/svm-rpc/server";
import { createHash } from "node:crypto";
import { settleTransfer, settleUnfinishedTransfers } from "~/chain/sender.server";
import { chainTransfers, orderLookups } from "~/db/schema";
import { ordersForLink } from "~/flows/find-orders.server";
import { retryWaitingRefunds } from "~/flows/refund-queue.server";
import { refundSteps } from "./timeline.server";
import { recordRefundTransfer, refundSigner, refundTransfer } from "./usdc.server";
import { GUARANTEE_DAYS } from "~/content/policies";
import { refundErrors } from "~/content/refunds";
import { getDb } from "~/db/client.server";
import { emailOutbox, orderLines, refundRequests } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { refundRequestSchema } from "./request-schema";
import { createRefundRequest, getRefundSection } from "./requests.server";
import { ataOf } from "../../tests/support/svm-rpc/keys";
import { moneyEntries } from "~/db/schema";
import { orderBalance, recordOrderPaid } from "~/money/orders.server";

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

  it("posts from the order page as a plain form (no JavaScript): errors come back, nothing saved until valid", async () => {
    const db = await getDb();
    const { id, lineId } = await paidOrder();
    const post = async (form: Record<string, string>) =>
      (await orderAction({
        request: makeRequest(`/orders/${id}?token=token-${id}`, { method: "POST", form }),
        params: { orderId: id },
        context: makeContext(),
      } as never)) as { data: { error?: Record<string, string[] | null> | null }; init: { status?: number } | null };
    const bad = await post({ scope: "bags", reason: "" });
    expect(bad.init?.status).toBe(400);
    expect(bad.data.error?.reason).toEqual([refundErrors.reason]);
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toHaveLength(0);
    const good = await post({ scope: "bags", [`bags.${lineId}`]: "1", reason: "damaged", note: "Torn bag" });
    expect(good.init?.status ?? 200).toBe(200);
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, id));
    expect(row).toMatchObject({ askedCents: 3900, note: "Torn bag", wholeOrder: false });
    // Someone without the order's link cannot ask.
    await expect(
      orderAction({
        request: makeRequest(`/orders/${id}`, { method: "POST", form: { scope: "whole", reason: "other" } }),
        params: { orderId: id },
        context: makeContext(),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
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

describe("the console's refund queue", () => {
  const ADMIN = "Adm1nWa11etAdm1nWa11etAdm1nWa11etAdm1nWa11e";
  let cookie: string;
  let double: StripeDouble;
  let chain: SvmRpc;
  const refundAccount = payer(6);
  beforeAll(async () => {
    double = await startStoreWithStripe();
    chain = await startSvmRpc();
    process.env.SOLANA_RPC_URL = chain.url;
    process.env.USDC_MINT = usdcMint.publicKey.toBase58();
    process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
    process.env.ADMIN_WALLETS = ADMIN;
    process.env.OPERATOR_EMAIL = "ops@example.com";
    resetEnvCache();
    cookie = (await createWalletSession(makeRequest("/"), ADMIN)).split(";")[0]!;
  });
  afterAll(async () => {
    delete process.env.ADMIN_WALLETS;
    delete process.env.REFUND_KEYPAIR;
    delete process.env.OPERATOR_EMAIL;
    await stopStoreWithStripe(double);
    await chain.close();
  });

  const usdcOf = (owner: string) =>
    chain.ledger.tokenBalance(ataOf(usdcMint.publicKey, seededKeypair(owner).publicKey))?.amount ?? 0n;
  const sends = () => chain.calls.filter((c) => c.method === "sendTransaction").length;

  /** An order paid in USDC by `payerName`'s wallet (its payment recorded as the payment check does). */
  async function usdcPaidOrder(payerName: string, columns: Parameters<typeof paidOrder>[0] = {}) {
    const db = await getDb();
    const { id } = await paidOrder({
      totalCents: 5799,
      subtotalCents: 4900,
      shippingCents: 899,
      wallet: seededKeypair(payerName).publicKey.toBase58(),
      ...columns,
    });
    await db.insert(payments).values({
      orderId: id,
      signature: `sig-${id}`,
      reference: `ref-${id}`,
      payer: seededKeypair(payerName).publicKey.toBase58(),
      mint: usdcMint.publicKey.toBase58(),
      amount: (columns.totalCents ?? 5799) * 10_000,
      status: "confirmed",
    });
    return id;
  }

  /** An order paid by card through the Stripe double (one bag, 4900 + 899 shipping). */
  async function cardPaidOrder() {
    const db = await getDb();
    const id = randomUUID();
    const accessToken = `token-${id}-${randomBytes(8).toString("hex")}`;
    await insertTestOrder(db, {
      id,
      number: `NAVA-R${id.slice(0, 6)}`,
      subtotalCents: 4900,
      shippingCents: 899,
      totalCents: 5799,
      accessToken,
      line: { purchaseType: "one_time", unitPriceCents: 4900 },
    });
    const response = (await cardAction({
      request: makeRequest(`/orders/${id}/card?token=${accessToken}`, { method: "POST", form: {} }),
      params: { orderId: id },
      context: makeContext(),
    } as never)) as Response;
    await double.completeCheckout(new URL(response.headers.get("location")!).pathname.split("/").at(-1)!);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("paid");
    return order!;
  }

  async function queue() {
    const page = (await adminRefunds.loader({
      request: makeRequest("/admin/refunds", { cookie }),
      params: {},
      context: makeContext(),
    } as never)) as Awaited<ReturnType<typeof adminRefunds.loader>>;
    return page.requests;
  }

  async function post(form: Record<string, string>) {
    const result = (await adminRefunds.action({
      request: makeRequest("/admin/refunds", { cookie, form }),
      params: {},
      context: makeContext(),
    } as never)) as { data: { ok: boolean; message: string }; init: { status?: number } | null };
    return { ...result.data, status: result.init?.status ?? 200 };
  }

  it("approves a card order's request through Stripe, once, with the tick; the order turns refunded", async () => {
    const db = await getDb();
    const order = await cardPaidOrder();
    const asked = await createRefundRequest(db, order.id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    expect(asked.ok).toBe(true);
    const row = (await queue()).find((r) => r.orderId === order.id)!;
    expect(row).toMatchObject({ paidVia: "card", askedCents: 5799, status: "open", reason: "no_effect" });

    const form = { intent: "approve", requestId: String(row.id), refundKey: row.refundKey, amount: "57.99" };
    const unticked = await post(form);
    expect(unticked).toMatchObject({ ok: false, status: 400 });
    expect(await db.select().from(cardRefunds).where(eq(cardRefunds.orderId, order.id))).toHaveLength(0);

    const approved = await post({ ...form, confirm: "yes" });
    expect(approved).toMatchObject({ ok: true, message: refundQueueCopy.approved("$57.99") });
    // The same form again: the request is answered, nothing more goes to Stripe.
    expect(await post({ ...form, confirm: "yes" })).toMatchObject({ ok: false, message: refundQueueCopy.notOpen });
    const sent = double.calls.filter((c) => c.path === "/v1/refunds" && !c.replayed && c.params.metadata);
    expect(sent.filter((c) => (c.params.metadata as Record<string, string>).order_id === order.id)).toHaveLength(1);

    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe("refunded");
    const section = await getRefundSection(db, after!);
    expect(section.request).toMatchObject({ status: "approved", approvedCents: 5799 });
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `refund-approved:${row.id}`));
    expect(email!.text).toContain("We approved your refund of $57.99");
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, order.id), eq(auditLog.action, "refund.approved")));
    expect(audits).toMatchObject([{ actor: ADMIN }]);
  });

  it("declines with a reason the shopper reads on the order page and in an email; a missing reason saves nothing", async () => {
    const db = await getDb();
    const { id } = await paidOrder();
    const asked = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "not_for_me", note: "" });
    const requestId = String(asked.ok && asked.request.id);
    expect(await post({ intent: "decline", requestId, reason: " " })).toMatchObject({
      ok: false,
      status: 400,
      message: refundQueueCopy.declineReasonRequired,
    });
    expect(await post({ intent: "decline", requestId: "nope", reason: "x" })).toMatchObject({ ok: false, status: 404 });
    const [still] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, id));
    expect(still!.status).toBe("open");

    const reason = "We already refunded this bag on an earlier order.";
    expect(await post({ intent: "decline", requestId, reason })).toMatchObject({ ok: true });
    const section = await getRefundSection(db, { id, status: "paid", paidAt: now(), fulfilledAt: null });
    expect(section.request).toMatchObject({ status: "declined", declineReason: reason });
    // Answered: the shopper may ask again while the guarantee runs.
    expect(section.canAsk).toBe(true);
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `refund-declined:${requestId}`));
    expect(email!.text).toContain(reason);
    // A decline says plainly that nothing goes back and what the shopper can do, never "Refunded"
    // (only the operator's own words may say it).
    expect(email!.subject).not.toMatch(/refunded/i);
    const words = email!.text.replace(reason, "");
    expect(words).not.toMatch(/refunded/i);
    expect(words).toContain("No money goes back for this request; your payment stays as it is.");
    expect(words).toContain("you can ask again from your order's page while the 45-day money-back guarantee runs");
  });

  it("refunds a USDC order to the wallet that paid, once when two operators approve at the same time", async () => {
    const db = await getDb();
    const id = await usdcPaidOrder("refund-payer-1");
    const asked = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    const row = (await queue()).find((r) => r.orderId === id)!;
    expect(row.paidVia).toBe("usdc");
    const accountBefore = chain.ledger.tokenBalance(ataOf(usdcMint.publicKey, refundAccount.publicKey))!.amount;
    const before = sends();
    const form = {
      intent: "approve",
      confirm: "yes",
      requestId: String(asked.ok && asked.request.id),
      refundKey: row.refundKey,
      amount: "",
    };
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(sends() - before).toBe(1);
    expect(usdcOf("refund-payer-1")).toBe(57_990_000n);
    expect(accountBefore - chain.ledger.tokenBalance(ataOf(usdcMint.publicKey, refundAccount.publicKey))!.amount).toBe(
      57_990_000n,
    );

    // A full refund: the order is refunded and its NPX void; the page shows the transaction.
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("refunded");
    expect((await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, id))).map((r) => r.status)).toEqual([
      "void",
    ]);
    const section = await getRefundSection(db, order!);
    expect(section.request).toMatchObject({ status: "approved", approvedCents: 5799 });
    const transfer = (await refundTransfer(db, asked.ok ? asked.request.id : 0))!;
    expect(section.transfer).toEqual(transfer);
    expect(transfer.url).toContain(`https://explorer.solana.com/tx/${transfer.signature}`);
    // The approval email waited for the chain: it carries the transaction.
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `refund-approved:${asked.ok && asked.request.id}`));
    expect(email!.text).toContain("We approved your refund of $57.99");
    expect(email!.text).toContain(transfer.url);
    // The timeline shows the request and every step after it.
    const steps = await refundSteps(db, id, (d) => d.toISOString().slice(0, 10));
    expect(steps.map((s) => s.label)).toEqual([
      "Refund requested: $57.99",
      "Refund approved: $57.99",
      "USDC sent back to the wallet that paid",
    ]);
    expect(steps[2]!.url).toBe(transfer.url);
  });

  it("part refunds by bags ask what a bag cost on the order, count bags refunded, and list earlier USDC refunds", async () => {
    const db = await getDb();
    // Three bags at $49.00 with a 50% code: $73.50 paid, shipping free.
    const id = await usdcPaidOrder("refund-payer-bags", {
      totalCents: 7350,
      subtotalCents: 14700,
      shippingCents: 0,
      discountCents: 7350,
      discountCode: "HALF",
    });
    const [line] = await db
      .update(orderLines)
      .set({ quantity: 3, unitPriceCents: 4900, lineTotalCents: 14700 })
      .where(eq(orderLines.orderId, id))
      .returning();
    const lineId = line!.id;
    const ask = (bags: string) =>
      createRefundRequest(db, id, { scope: "bags", bags: { [lineId]: bags }, reason: "damaged", note: "" });

    const first = await ask("1");
    expect(first.ok && first.request.askedCents).toBe(2450);
    const row = (await queue()).find((r) => r.orderId === id)!;
    expect(row.askedCents).toBe(2450);
    const approved = await post({
      intent: "approve",
      confirm: "yes",
      requestId: String(first.ok && first.request.id),
      refundKey: row.refundKey,
      amount: "",
    });
    expect(approved.ok).toBe(true);
    expect(usdcOf("refund-payer-bags")).toBe(24_500_000n);

    // The refunded bag is not asked for again: two are left.
    const tooMany = await ask("3");
    expect(tooMany).toEqual({ ok: false, message: refundErrors.bagsRefunded(2), field: "bags" });
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    const section = await getRefundSection(db, order!);
    expect(section.bagsLeft).toEqual({ [lineId]: 2 });
    expect(section.earlier).toEqual([{ on: expect.any(String), cents: 2450, method: "usdc" }]);

    const second = await ask("1");
    expect(second.ok && second.request.askedCents).toBe(2450);
    // The queue shows the earlier USDC refund beside the new request.
    const next = (await queue()).find((r) => r.orderId === id && r.status === "open")!;
    expect(next.refundedCents).toBe(2450);
    expect(next.earlier).toEqual([{ on: expect.any(String), cents: 2450, method: "usdc" }]);
  });

  it("a part USDC refund confirmed on chain is in the money record once: $15.00 of a bag, dated when it went back", async () => {
    const db = await getDb();
    const id = await usdcPaidOrder("refund-payer-money", {
      totalCents: 7350,
      subtotalCents: 14700,
      shippingCents: 0,
      discountCents: 7350,
      discountCode: "HALF",
      paidAt: new Date(now().getTime() - 3 * DAY),
    });
    const [line] = await db
      .update(orderLines)
      .set({ quantity: 3, unitPriceCents: 4900, lineTotalCents: 14700 })
      .where(eq(orderLines.orderId, id))
      .returning();
    await recordOrderPaid(db, id, "test");
    const asked = await createRefundRequest(db, id, {
      scope: "bags",
      bags: { [line!.id]: "1" },
      reason: "damaged",
      note: "",
    });
    const row = (await queue()).find((r) => r.orderId === id)!;
    const approved = await post({
      intent: "approve",
      confirm: "yes",
      requestId: String(asked.ok && asked.request.id),
      refundKey: row.refundKey,
      amount: "15.00",
    });
    expect(approved.ok).toBe(true);
    expect(usdcOf("refund-payer-money")).toBe(15_000_000n);
    const transfer = (await refundTransfer(db, asked.ok ? asked.request.id : 0))!;
    // Settling the transfer again (a retried job) writes nothing twice.
    await settleUnfinishedTransfers(db);
    const entries = await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, id));
    const refunds = entries.filter((e) => e.kind === "refund");
    expect(refunds).toEqual([
      expect.objectContaining({ amountCents: -1500, method: "usdc", bags: 1, reference: transfer.signature }),
    ]);
    expect(refunds[0]!.at.getTime()).toBeGreaterThan(now().getTime() - DAY);
    expect(entries.filter((e) => e.kind === "return").map((e) => e.amountCents)).toEqual([-1500]);
    expect(await orderBalance(db, id)).toMatchObject({ keptCents: 7350 - 1500, goodsCents: 7350 - 1500 });
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("paid");
  });

  it("a refund made outside the store is recorded as refunded: request, order, sales and the shopper's email", async () => {
    const db = await getDb();
    const whole = await paidOrder();
    const part = await paidOrder();
    for (const o of [whole, part]) await recordOrderPaid(db, o.id, "test");
    const wholeAsk = await createRefundRequest(db, whole.id, {
      scope: "whole",
      bags: {},
      reason: "no_effect",
      note: "",
    });
    const partAsk = await createRefundRequest(db, part.id, {
      scope: "bags",
      bags: { [part.lineId]: "1" },
      reason: "damaged",
      note: "",
    });
    const form = (ask: typeof wholeAsk, amount: string, how: string) => ({
      intent: "outside",
      confirm: "yes",
      requestId: String(ask.ok && ask.request.id),
      amount,
      how,
      note: "ticket 42",
    });
    // No "how": nothing changes.
    expect(await post(form(wholeAsk, "", ""))).toMatchObject({ ok: false, status: 400 });
    expect(
      (await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, whole.id))).map((e) => e.kind),
    ).not.toContain("refund");

    expect(await post(form(wholeAsk, "", "by bank transfer"))).toMatchObject({ ok: true });
    expect(await post(form(partAsk, "", "in cash at the shop"))).toMatchObject({ ok: true });
    const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
    expect(await statusOf(whole.id)).toBe("refunded");
    expect(await statusOf(part.id)).toBe("paid");
    const refundsOf = async (id: string) =>
      (await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, id))).filter((e) => e.kind === "refund");
    expect(await refundsOf(whole.id)).toEqual([
      expect.objectContaining({
        amountCents: -8300,
        method: "outside",
        reference: "by bank transfer",
        note: "ticket 42",
        bags: 2,
      }),
    ]);
    expect(await refundsOf(part.id)).toEqual([
      expect.objectContaining({ amountCents: -3900, method: "outside", bags: 1 }),
    ]);
    expect(await orderBalance(db, whole.id)).toMatchObject({ keptCents: 0, goodsCents: 0, shippingCents: 0 });

    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, (await db.select().from(orders).where(eq(orders.id, whole.id)))[0]!.email));
    const mail = mails.find((m) => m.key === `refund-approved:${wholeAsk.ok && wholeAsk.request.id}`)!;
    expect(mail.text).toContain("We approved your refund of $83.00");
    expect(mail.text).toContain("refunded outside the store: by bank transfer");
    // Never a "decline" for a refund that was made.
    expect(mails.map((m) => m.key)).not.toContain(`refund-declined:${wholeAsk.ok && wholeAsk.request.id}`);
  });

  it("caps a second refund made outside the store at what the first one left of the order", async () => {
    const db = await getDb();
    const order = await paidOrder();
    await recordOrderPaid(db, order.id, "test");
    const outside = (ask: Awaited<ReturnType<typeof createRefundRequest>>, amount: string) =>
      post({
        intent: "outside",
        confirm: "yes",
        requestId: String(ask.ok && ask.request.id),
        amount,
        how: "by bank transfer",
      });
    const first = await createRefundRequest(db, order.id, {
      scope: "bags",
      bags: { [order.lineId]: "1" },
      reason: "damaged",
      note: "",
    });
    // The operator gave back more than the bag's price (the shipping too): $60.00 of $83.00.
    expect(await outside(first, "60.00")).toMatchObject({ ok: true });
    const second = await createRefundRequest(db, order.id, {
      scope: "bags",
      bags: { [order.lineId]: "1" },
      reason: "damaged",
      note: "",
    });
    expect(second).toMatchObject({ ok: true, request: { askedCents: 2300 } });
    // $60.00 again would give back $120.00 of an $83.00 order: refused, nothing recorded.
    expect(await outside(second, "60.00")).toMatchObject({
      ok: false,
      status: 400,
      message: refundQueueCopy.tooMuch("$23.00"),
    });
    const refunds = async () =>
      (await db.select().from(moneyEntries).where(eq(moneyEntries.orderId, order.id)))
        .filter((e) => e.kind === "refund")
        .map((e) => e.amountCents);
    expect(await refunds()).toEqual([-6000]);
    // The queue lists the first beside the second, and what is left goes back.
    expect((await queue()).find((r) => r.orderId === order.id)).toMatchObject({
      refundedCents: 6000,
      earlier: [expect.objectContaining({ cents: 6000, method: "outside" })],
    });
    expect(await outside(second, "23.00")).toMatchObject({ ok: true });
    expect(await refunds()).toEqual([-6000, -2300]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("refunded");
  });

  it("waits for funds when the refund account holds too little USDC, and sends once it is funded", async () => {
    const db = await getDb();
    const id = await usdcPaidOrder("refund-payer-2");
    const asked = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "damaged", note: "" });
    const requestId = String(asked.ok && asked.request.id);
    process.env.REFUND_KEYPAIR = bs58.encode(seededKeypair("refund-account-empty").secretKey);
    resetEnvCache();
    const before = sends();
    const row = (await queue()).find((r) => r.orderId === id)!;
    const form = { intent: "approve", confirm: "yes", requestId, refundKey: row.refundKey, amount: "20.00" };
    const short = await post(form);
    expect(short).toMatchObject({ ok: false, message: refundQueueCopy.waitingFunds("$20.00") });
    expect(sends()).toBe(before);
    expect((await queue()).find((r) => r.orderId === id)).toMatchObject({ status: "waiting_funds" });
    expect(
      (await getRefundSection(db, { id, status: "paid", paidAt: now(), fulfilledAt: null })).request,
    ).toMatchObject({
      status: "waiting_funds",
    });

    // The operator is told once, however often it is tried.
    expect(await post(form)).toMatchObject({ ok: false });
    expect(await retryWaitingRefunds(db)).toBe(0);
    const told = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `refund-waiting-funds:${requestId}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("holds too little USDC");
    const timeline = await refundSteps(db, id, (d) => d.toISOString());
    expect(timeline.map((s) => s.label)).toContain("Approved ($20.00); waiting for funds in our refund account");

    // Funds arrive: the retry job sends it, with no one posting again.
    process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
    resetEnvCache();
    expect(await retryWaitingRefunds(db)).toBe(1);
    expect(await retryWaitingRefunds(db)).toBe(0);
    expect(usdcOf("refund-payer-2")).toBe(20_000_000n);
    expect((await queue()).find((r) => r.orderId === id)).toMatchObject({ status: "approved", approvedCents: 2000 });
    // A part refund: the order stays paid.
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("paid");

    // Then the rest: no more than what is left, and once all of it is back the order is refunded.
    const again = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    expect(again.ok).toBe(true);
    const second = { ...form, requestId: String(again.ok && again.request.id) };
    expect(await post({ ...second, amount: "57.99" })).toMatchObject({
      ok: false,
      status: 400,
      message: refundQueueCopy.tooMuch("$37.99"),
    });
    expect(usdcOf("refund-payer-2")).toBe(20_000_000n);
    expect(await post({ ...second, amount: "37.99" })).toMatchObject({ ok: true });
    expect(usdcOf("refund-payer-2")).toBe(57_990_000n);
    const [refunded] = await db.select().from(orders).where(eq(orders.id, id));
    expect(refunded!.status).toBe("refunded");
  });

  /** An approved request whose USDC transfer is recorded, as the approval leaves it, not yet sent. */
  async function approvedNotSent(payerName: string) {
    const db = await getDb();
    const id = await usdcPaidOrder(payerName);
    const asked = await createRefundRequest(db, id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    const requestId = asked.ok ? asked.request.id : 0;
    const signer = (await refundSigner())!;
    const transfer = await db.transaction(async (tx) => {
      await tx
        .update(refundRequests)
        .set({ status: "approved", approvedCents: 5799 })
        .where(eq(refundRequests.id, requestId));
      return recordRefundTransfer(tx, {
        requestId,
        cents: 5799,
        payer: seededKeypair(payerName).publicKey.toBase58(),
        signer,
      });
    });
    return { id, requestId, transfer };
  }

  it("a crash between sending and recording: recovery looks the signature up and does not send twice", async () => {
    const db = await getDb();
    const { id, transfer } = await approvedNotSent("refund-payer-3");
    await expect(
      settleTransfer(db, transfer.id, {
        afterSend: () => {
          throw new Error("process killed");
        },
      }),
    ).rejects.toThrow("process killed");
    const [crashed] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, transfer.id));
    expect(crashed).toMatchObject({ status: "sent" });
    const [stillPaid] = await db.select().from(orders).where(eq(orders.id, id));
    expect(stillPaid!.status).toBe("paid");

    const before = sends();
    await settleUnfinishedTransfers(db);
    expect(sends() - before).toBe(0);
    expect(usdcOf("refund-payer-3")).toBe(57_990_000n);
    const [row] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, transfer.id));
    expect(row).toMatchObject({ status: "confirmed", signature: crashed!.signature });
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe("refunded");
  });

  it("an expired blockhash: the lost transaction is signed again once it can no longer land, and pays once", async () => {
    const db = await getDb();
    const { transfer } = await approvedNotSent("refund-payer-4");
    const lost = await settleTransfer(db, transfer.id, { beforeSend: () => false, waitMs: 0 });
    expect(lost.status).toBe("sent");
    chain.ledger.advanceSlots(160);
    const done = await settleTransfer(db, transfer.id);
    expect(done.status).toBe("confirmed");
    expect(done.signature).not.toBe(lost.signature);
    expect(done.expiredSignatures).toEqual([lost.signature]);
    expect(chain.ledger.transaction(lost.signature!)).toBeUndefined();
    expect(usdcOf("refund-payer-4")).toBe(57_990_000n);
  });
});

describe("find my orders", () => {
  it("links each order the guarantee still covers to its page's refund request form", async () => {
    const db = await getDb();
    const email = `finder-${randomUUID()}@example.com`;
    const paid = await paidOrder({ email });
    const unpaid = await paidOrder({ email, status: "pending_payment", paidAt: null });
    const token = "a".repeat(43);
    await db.insert(orderLookups).values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      email,
      expiresAt: new Date(now().getTime() + DAY),
    });
    const found = (await ordersForLink(db, token))!;
    const byId = (id: string) => found.orders.find((o) => o.id === id)!;
    expect(byId(paid.id).refundHref).toBe(`/orders/${paid.id}?token=token-${paid.id}#order-refund-title`);
    expect(byId(unpaid.id).refundHref).toBeNull();
    // Asked already: no second link while it waits for an answer.
    await createRefundRequest(db, paid.id, { scope: "whole", bags: {}, reason: "no_effect", note: "" });
    expect((await ordersForLink(db, token))!.orders.find((o) => o.id === paid.id)!.refundHref).toBeNull();
  });
});
