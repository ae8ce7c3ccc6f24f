// Confirmation by the chain. For an order's reference key: list the transactions that name it,
// judge each one not seen before, and record it. The first valid transfer pays the order (its
// rewards become earned in the same transaction); a later one goes back (app/refunds/returns.server.ts); invalid ones
// are kept with their reason and leave the order unpaid. Every signature is recorded once, so
// the background job and on-demand checks can run side by side and resume after a restart.
import { eq, inArray } from "drizzle-orm";
import { address, signature as toSignature, type Address } from "@solana/kit";
import type { ChainRpc } from "~/chain/sender.server";
import { recordAudit } from "~/audit/audit.server";
import { paymentReasons } from "~/content/payments";
import type { Db } from "~/db/types";
import { orders, payments } from "~/db/schema";
import { recordMoney } from "~/money/record.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { queuePaymentReturn, sendWaitingReturns } from "~/refunds/returns.server";
import { holdForPayment } from "~/stock/unpaid-holds.server";
import { logger } from "~/utils/logger.server";
import { centsToUsdcUnits, usdcUnitsToCents } from "~/utils/usdc-amount";
import { getMintProgram, PAYMENT_COMMITMENT } from "~/payments/chain.server";
import type { PaymentConfig } from "~/payments/config.server";
import { merchantTokenAccount } from "~/payments/transaction-request.server";
import { judgeTransfer, type TransferVerdict } from "~/payments/verify.server";
import { readThrough, setReadThrough } from "~/payments/watches.server";

export const PAYMENTS_ACTOR = "system:payments";
/** The most signatures one getSignaturesForAddress call returns. */
const SIGNATURES_PER_PAGE = 1000;
/** Signatures looked up in `payments` per query. */
const KNOWN_PER_QUERY = 1000;

export interface OrderToCheck {
  id: string;
  number: string;
  totalCents: number;
  paymentReference: string | null;
}

/**
 * Every signature naming the reference, newest first, paged back to `until` (or to the first
 * one: the reference was made with the order, so nothing before it names it). However many dust
 * transactions name a public reference, the payment among them is read.
 */
async function signaturesNaming(rpc: ChainRpc, reference: Address, until: string | undefined) {
  const all: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await rpc
      .getSignaturesForAddress(reference, {
        limit: SIGNATURES_PER_PAGE,
        before: before === undefined ? undefined : toSignature(before),
        until: until === undefined ? undefined : toSignature(until),
        commitment: PAYMENT_COMMITMENT,
      })
      .send();
    all.push(...page.map((s) => s.signature));
    if (page.length < SIGNATURES_PER_PAGE) return all;
    before = page[page.length - 1]!.signature;
  }
}

async function knownSignatures(db: Db, signatures: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < signatures.length; i += KNOWN_PER_QUERY) {
    const rows = await db
      .select({ signature: payments.signature })
      .from(payments)
      .where(inArray(payments.signature, signatures.slice(i, i + KNOWN_PER_QUERY)));
    for (const row of rows) known.add(row.signature);
  }
  return known;
}

/** Reads the chain for one order and records what is new; returns how many payments were recorded. */
export async function checkOrderPayments(
  db: Db,
  rpc: ChainRpc,
  config: PaymentConfig,
  order: OrderToCheck,
): Promise<number> {
  if (!order.paymentReference) return 0;
  const reference = order.paymentReference;
  // Oldest first, so the first valid transfer is the one that pays.
  const signatures = (await signaturesNaming(rpc, address(reference), await readThrough(db, order.id))).reverse();
  if (signatures.length === 0) return 0;

  const seen = await knownSignatures(db, signatures);
  const fresh = signatures.filter((s) => !seen.has(s));

  let recorded = 0;
  if (fresh.length > 0) {
    const tokenProgram = await getMintProgram(rpc, config.mint);
    const expected = {
      reference,
      mint: config.mint,
      merchant: config.merchant,
      merchantTokenAccount: await merchantTokenAccount(config, tokenProgram),
      amount: centsToUsdcUnits(order.totalCents),
      memo: order.number,
    };
    for (const signature of fresh) {
      const tx = await rpc
        .getTransaction(toSignature(signature), {
          commitment: PAYMENT_COMMITMENT,
          encoding: "json",
          maxSupportedTransactionVersion: 0,
        })
        .send();
      // Listed but not readable yet: the next check picks it up.
      const verdict = tx && judgeTransfer(tx, expected);
      if (!verdict) continue;
      if (await recordPayment(db, order, signature, verdict)) recorded += 1;
      seen.add(signature);
    }
  }
  // Everything up to the newest signature with nothing unread below it is never listed again.
  let through: string | undefined;
  for (const signature of signatures) {
    if (!seen.has(signature)) break;
    through = signature;
  }
  if (through) await setReadThrough(db, order.id, through);
  // What is not kept goes back now; the retry job sends what the refund account cannot cover yet.
  if (recorded > 0)
    await sendWaitingReturns(db, { orderId: order.id }).catch((error: unknown) =>
      logger.warn({ err: error, orderId: order.id }, "sending a payment back failed; the retry job tries again"),
    );
  return recorded;
}

