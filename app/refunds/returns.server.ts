// USDC the store received but does not keep goes back to the token account it came from (as the
// payment check read it from the chain): a payment after the order's deadline (order cancelled), a
// second payment, a wrong amount, or one without the order's number. An underpayment waits while
// the order is open (the page says what is missing) and goes back once the order is paid by
// another transfer or cancelled. The return is recorded in the transaction that records the
// payment (or moves the order), then sent through the one exactly-once sender (its purpose, and
// the money record's entry once it lands: app/flows/refund-transfers.server.ts).
//
// The refund account must not leak through returns (docs/payments.md, "Refund account"):
// - the store never pays rent to send money back: it pays into the token account the payment came
//   from; if that is closed, the return is held for the operator (never re-created at our cost);
// - under RETURN_MIN_CENTS it is kept (sending would cost more), and the order page says so;
// - more than RETURN_MAX_PER_PAYER_DAY for one wallet, or RETURN_MAX_PER_ORDER for one order, and
//   anything above RETURN_REVIEW_ABOVE_CENTS, wait for the operator's "Send back";
// - approved refunds go first: a return only spends what waiting refunds and transfers under way
//   leave; SOL (fee, kept rent) and USDC are checked before anything is recorded, and the operator
//   is told once when either is short; the `refunds.retry-waiting` job sends it when it can;
// - the shopper is emailed for a return of RETURN_EMAIL_MIN_CENTS or more, once per order a day.
import { findAssociatedTokenPda } from "@solana-program/token";
import { address } from "@solana/kit";
import { and, asc, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import {
  getChainRpc,
  getMintInfo,
  getTokenAccount,
  recordTransfer,
  retryFailedTransfer,
  settleTransfer,
  UNSENT_REASONS,
  wasNeverSent,
  type ChainTransfer,
} from "~/chain/sender.server";
import { paymentReturnCopy as t } from "~/content/refunds";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, orders, paymentReturns, payments } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { centsToUsdcUnits, formatUsdcUnits, USDC_DECIMALS } from "~/utils/usdc-amount";
import { explorerTxUrl } from "~/utils/explorer.server";
import { orderUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatStoreTime, storeDay } from "~/utils/store-time";
import { noteRefundAccount, refundAccountCovers, refundSigner, reservedUnits, RETURN_PURPOSE } from "./usdc.server";
import { now } from "~/jobs/clock.server";

export { RETURN_PURPOSE };
const KEY_PREFIX = "payment-return:";
const ACTOR = "system:payment-returns";

type Why = "late" | "double" | "overpaid" | "underpaid" | "unmatched";
export type Hold = "kept" | "review" | "limit" | "no_account";
const DAY_MS = 24 * 3_600_000;
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
  const payer = row.payment.payer!;
  const hold = await holdFor(tx, { orderId: row.order.id, payer, amount: row.payment.amount! });
  const [queued] = await tx
    .insert(paymentReturns)
    .values({
      paymentId,
      orderId: row.order.id,
      why,
      payer,
      amount: row.payment.amount!,
      sourceAccount: row.payment.sourceAccount,
      hold,
    })
    .onConflictDoNothing()
    .returning({ id: paymentReturns.id });
  if (queued)
    await recordAudit(tx, {
      actor: ACTOR,
      action: hold === "kept" ? "payment.kept_dust" : "payment.return_queued",
      target: row.order.id,
      detail: { paymentId, why, amount: row.payment.amount, payer, hold },
    });
  return Boolean(queued);
}

/**
 * Whether a new return is sent by itself (null) or not: kept under what sending costs; held for the
 * operator past the per-wallet and per-order limits or above the review threshold. The wallet and
 * the order are locked first, so processes counting at once count one after the other.
 */
async function holdFor(tx: DbOrTx, r: { orderId: string; payer: string; amount: number }): Promise<Hold | null> {
  const env = getEnv();
  if (BigInt(r.amount) < centsToUsdcUnits(env.RETURN_MIN_CENTS)) return "kept";
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-return-order:${r.orderId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-return-payer:${r.payer}`}))`);
  const counted = notInArray(sql`coalesce(${paymentReturns.hold}, '')`, ["kept", "limit"]);
  const [byPayer] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentReturns)
    .where(
      and(eq(paymentReturns.payer, r.payer), gte(paymentReturns.createdAt, new Date(Date.now() - DAY_MS)), counted),
    );
  const [byOrder] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentReturns)
    .where(and(eq(paymentReturns.orderId, r.orderId), counted));
  if ((byPayer?.n ?? 0) >= env.RETURN_MAX_PER_PAYER_DAY || (byOrder?.n ?? 0) >= env.RETURN_MAX_PER_ORDER)
    return "limit";
  if (BigInt(r.amount) > centsToUsdcUnits(env.RETURN_REVIEW_ABOVE_CENTS)) return "review";
  return null;
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

