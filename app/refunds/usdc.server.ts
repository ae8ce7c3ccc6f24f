// USDC refunds: an approved request of an order paid in USDC sends USDC back to the wallet that
// paid (the payer of its confirmed payment, as the payment check recorded it), from the brand's
// refund account (REFUND_KEYPAIR or REFUND_KEY_FILE), through the store's one exactly-once sender
// (app/chain/sender.server.ts). The transfer is recorded in the transaction that approves the
// request; once it is confirmed, a refund of the whole order moves the order to refunded.
import type { KeyPairSigner } from "@solana/kit";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { refundEmails, refundQueueCopy } from "~/content/refunds";
import { queueEmail } from "~/email/outbox.server";
import { orderUrl } from "~/subscriptions/links.server";
import { formatCents } from "~/utils/money";
import { loadSigner } from "~/chain/keys.server";
import {
  defineTransferPurpose,
  getChainRpc,
  getTokenBalance,
  recordTransfer,
  type ChainTransfer,
} from "~/chain/sender.server";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, orders, payments, refundRequests } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { centsToUsdcUnits, USDC_DECIMALS } from "~/payments/amount";
import { explorerTxUrl } from "~/rewards/claims.server";
import { getEnv } from "~/utils/env.server";

export const REFUND_PURPOSE = "order_refund";
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

/** The refund account's signer if it is set up and holds at least `units` of USDC now. */
export async function refundAccountCovers(
  units: bigint,
): Promise<{ ready: true; signer: KeyPairSigner } | { ready: false; why: "not_configured" | "short" }> {
  const signer = await refundSigner();
  if (!signer) return { ready: false, why: "not_configured" };
  const held = await getTokenBalance(getChainRpc(), signer.address, getEnv().USDC_MINT);
  return held < units ? { ready: false, why: "short" } : { ready: true, signer };
}

/** Whether the refund account can send `cents` back to the order's payer now. */
export async function usdcRefundReadiness(db: DbOrTx, orderId: string, cents: number): Promise<UsdcReadiness> {
  if (!(await refundSigner())) return { ready: false, why: "not_configured" };
  const payer = await usdcPayer(db, orderId);
  if (!payer) return { ready: false, why: "no_payer" };
  const covers = await refundAccountCovers(centsToUsdcUnits(cents));
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

defineTransferPurpose(REFUND_PURPOSE, {
  signer: refundSigner,
  onSettled: async (tx, transfer) => {
    const requestId = Number(transfer.key.slice(KEY_PREFIX.length));
    const [row] = await tx
      .select({ request: refundRequests, order: orders })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(eq(refundRequests.id, requestId));
    if (!row) return;
    const detail = { requestId, signature: transfer.signature, error: transfer.error };
    if (transfer.status !== "confirmed") {
      await recordAudit(tx, { actor: "system:chain", action: "refund.transfer_failed", target: row.order.id, detail });
      return;
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
    // The whole order went back (in one refund or several): the order is refunded (its listeners
    // void NPX, commission, tax…).
    if ((await usdcRefundedCents(tx, row.order.id, undefined, { confirmedOnly: true })) >= row.order.totalCents)
      await transitionOrder(tx as unknown as Db, row.order.id, "refunded", { actor: "system:chain", detail });
  },
});
