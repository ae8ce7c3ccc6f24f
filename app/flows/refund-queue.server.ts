// The console's refund queue: each request with its order, how it was paid and what was refunded
// before; the operator approves (the whole asked amount or a part) or declines with a reason the
// shopper reads. A card refund goes through the console's one Stripe refund path
// (app/payments/card/refunds.server.ts); the request is answered once that path accepted it. A
// flow: it answers the refunds domain's requests with the payments', orders' and money record's parts.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import { settleTransfer, type SettleOptions } from "~/chain/sender.server";
import { paymentReturnCopy, refundEmails, refundQueueCopy as t } from "~/content/refunds";
import type { Db, DbOrTx } from "~/db/types";
import { orders, refundRequests } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { getCardConfig } from "~/stripe/config.server";
import { RefundSchema, requestCardRefund, type RefundResult } from "~/payments/card/refunds.server";
import { paidVia } from "~/payments/paid-via.server";
import { absoluteUrl, orderUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { earlierRefunds, type EarlierRefund } from "~/refunds/earlier.server";
import { formatRefundDay } from "~/refunds/requests.server";
import { retryReturns } from "~/refunds/returns.server";
import { recordRefund } from "~/money/orders.server";
import { transitionOrder } from "~/orders/lifecycle.server";
// The USDC refund it sends settles through its purpose.
import "./refund-transfers.server";
import {
  recordRefundTransfer,
  requestBags,
  retryFailedRefunds,
  usdcRefundedCents,
  usdcRefundReadiness,
} from "~/refunds/usdc.server";

export type QueueAnswer = { ok: true; message: string } | { ok: false; message: string; field?: string };

export async function listRefundRequests(db: DbOrTx) {
  const rows = await db
    .select({ request: refundRequests, order: { id: orders.id, number: orders.number, status: orders.status } })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    // Waiting for an answer first, then the newest.
    .orderBy(
      sql`case when ${refundRequests.status} in ('open', 'waiting_funds') then 0 else 1 end`,
      desc(refundRequests.id),
    )
    .limit(200);
  // Every refund of each order, card or USDC; a request lists those made before it was asked.
  const byOrder = new Map<string, Promise<EarlierRefund[]>>();
  for (const { order } of rows) if (!byOrder.has(order.id)) byOrder.set(order.id, earlierRefunds(db, order.id));
  return Promise.all(
    rows.map(async ({ request, order }) => {
      const earlier = (await byOrder.get(order.id)!).filter((e) => e.at < new Date(request.createdAt));
      return {
        ...request,
        createdAt: formatRefundDay(request.createdAt),
        bags: request.lines.reduce((n, l) => n + l.quantity, 0),
        order,
        paidVia: (await paidVia(db, order)) ?? "store",
        refundedCents: earlier.reduce((sum, e) => sum + e.cents, 0),
        earlier: earlier.map((e) => ({ on: formatRefundDay(e.at), cents: e.cents, method: e.method })),
        // A fresh key per form: the same form submitted twice refunds once.
        refundKey: randomUUID(),
      };
    }),
  );
}

/**
 * Where the refund of a paid order is made, offered beside its "Cancel order": the card refund on
 * the order's page, or its refund request in the queue (a USDC or store payment).
 */
export type CancelRefund = { kind: "card"; cents: number } | { kind: "request"; requestId: number } | { kind: "queue" };

export async function refundBeforeCancel(
  db: DbOrTx,
  order: { id: string; status: string },
  refundableCardCents: number,
): Promise<CancelRefund | null> {
  if (order.status !== "paid") return null;
  if (refundableCardCents > 0) return { kind: "card", cents: refundableCardCents };
  const [open] = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, order.id), inArray(refundRequests.status, ["open", "waiting_funds"])))
    .orderBy(desc(refundRequests.id))
    .limit(1);
  return open ? { kind: "request", requestId: open.id } : { kind: "queue" };
}

const requestIdSchema = z.coerce.number().int().positive();
const DeclineSchema = z.object({
  reason: z.string().trim().min(3, t.declineReasonRequired).max(500, t.declineReasonTooLong),
});