/** Where a return goes: the token account the payment came from (or, for a payment recorded
 * before the store kept that, the payer's associated account), if it is open and takes USDC. */
async function destinationOf(ret: typeof paymentReturns.$inferSelect): Promise<string | null> {
  const rpc = getChainRpc();
  const mint = getEnv().USDC_MINT;
  let account = ret.sourceAccount;
  if (!account) {
    const { tokenProgram } = await getMintInfo(rpc, mint);
    [account] = await findAssociatedTokenPda({ owner: address(ret.payer), mint: address(mint), tokenProgram });
  }
  const found = await getTokenAccount(rpc, account);
  return found && found.mint === mint && !found.frozen ? account : null;
}

async function holdReturn(db: DbOrTx, ret: typeof paymentReturns.$inferSelect, hold: Hold) {
  const [held] = await db
    .update(paymentReturns)
    .set({ hold })
    .where(and(eq(paymentReturns.id, ret.id), isNull(paymentReturns.hold)))
    .returning({ id: paymentReturns.id });
  if (held)
    await recordAudit(db, {
      actor: ACTOR,
      action: "payment.return_held",
      target: ret.orderId,
      detail: { paymentId: ret.paymentId, amount: ret.amount, hold },
    });
}

/**
 * Sends every return still waiting for the refund account (one order's, or all): records its
 * transfer once the account covers it (after approved refunds and transfers under way), then works
 * it through the sender. Short: the operator is told once. Returns how many went to the sender.
 */
