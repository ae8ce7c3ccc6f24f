// USDC the store received but does not keep goes back to the wallet that sent it (the transfer's
// authority, as the payment check read it from the chain): a payment after the order's deadline
// (order cancelled), a second payment, a wrong amount, or one without the order's number. An
// underpayment waits while the order is open (the page says what is missing) and goes back once
// the order is paid by another transfer or cancelled. The return is recorded in the transaction
// that records the payment (or moves the order), then sent through the one exactly-once sender;
// while the refund account is not set up or short it waits, the operator is told once, and the
// `refunds.retry-waiting` job sends it when it can.
import { and, asc, eq, isNull } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { defineTransferPurpose, recordTransfer, settleTransfer } from "~/chain/sender.server";
import { paymentReturnCopy as t } from "~/content/refunds";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, orders, paymentReturns, payments } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { centsToUsdcUnits, formatUsdcUnits, USDC_DECIMALS } from "~/payments/amount";
import { explorerTxUrl } from "~/rewards/claims.server";
import { absoluteUrl, orderUrl } from "~/subscriptions/links.server";
import { getEnv } from "~/utils/env.server";
import { formatStoreTime } from "~/utils/store-time";
import { refundAccountCovers, refundSigner } from "./usdc.server";

export const RETURN_PURPOSE = "payment_return";
const KEY_PREFIX = "payment-return:";
const ACTOR = "system:payment-returns";

type Why = "late" | "double" | "overpaid" | "underpaid" | "unmatched";
type Payment = typeof payments.$inferSelect;
type Order = typeof orders.$inferSelect;

/** Why a recorded payment goes back, or null when it is kept (or moved no USDC to the store). */
function whyReturned(payment: Payment, order: Order): Why | null {
  if (payment.amount === null || payment.amount <= 0 || !payment.payer) return null;
  if (payment.mint !== getEnv().USDC_MINT) return null;
  if (payment.status === "duplicate_refund") return order.status === "cancelled" ? "late" : "double";
  // The check judges the amount before the memo: an invalid transfer that moved USDC reached the store.
  if (payment.status === "invalid")
    return BigInt(payment.amount) > centsToUsdcUnits(order.totalCents) ? "overpaid" : "unmatched";
  if (payment.status === "underpaid") return order.status === "pending_payment" ? null : "underpaid";
  return null;
}

/** In the payment's transaction: records that the payment goes back, if it does. */
export async function queuePaymentReturn(tx: DbOrTx, paymentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  const why = row && whyReturned(row.payment, row.order);
  if (!row || !why) return false;
  const [queued] = await tx
    .insert(paymentReturns)
    .values({ paymentId, orderId: row.order.id, why, payer: row.payment.payer!, amount: row.payment.amount! })
    .onConflictDoNothing()
    .returning({ id: paymentReturns.id });
  if (queued)
    await recordAudit(tx, {
      actor: ACTOR,
      action: "payment.return_queued",
      target: row.order.id,
      detail: { paymentId, why, amount: row.payment.amount, payer: row.payment.payer },
    });
  return Boolean(queued);
}

/** The order was paid by another transfer or cancelled: its underpayments go back. */
export async function queueUnderpaidReturns(tx: DbOrTx, orderId: string): Promise<void> {
  const underpaid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "underpaid")));
  for (const { id } of underpaid) await queuePaymentReturn(tx, id);
}

/** What the shopper and operator read about one received payment. */
function receivedText(ret: { why: string; amount: number; receivedAt: Date }, totalCents: number): string {
  const amount = formatUsdcUnits(ret.amount);
  const when = formatStoreTime(ret.receivedAt, getEnv().STORE_TIME_ZONE);
  const total = formatUsdcUnits(centsToUsdcUnits(totalCents));
  const received = t.received;
  switch (ret.why as Why) {
    case "late":
      return received.late(amount, when);
    case "double":
      return received.double(amount, when);
    case "overpaid":
      return received.overpaid(amount, when, total);
    case "underpaid":
      return received.underpaid(amount, when, total);
    default:
      return received.unmatched(amount, when);
  }
}

/**
 * Sends every return still waiting for the refund account (one order's, or all): records its
 * transfer once the account covers it, then works it through the sender. Short: the operator is
 * told once per return. Returns how many were handed to the sender.
 */