async function readOpenRequest(db: DbOrTx, form: FormData, { waiting = false } = {}) {
  const id = requestIdSchema.safeParse(form.get("requestId"));
  if (!id.success) return { refusal: data<QueueAnswer>({ ok: false, message: t.notFound }, { status: 404 }) };
  const [row] = await db
    .select({ request: refundRequests, order: orders })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, id.data));
  if (!row) return { refusal: data<QueueAnswer>({ ok: false, message: t.notFound }, { status: 404 }) };
  if (row.request.status !== "open" && !(waiting && row.request.status === "waiting_funds"))
    return { refusal: data<QueueAnswer>({ ok: false, message: t.notOpen }, { status: 409 }) };
  return row;
}

/** Marks an open request answered, with its audit entry and the shopper's email, in one transaction. */
async function answer(
  db: Db,
  { request, order }: { request: typeof refundRequests.$inferSelect; order: typeof orders.$inferSelect },
  actor: string,
  outcome: { status: "approved"; approvedCents: number; how: string } | { status: "declined"; reason: string },
  /** What else the answer records, in its transaction (a USDC refund's transfer). */
  alsoInTx?: (tx: DbOrTx) => Promise<unknown>,
  /** A USDC approval is emailed once its transfer is confirmed, with the signature (usdc.server.ts). */
  { emailNow = true } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(refundRequests)
      .set({
        status: outcome.status,
        approvedCents: outcome.status === "approved" ? outcome.approvedCents : null,
        declineReason: outcome.status === "declined" ? outcome.reason : null,
        decidedBy: actor,
        decidedAt: now(),
      })
      .where(and(eq(refundRequests.id, request.id), inArray(refundRequests.status, ["open", "waiting_funds"])))
      .returning({ id: refundRequests.id });
    if (!answered) return false;
    await alsoInTx?.(tx);
    await recordAudit(tx, {
      actor,
      action: `refund.${outcome.status}`,
      target: order.id,
      detail: { requestId: request.id, ...outcome },
    });
    if (!emailNow) return true;
    const url = orderUrl(order);
    const copy =
      outcome.status === "approved"
        ? refundEmails.approved({
            number: order.number,
            amount: formatCents(outcome.approvedCents),
            how: outcome.how,
            orderUrl: url,
          })
        : refundEmails.declined({ number: order.number, reason: outcome.reason, orderUrl: url });
    await queueEmail(tx, {
      to: order.email,
      ...copy,
      kind: `refund.${outcome.status}`,
      key: `refund-${outcome.status}:${request.id}`,
    });
    return true;
  });
}

export async function declineRefundRequest(db: Db, form: FormData, actor: string) {
  const row = await readOpenRequest(db, form, { waiting: true });
  if ("refusal" in row) return row.refusal;
  const parsed = DeclineSchema.safeParse({ reason: form.get("reason") ?? undefined });
  if (!parsed.success)
    return data<QueueAnswer>({ ok: false, message: parsed.error.issues[0]!.message, field: "reason" }, { status: 400 });
  if (!(await answer(db, row, actor, { status: "declined", reason: parsed.data.reason })))
    return data<QueueAnswer>({ ok: false, message: t.notOpen }, { status: 409 });
  return data<QueueAnswer>({ ok: true, message: t.declined });
}

const OutsideSchema = z.object({
  how: z.string().trim().min(3, t.outsideHowRequired).max(200, t.outsideHowRequired),
  note: z.string().trim().max(500).default(""),
});

/**
 * A refund the operator made outside the store (a bank transfer, cash): recorded as refunded with
 * the same effects as any refund, in one transaction: the request approved, the money record's
 * refund (method `outside`, dated now), the order refunded when all of it went back (its listeners
 * void NPX and commission), and the shopper's email saying it was refunded and how.
 */
