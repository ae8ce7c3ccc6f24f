// USDC refunds: an approved request of an order paid in USDC sends USDC back to the wallet that
// paid (the payer of its confirmed payment, as the payment check recorded it), from the brand's
// refund account (REFUND_KEYPAIR or REFUND_KEY_FILE), through the store's one exactly-once sender
// (app/chain/sender.server.ts). The transfer is recorded in the transaction that approves the
// request; once it is confirmed, a refund of the whole order moves the order to refunded (the
// purpose and what its confirmation writes elsewhere: app/flows/refund-transfers.server.ts).
import type { KeyPairSigner } from "@solana/kit";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { paymentReturnCopy, refundEmails, refundQueueCopy } from "~/content/refunds";
import { queueEmail } from "~/email/outbox.server";
import { absoluteUrl, orderUrl } from "~/utils/links.server";
import { formatCents } from "~/utils/money";
import { loadSigner } from "~/chain/keys.server";
import {
  getChainRpc,
  getLamports,
  getTokenBalance,
  recordTransfer,
  retryFailedTransfer,
  sendingCost,
  wasNeverSent,
  type ChainTransfer,
} from "~/chain/sender.server";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, orders, payments, refundAccountState, refundRequests } from "~/db/schema";
import { centsToUsdcUnits, USDC_DECIMALS } from "~/utils/usdc-amount";
import { explorerTxUrl } from "~/utils/explorer.server";
import { getEnv } from "~/utils/env.server";

export const REFUND_PURPOSE = "order_refund";
/** The purpose of payments sent back (app/refunds/returns.server.ts); both come from the refund account. */
export const RETURN_PURPOSE = "payment_return";
const KEY_PREFIX = "order-refund:";
export const refundTransferKey = (requestId: number) => `${KEY_PREFIX}${requestId}`;

let loaded: { secret?: string; file?: string; signer: Promise<KeyPairSigner | null> } | undefined;

/** The refund account's signer, or null when none is configured. */
export function refundSigner(): Promise<KeyPairSigner | null> {
  const { REFUND_KEYPAIR: secret, REFUND_KEY_FILE: file } = getEnv();
  if (!loaded || loaded.secret !== secret || loaded.file !== file)
    loaded = { secret, file, signer: loadSigner({ secret, file, name: "REFUND_KEYPAIR" }) };
  return loaded.signer;
}

/** The wallet that paid the order in USDC, read from its confirmed payment. */
export async function usdcPayer(db: DbOrTx, orderId: string): Promise<string | null> {
  const [paid] = await db
    .select({ payer: payments.payer })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "confirmed")))
    .limit(1);
  return paid?.payer ?? null;
}

export type UsdcReadiness =
  | { ready: true; signer: KeyPairSigner; payer: string }
  | { ready: false; why: "not_configured" | "no_payer" | "short"; needCents?: number };

export type Shortness = "sol" | "usdc" | "both" | "not_configured";
export type AccountCover =
  { ready: true; signer: KeyPairSigner } | { ready: false; why: "not_configured" | "short"; short: Shortness };

/**
 * The refund account's signer if it is set up and can send `units` of USDC now: USDC for the
 * amount beyond `reserveUnits` (what is already promised: transfers under way, approved refunds
 * waiting), and SOL for the fee and the rent the account must keep, plus a token account's rent
 * when the transfer may create one (`createsAccount`; never for payments sent back).
 */
export async function refundAccountCovers(
  units: bigint,
  { reserveUnits = 0n, createsAccount = true }: { reserveUnits?: bigint; createsAccount?: boolean } = {},
): Promise<AccountCover> {
  const signer = await refundSigner();
  if (!signer) return { ready: false, why: "not_configured", short: "not_configured" };
  const rpc = getChainRpc();
  const [held, lamports, cost] = await Promise.all([
    getTokenBalance(rpc, signer.address, getEnv().USDC_MINT),
    getLamports(rpc, signer.address),
    sendingCost(rpc, { createsAccount }),
  ]);
  const shortUsdc = held < units + reserveUnits;
  const shortSol = lamports < cost;
  if (!shortUsdc && !shortSol) return { ready: true, signer };
  return { ready: false, why: "short", short: shortUsdc && shortSol ? "both" : shortSol ? "sol" : "usdc" };
}

/**
 * USDC the refund account has promised and not yet sent: refund and return transfers under way
 * and approved refunds waiting for funds (approved refunds go before payments sent back).
 */