/** Stores one judged transaction; pays the order when it is the first valid one. */
export async function recordPayment(
  db: Db,
  order: OrderToCheck,
  signature: string,
  verdict: TransferVerdict,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        signature,
        reference: order.paymentReference ?? "",
        payer: verdict.payer,
        sourceAccount: verdict.source ?? null,
        recipient: verdict.recipient,
        mint: verdict.mint,
        amount: verdict.amount === null ? null : Number(verdict.amount),
        status: verdict.status,
        reason: verdict.reason,
      })
      .onConflictDoNothing({ target: payments.signature })
      .returning({ id: payments.id });
    if (!row) return false;

    const detail = { signature, payer: verdict.payer, amount: verdict.amount?.toString() ?? null };
    // USDC that reached the store's account and does not pay the order: received, not revenue.
    const extra = () =>
      recordMoney(tx, [
        {
          key: `usdc-extra:${signature}`,
          kind: "payment_extra",
          amountCents: usdcUnitsToCents(Number(verdict.amount)),
          orderId: order.id,
          method: "usdc",
          reference: signature,
          note: verdict.reason,
          actor: PAYMENTS_ACTOR,
        },
      ]);
    if (verdict.status !== "confirmed") {
      const reached = verdict.status !== "wrong_mint" && verdict.status !== "wrong_recipient";
      if (reached && verdict.mint !== null && verdict.amount !== null) await extra();
      await recordAudit(tx, {
        actor: PAYMENTS_ACTOR,
        action: `payment.${verdict.status}`,
        target: order.id,
        detail: { ...detail, reason: verdict.reason },
      });
      // USDC that reached the store and does not pay the order goes back (an underpayment once the order closes).
      await queuePaymentReturn(tx, row.id);
      logger.warn({ orderId: order.id, signature, status: verdict.status }, "payment not accepted");
      return true;
    }

    // An order whose hold of bags ended takes them again now; gone, it is cancelled and the money goes back.
    const [open] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for("update");
    const bags = open?.status === "pending_payment" ? await holdForPayment(tx, order.id) : ({ ok: true } as const);
    if (!bags.ok) {
      await tx
        .update(payments)
        .set({ status: "duplicate_refund", reason: bags.message })
        .where(eq(payments.id, row.id));
      await transitionOrder(tx as unknown as Db, order.id, "cancelled", {
        actor: PAYMENTS_ACTOR,
        detail: { ...detail, reason: "sold_out_at_payment" },
      });
      await recordAudit(tx, {
        actor: PAYMENTS_ACTOR,
        action: "payment.sold_out",
        target: order.id,
        detail: { ...detail, reason: bags.message },
      });
      await queuePaymentReturn(tx, row.id);
      logger.warn({ orderId: order.id, signature }, "paid after its bags sold out, to send back");
      return true;
    }

    const moved = await transitionOrder(tx as unknown as Db, order.id, "paid", { actor: PAYMENTS_ACTOR, detail });
    if (moved.ok) {
      logger.info({ orderId: order.id, signature }, "order paid");
      return true;
    }
    // Paid already (or closed): the money came anyway and goes back.
    const reason =
      moved.reason === "not_allowed" && moved.from === "cancelled"
        ? paymentReasons.orderClosed
        : paymentReasons.duplicate;
    await tx.update(payments).set({ status: "duplicate_refund", reason }).where(eq(payments.id, row.id));
    await extra();
    await recordAudit(tx, {
      actor: PAYMENTS_ACTOR,
      action: "payment.duplicate_refund",
      target: order.id,
      detail: { ...detail, reason },
    });
    await queuePaymentReturn(tx, row.id);
    logger.warn({ orderId: order.id, signature }, "second payment for an order, to refund");
    return true;
  });
}