export async function recordOutsideRefund(db: Db, form: FormData, actor: string) {
  const row = await readOpenRequest(db, form, { waiting: true });
  if ("refusal" in row) return row.refusal;
  const parsed = OutsideSchema.safeParse({ how: form.get("how") ?? undefined, note: form.get("note") ?? undefined });
  if (!parsed.success)
    return data<QueueAnswer>({ ok: false, message: parsed.error.issues[0]!.message, field: "how" }, { status: 400 });
  const amount = RefundSchema.shape.amount.safeParse(form.get("amount") ?? undefined);
  if (!amount.success)
    return data<QueueAnswer>({ ok: false, message: amount.error.issues[0]!.message, field: "amount" }, { status: 400 });
  const cents = amount.data ? Math.round(Number(amount.data) * 100) : row.request.askedCents;
  const left = row.order.totalCents - (await earlierRefunds(db, row.order.id)).reduce((sum, e) => sum + e.cents, 0);
  if (cents <= 0 || cents > left)
    return data<QueueAnswer>({ ok: false, message: t.tooMuch(formatCents(left)), field: "amount" }, { status: 400 });
  const { how, note } = parsed.data;
  const answered = await answer(
    db,
    row,
    actor,
    { status: "approved", approvedCents: cents, how: t.howOutside(how) },
    async (tx) => {
      await recordRefund(tx, {
        key: `outside-refund:${row.request.id}`,
        orderId: row.order.id,
        cents,
        method: "outside",
        reference: how,
        note: note || null,
        bags: requestBags(row.request.lines),
        actor,
      });
      const detail = { requestId: row.request.id, cents, how, note };
      if (cents >= left && (row.order.status === "paid" || row.order.status === "fulfilled"))
        await transitionOrder(tx as unknown as Db, row.order.id, "refunded", { actor, detail });
      else await recordAudit(tx, { actor, action: "order.partly_refunded", target: row.order.id, detail });
    },
  );
  if (!answered) return data<QueueAnswer>({ ok: false, message: t.notOpen }, { status: 409 });
  return data<QueueAnswer>({ ok: true, message: t.outsideRecorded(formatCents(cents)) });
}

/** Approves a request: refunds the order the way it was paid, then answers the request. */
export async function approveRefundRequest(db: Db, form: FormData, actor: string, settle: SettleOptions = {}) {
  const row = await readOpenRequest(db, form, { waiting: true });
  if ("refusal" in row) return row.refusal;
  const amount = RefundSchema.shape.amount.safeParse(form.get("amount") ?? undefined);
  if (!amount.success)
    return data<QueueAnswer>({ ok: false, message: amount.error.issues[0]!.message, field: "amount" }, { status: 400 });
  const approvedCents = amount.data ? Math.round(Number(amount.data) * 100) : row.request.askedCents;
  if (approvedCents <= 0 || approvedCents > row.order.totalCents)
    return data<QueueAnswer>(
      { ok: false, message: t.tooMuch(formatCents(row.order.totalCents)), field: "amount" },
      { status: 400 },
    );
  const via = await paidVia(db, row.order);
  if (via === "usdc") return approveUsdc(db, row, approvedCents, actor, settle);
  if (via !== "card") return data<QueueAnswer>({ ok: false, message: t.notRefundable }, { status: 409 });

  // The console's card refund path, with this request's amount and reason.
  const cardForm = new FormData();
  cardForm.set("amount", (approvedCents / 100).toFixed(2));
  cardForm.set("reason", `Refund request #${row.request.id}: ${form.get("note") || row.request.reason}`.slice(0, 500));
  cardForm.set("refundKey", String(form.get("refundKey") ?? ""));
  const refunded = await requestCardRefund(db, getCardConfig(), row.order.id, cardForm, actor);
  const result: RefundResult = refunded.data;
  if (!result.ok) return data<QueueAnswer>(result, { status: refunded.init?.status ?? 409 });
  await answer(db, row, actor, { status: "approved", approvedCents, how: t.howCard });
  return data<QueueAnswer>({ ok: true, message: t.approved(formatCents(approvedCents)) });
}

type OpenRow = { request: typeof refundRequests.$inferSelect; order: typeof orders.$inferSelect };