export async function reservedUnits(db: DbOrTx, { waitingRefunds = true } = {}): Promise<bigint> {
  const [inFlight] = await db
    .select({ units: sql<string>`coalesce(sum(${chainTransfers.amount}), 0)` })
    .from(chainTransfers)
    .where(
      and(
        inArray(chainTransfers.purpose, [REFUND_PURPOSE, RETURN_PURPOSE]),
        inArray(chainTransfers.status, ["open", "sent"]),
      ),
    );
  let units = BigInt(inFlight?.units ?? 0);
  if (waitingRefunds) {
    const [waiting] = await db
      .select({
        cents: sql<string>`coalesce(sum(coalesce(${refundRequests.approvedCents}, ${refundRequests.askedCents})), 0)`,
      })
      .from(refundRequests)
      .where(eq(refundRequests.status, "waiting_funds"));
    units += centsToUsdcUnits(Number(waiting?.cents ?? 0));
  }
  return units;
}

/**
 * Records what the last check of the refund account found. Short: the operator is told (email to
 * OPERATOR_EMAIL, and the console's banner) when the shortage starts, not again until the account
 * covered a send in between. Enough: the shortage is over.
 */
export async function noteRefundAccount(db: Db, cover: AccountCover, what: string): Promise<void> {
  if (cover.ready) {
    await db
      .update(refundAccountState)
      .set({ short: null, shortSince: null, updatedAt: new Date() })
      .where(isNotNull(refundAccountState.shortSince));
    return;
  }
  await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(refundAccountState)
      .values({ id: 1, short: cover.short, shortSince: new Date() })
      .onConflictDoUpdate({
        target: refundAccountState.id,
        set: { short: cover.short, shortSince: new Date(), updatedAt: new Date() },
        setWhere: isNull(refundAccountState.shortSince),
      })
      .returning({ since: refundAccountState.shortSince });
    if (!started) {
      // Still short: what it lacks may have changed (SOL now as well as USDC).
      await tx
        .update(refundAccountState)
        .set({ short: cover.short, updatedAt: new Date() })
        .where(and(eq(refundAccountState.id, 1), ne(refundAccountState.short, cover.short)));
      return;
    }
    await recordAudit(tx, {
      actor: "system:refunds",
      action: "refund.account_short",
      target: "refund-account",
      detail: { short: cover.short },
    });
    const to = getEnv().OPERATOR_EMAIL;
    if (to)
      await queueEmail(tx, {
        to,
        ...paymentReturnCopy.operatorShort({
          short: paymentReturnCopy.shortWhat[cover.short],
          what,
          consoleUrl: absoluteUrl("/admin/refunds"),
        }),
        kind: "refund.account-short",
        key: `refund-account-short:${started.since!.toISOString()}`,
      });
  });
}

/** The refund account's shortage as last seen, for the console (null: not short). */
export async function refundAccountShortage(db: DbOrTx): Promise<{ short: string; since: Date } | null> {
  const [row] = await db.select().from(refundAccountState).where(eq(refundAccountState.id, 1));
  if (!row?.shortSince || !row.short) return null;
  return { short: paymentReturnCopy.shortWhat[row.short as Shortness] ?? row.short, since: row.shortSince };
}

/**
 * "Retry now" and the retry job: refund transfers that failed are tried again once the account
 * covers them (the sender only re-signs a transfer none of whose signatures can land). `all`
 * retries every failed one (the operator's button); otherwise only those that were never sent.
 */
export async function retryFailedRefunds(db: Db, { all = false }: { all?: boolean } = {}): Promise<number> {
  const failed = await db
    .select()
    .from(chainTransfers)
    .where(and(eq(chainTransfers.purpose, REFUND_PURPOSE), eq(chainTransfers.status, "failed")))
    .orderBy(chainTransfers.id)
    .limit(50);
  let retried = 0;
  for (const transfer of failed) {
    if (!all && !wasNeverSent(transfer)) continue;
    const cover = await refundAccountCovers(transfer.amount, {
      reserveUnits: await reservedUnits(db, { waitingRefunds: false }),
    });
    await noteRefundAccount(db, cover, paymentReturnCopy.retryWhat);
    if (!cover.ready) continue;
    const after = await retryFailedTransfer(db, transfer.id);
    if (after.status !== "failed") retried += 1;
  }
  return retried;
}