export async function sendWaitingReturns(db: Db, { orderId }: { orderId?: string } = {}): Promise<number> {
  const waiting = await db
    .select({ ret: paymentReturns, order: orders, receivedAt: payments.createdAt })
    .from(paymentReturns)
    .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
    .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
    .where(and(isNull(paymentReturns.transferId), orderId ? eq(paymentReturns.orderId, orderId) : undefined))
    .orderBy(asc(paymentReturns.id))
    .limit(50);
  let sent = 0;
  for (const { ret, order, receivedAt } of waiting) {
    const covers = await refundAccountCovers(BigInt(ret.amount));
    if (!covers.ready) {
      await tellOperatorOnce(db, ret, receivedText({ ...ret, receivedAt }, order.totalCents));
      continue;
    }
    const transferId = await db.transaction(async (tx) => {
      const transfer = await recordTransfer(tx, {
        key: `${KEY_PREFIX}${ret.paymentId}`,
        purpose: RETURN_PURPOSE,
        mint: getEnv().USDC_MINT,
        source: covers.signer.address,
        recipient: ret.payer,
        amount: BigInt(ret.amount),
        decimals: USDC_DECIMALS,
      });
      const [claimed] = await tx
        .update(paymentReturns)
        .set({ transferId: transfer.id })
        .where(and(eq(paymentReturns.id, ret.id), isNull(paymentReturns.transferId)))
        .returning({ id: paymentReturns.id });
      return claimed ? transfer.id : null;
    });
    if (transferId === null) continue;
    sent += 1;
    // Sent now when the chain answers quickly; otherwise the sender's job finishes it.
    await settleTransfer(db, transferId, { waitMs: 5_000 });
  }
  return sent;
}

async function tellOperatorOnce(db: Db, ret: typeof paymentReturns.$inferSelect, what: string) {
  const to = getEnv().OPERATOR_EMAIL;
  await db.transaction(async (tx) => {
    // The email's key makes it once per return, whichever process or run gets here.
    const told = to
      ? await queueEmail(tx, {
          to,
          ...t.operatorShort({ what, need: formatUsdcUnits(ret.amount), consoleUrl: absoluteUrl("/admin/refunds") }),
          kind: "refund.account-short",
          key: `payment-return-waiting:${ret.id}`,
        })
      : false;
    if (told)
      await recordAudit(tx, {
        actor: ACTOR,
        action: "payment.return_waiting_funds",
        target: ret.orderId,
        detail: { paymentId: ret.paymentId, amount: ret.amount },
      });
  });
}

export type ReturnStatus = "waiting" | "sending" | "sent" | "failed";

/** Every return of the order (or the newest of all), as the order page and the console show them. */
export async function listPaymentReturns(db: DbOrTx, { orderId }: { orderId?: string } = {}) {
  const rows = await db
    .select({
      ret: paymentReturns,
      order: { id: orders.id, number: orders.number, totalCents: orders.totalCents },
      receivedAt: payments.createdAt,
      transfer: { status: chainTransfers.status, signature: chainTransfers.signature },
    })
    .from(paymentReturns)
    .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
    .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
    .leftJoin(chainTransfers, eq(chainTransfers.id, paymentReturns.transferId))
    .where(orderId ? eq(paymentReturns.orderId, orderId) : undefined)
    .orderBy(asc(paymentReturns.id))
    .limit(200);
  return rows.map(({ ret, order, receivedAt, transfer }) => {
    const status: ReturnStatus = !transfer?.status
      ? "waiting"
      : transfer.status === "confirmed"
        ? "sent"
        : transfer.status === "failed"
          ? "failed"
          : "sending";
    const signature = status === "sent" ? transfer!.signature : null;
    return {
      id: ret.id,
      order,
      why: ret.why,
      amount: formatUsdcUnits(ret.amount),
      text: receivedText({ ...ret, receivedAt }, order.totalCents),
      status,
      signature,
      url: signature ? explorerTxUrl(signature) : null,
    };
  });
}

defineTransferPurpose(RETURN_PURPOSE, {
  signer: refundSigner,
  onSettled: async (tx, transfer) => {
    const paymentId = Number(transfer.key.slice(KEY_PREFIX.length));
    const [row] = await tx
      .select({ ret: paymentReturns, order: orders, receivedAt: payments.createdAt })
      .from(paymentReturns)
      .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
      .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
      .where(eq(paymentReturns.paymentId, paymentId));
    if (!row) return;
    const detail = { paymentId, signature: transfer.signature, error: transfer.error };
    if (transfer.status !== "confirmed") {
      await recordAudit(tx, { actor: ACTOR, action: "payment.return_failed", target: row.order.id, detail });
      return;
    }
    await recordAudit(tx, { actor: ACTOR, action: "payment.returned", target: row.order.id, detail });
    await queueEmail(tx, {
      to: row.order.email,
      ...t.email({
        number: row.order.number,
        amount: formatUsdcUnits(row.ret.amount),
        what: receivedText({ ...row.ret, receivedAt: row.receivedAt }, row.order.totalCents),
        url: explorerTxUrl(transfer.signature!),
        orderUrl: orderUrl(row.order),
      }),
      kind: "payment.returned",
      key: `payment-returned:${paymentId}`,
    });
  },
});