/** A USDC order: the transfer back to the payer is recorded with the answer, then sent once. */
async function approveUsdc(db: Db, row: OpenRow, approvedCents: number, actor: string, settle: SettleOptions = {}) {
  // A part refund earlier (in USDC or outside the store): what is left of the order is the most this one sends.
  const outside = (await earlierRefunds(db, row.order.id)).filter((e) => e.method === "outside");
  const left =
    row.order.totalCents -
    (await usdcRefundedCents(db, row.order.id, row.request.id)) -
    outside.reduce((sum, e) => sum + e.cents, 0);
  if (approvedCents > left)
    return data<QueueAnswer>({ ok: false, message: t.tooMuch(formatCents(left)), field: "amount" }, { status: 400 });
  const readiness = await usdcRefundReadiness(db, row.order.id, approvedCents);
  if (!readiness.ready) {
    if (readiness.why === "not_configured")
      return data<QueueAnswer>({ ok: false, message: t.refundAccountMissing }, { status: 409 });
    if (readiness.why === "no_payer") return data<QueueAnswer>({ ok: false, message: t.noPayer }, { status: 409 });
    // Too little USDC: the request waits, and the console says what is missing.
    await db.transaction(async (tx) => {
      const [waiting] = await tx
        .update(refundRequests)
        .set({ status: "waiting_funds", approvedCents, decidedBy: actor, decidedAt: now() })
        .where(and(eq(refundRequests.id, row.request.id), inArray(refundRequests.status, ["open", "waiting_funds"])))
        .returning({ id: refundRequests.id });
      if (waiting && row.request.status === "open") {
        await recordAudit(tx, {
          actor,
          action: "refund.waiting_funds",
          target: row.order.id,
          detail: { requestId: row.request.id, approvedCents },
        });
        // Told once, when the request starts waiting; the retry job sends it when funds arrive.
        const to = getEnv().OPERATOR_EMAIL;
        if (to)
          await queueEmail(tx, {
            to,
            ...t.operatorShort({
              number: row.order.number,
              need: formatCents(approvedCents),
              consoleUrl: absoluteUrl("/admin/refunds"),
            }),
            kind: "refund.account-short",
            key: `refund-waiting-funds:${row.request.id}`,
          });
      }
    });
    return data<QueueAnswer>({ ok: false, message: t.waitingFunds(formatCents(approvedCents)) }, { status: 409 });
  }
  let transferId: number | undefined;
  const answered = await answer(
    db,
    row,
    actor,
    { status: "approved", approvedCents, how: t.howUsdc },
    async (tx) => {
      transferId = (await recordRefundTransfer(tx, { requestId: row.request.id, cents: approvedCents, ...readiness }))
        .id;
    },
    { emailNow: false },
  );
  if (!answered || transferId === undefined)
    return data<QueueAnswer>({ ok: false, message: t.notOpen }, { status: 409 });
  // Sent now when the chain answers quickly; otherwise the sender's job finishes it.
  await settleTransfer(db, transferId, { waitMs: 5_000, ...settle });
  return data<QueueAnswer>({ ok: true, message: t.approved(formatCents(approvedCents)) });
}

/** What the retry job runs: every request waiting for funds is tried again with what was approved. */
export async function retryWaitingRefunds(db: Db): Promise<number> {
  const waiting = await db
    .select({ request: refundRequests, order: orders })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.status, "waiting_funds"))
    .orderBy(refundRequests.id)
    .limit(50);
  let sent = 0;
  for (const row of waiting) {
    const answered = await approveUsdc(
      db,
      row,
      row.request.approvedCents ?? row.request.askedCents,
      row.request.decidedBy ?? "system:refunds",
    );
    if (answered.data.ok) sent += 1;
  }
  return sent;
}

/** The console's "Retry now": waiting and failed refunds first, then payments to send back. */
export async function retryWaiting(db: Db) {
  await retryWaitingRefunds(db);
  await retryFailedRefunds(db, { all: true });
  await retryReturns(db, { all: true });
  return data<QueueAnswer>({ ok: true, message: paymentReturnCopy.retried });
}