/** Whether the refund account can send `cents` back to the order's payer now. */
export async function usdcRefundReadiness(db: DbOrTx, orderId: string, cents: number): Promise<UsdcReadiness> {
  if (!(await refundSigner())) return { ready: false, why: "not_configured" };
  const payer = await usdcPayer(db, orderId);
  if (!payer) return { ready: false, why: "no_payer" };
  const covers = await refundAccountCovers(centsToUsdcUnits(cents), {
    reserveUnits: await reservedUnits(db, { waitingRefunds: false }),
  });
  if (!covers.ready) return { ready: false, why: covers.why, needCents: cents };
  return { ready: true, signer: covers.signer, payer };
}

/** In the transaction that approves the request: the USDC transfer that refunds it. */
export async function recordRefundTransfer(
  tx: DbOrTx,
  { requestId, cents, payer, signer }: { requestId: number; cents: number; payer: string; signer: KeyPairSigner },
): Promise<ChainTransfer> {
  return recordTransfer(tx, {
    key: refundTransferKey(requestId),
    purpose: REFUND_PURPOSE,
    mint: getEnv().USDC_MINT,
    source: signer.address,
    recipient: payer,
    amount: centsToUsdcUnits(cents),
    decimals: USDC_DECIMALS,
  });
}

/** The request's transfer and where it stands, for the order page and the console. */
export async function refundTransfer(db: DbOrTx, requestId: number) {
  const [transfer] = await db
    .select()
    .from(chainTransfers)
    .where(eq(chainTransfers.key, refundTransferKey(requestId)));
  if (!transfer) return null;
  return {
    id: transfer.id,
    status: transfer.status,
    signature: transfer.status === "confirmed" ? transfer.signature : null,
    url: transfer.status === "confirmed" && transfer.signature ? explorerTxUrl(transfer.signature) : null,
  };
}

/**
 * Cents already sent back in USDC for the order (approved requests whose transfer did not fail);
 * `confirmedOnly` counts only transfers the chain confirmed.
 */
export async function usdcRefundedCents(
  db: DbOrTx,
  orderId: string,
  exceptRequestId?: number,
  { confirmedOnly = false } = {},
): Promise<number> {
  const rows = await db
    .select({ id: refundRequests.id, cents: refundRequests.approvedCents, status: chainTransfers.status })
    .from(refundRequests)
    .innerJoin(chainTransfers, eq(chainTransfers.key, sql`${KEY_PREFIX} || ${refundRequests.id}`))
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, "approved")));
  return rows
    .filter((r) => r.id !== exceptRequestId && (confirmedOnly ? r.status === "confirmed" : r.status !== "failed"))
    .reduce((sum, r) => sum + (r.cents ?? 0), 0);
}

/** The bags a refund request covers (its lines' quantities added up). */
export const requestBags = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/**
 * A refund transfer settled (the flow that defines its purpose calls this in the settling
 * transaction): the audit entry, and once confirmed the approval's email with the transaction as
 * proof. Returns what the refund gave back when the chain confirmed it, for the money record and
 * the order.
 */
export async function refundTransferSettled(tx: DbOrTx, transfer: ChainTransfer) {
  const requestId = Number(transfer.key.slice(KEY_PREFIX.length));
  const [row] = await tx
    .select({ request: refundRequests, order: orders })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, requestId));
  if (!row) return null;
  const detail = { requestId, signature: transfer.signature, error: transfer.error };
  if (transfer.status !== "confirmed") {
    await recordAudit(tx, { actor: "system:chain", action: "refund.transfer_failed", target: row.order.id, detail });
    return null;
  }
  await recordAudit(tx, { actor: "system:chain", action: "refund.sent_on_chain", target: row.order.id, detail });
  // The approval's email waited for this: it carries the transaction as proof.
  const cents = row.request.approvedCents ?? 0;
  await queueEmail(tx, {
    to: row.order.email,
    ...refundEmails.approved({
      number: row.order.number,
      amount: formatCents(cents),
      how: refundQueueCopy.howUsdc,
      orderUrl: orderUrl(row.order),
      transactionUrl: explorerTxUrl(transfer.signature!),
    }),
    kind: "refund.approved",
    key: `refund-approved:${requestId}`,
  });
  return { requestId, order: row.order, cents, bags: requestBags(row.request.lines), detail };
}