export async function sendWaitingReturns(db: Db, { orderId }: { orderId?: string } = {}): Promise<number> {
  const waiting = await db
    .select({ ret: paymentReturns, order: orders, receivedAt: payments.createdAt })
    .from(paymentReturns)
    .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
    .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
    .where(
      and(
        isNull(paymentReturns.transferId),
        isNull(paymentReturns.hold),
        orderId ? eq(paymentReturns.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(paymentReturns.id))
    .limit(50);
  let sent = 0;
  for (const { ret, order, receivedAt } of waiting) {
    if (!(await refundSigner())) {
      await noteRefundAccount(
        db,
        { ready: false, why: "not_configured", short: "not_configured" },
        receivedText({ ...ret, receivedAt }, order.totalCents),
      );
      continue;
    }
    const destination = await destinationOf(ret);
    if (!destination) {
      await holdReturn(db, ret, "no_account");
      continue;
    }
    const covers = await refundAccountCovers(BigInt(ret.amount), {
      reserveUnits: await reservedUnits(db),
      createsAccount: false,
    });
    await noteRefundAccount(db, covers, receivedText({ ...ret, receivedAt }, order.totalCents));
    if (!covers.ready) continue;
    const transferId = await db.transaction(async (tx) => {
      const transfer = await recordTransfer(tx, {
        key: `${KEY_PREFIX}${ret.paymentId}`,
        purpose: RETURN_PURPOSE,
        mint: getEnv().USDC_MINT,
        source: covers.signer.address,
        recipient: ret.payer,
        destination,
        amount: BigInt(ret.amount),
        decimals: USDC_DECIMALS,
      });
      const [claimed] = await tx
        .update(paymentReturns)
        .set({ transferId: transfer.id })
        .where(and(eq(paymentReturns.id, ret.id), isNull(paymentReturns.transferId), isNull(paymentReturns.hold)))
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

/**
 * Returns whose transfer failed, tried again once the account covers them: those never sent (the
 * retry job), or every one (`all`: the operator's "Retry now"). A return whose token account was
 * closed is held instead.
 */
export async function retryFailedReturns(db: Db, { all = false }: { all?: boolean } = {}): Promise<number> {
  const failed = await db
    .select({ transfer: chainTransfers })
    .from(paymentReturns)
    .innerJoin(chainTransfers, eq(chainTransfers.id, paymentReturns.transferId))
    .where(and(eq(chainTransfers.status, "failed"), isNull(paymentReturns.hold)))
    .orderBy(asc(paymentReturns.id))
    .limit(50);
  let retried = 0;
  for (const { transfer } of failed) {
    if (!all && !wasNeverSent(transfer)) continue;
    const covers = await refundAccountCovers(transfer.amount, {
      reserveUnits: await reservedUnits(db),
      createsAccount: false,
    });
    await noteRefundAccount(db, covers, t.retryWhat);
    if (!covers.ready) continue;
    if ((await retryFailedTransfer(db, transfer.id)).status !== "failed") retried += 1;
  }
  return retried;
}

/** What "Retry now" and the retry job run after approved refunds: failed returns, then waiting ones. */
export async function retryReturns(db: Db, { all = false }: { all?: boolean } = {}): Promise<void> {
  await retryFailedReturns(db, { all });
  await sendWaitingReturns(db);
}

const releaseId = z.coerce.number().int().positive();

/**
 * The console's "Send back" on a held return: the operator lets it go (past the limits or the
 * review threshold; a closed token account is looked at again). It then waits its turn like any
 * other return and goes out if the account covers it.
 */
export async function releaseReturn(db: Db, form: FormData, actor: string) {
  const id = releaseId.safeParse(form.get("returnId"));
  const [ret] = id.success ? await db.select().from(paymentReturns).where(eq(paymentReturns.id, id.data)) : [];
  if (!ret || !ret.hold || ret.hold === "kept")
    return data({ ok: false as const, message: t.releaseNotHeld }, { status: 409 });
  if (ret.hold === "no_account" && !(await destinationOf(ret)))
    return data({ ok: false as const, message: t.releaseStillGone }, { status: 409 });
  const [released] = await db
    .update(paymentReturns)
    .set({ hold: null, decidedBy: actor, decidedAt: new Date() })
    .where(and(eq(paymentReturns.id, ret.id), eq(paymentReturns.hold, ret.hold)))
    .returning({ id: paymentReturns.id });
  if (!released) return data({ ok: false as const, message: t.releaseNotHeld }, { status: 409 });
  await recordAudit(db, {
    actor,
    action: "payment.return_released",
    target: ret.orderId,
    detail: { paymentId: ret.paymentId, amount: ret.amount, hold: ret.hold },
  });
  // A transfer that failed for want of the account is tried again; otherwise it is sent now.
  const [transfer] = ret.transferId
    ? await db.select().from(chainTransfers).where(eq(chainTransfers.id, ret.transferId))
    : [];
  if (transfer?.status === "failed") await retryFailedTransfer(db, transfer.id);
  else await sendWaitingReturns(db, { orderId: ret.orderId });
  return data({ ok: true as const, message: t.released });
}

export type ReturnStatus = "waiting" | "kept" | "held" | "sending" | "sent" | "failed";

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
    const status: ReturnStatus =
      transfer?.status === "confirmed"
        ? "sent"
        : ret.hold === "kept"
          ? "kept"
          : ret.hold
            ? "held"
            : !transfer?.status
              ? "waiting"
              : transfer.status === "failed"
                ? "failed"
                : "sending";
    const signature = status === "sent" ? transfer!.signature : null;
    return {
      id: ret.id,
      order,
      why: ret.why,
      hold: status === "held" ? (ret.hold as Exclude<Hold, "kept">) : null,
      amount: formatUsdcUnits(ret.amount),
      text: receivedText({ ...ret, receivedAt }, order.totalCents),
      status,
      signature,
      url: signature ? explorerTxUrl(signature) : null,
    };
  });
}

/**
 * A return's transfer settled (the flow that defines its purpose calls this in the settling
 * transaction): failed, it is audited and, when its token account closed before it went, held for
 * the operator (never re-created); confirmed, it is audited and the shopper emailed (small returns
 * are on the order page only; otherwise one email per order a day at most). Returns the confirmed
 * return, for the money record.
 */
export async function paymentReturnSettled(tx: DbOrTx, transfer: ChainTransfer) {
  const paymentId = Number(transfer.key.slice(KEY_PREFIX.length));
  const [row] = await tx
    .select({ ret: paymentReturns, order: orders, receivedAt: payments.createdAt })
    .from(paymentReturns)
    .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
    .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
    .where(eq(paymentReturns.paymentId, paymentId));
  if (!row) return null;
  const detail = { paymentId, signature: transfer.signature, error: transfer.error };
  if (transfer.status !== "confirmed") {
    await recordAudit(tx, { actor: ACTOR, action: "payment.return_failed", target: row.order.id, detail });
    if (transfer.error === UNSENT_REASONS.destinationGone) await holdReturn(tx, row.ret, "no_account");
    return null;
  }
  await recordAudit(tx, { actor: ACTOR, action: "payment.returned", target: row.order.id, detail });
  const returned = { id: row.ret.id, orderId: row.order.id, amount: row.ret.amount, why: row.ret.why, actor: ACTOR };
  if (BigInt(row.ret.amount) < centsToUsdcUnits(getEnv().RETURN_EMAIL_MIN_CENTS)) return returned;
  const day = storeDay(transfer.confirmedAt ?? now(), getEnv().STORE_TIME_ZONE);
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
    key: `payment-returned:${row.order.id}:${day}`,
  });
  return returned;
}
