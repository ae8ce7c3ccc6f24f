// Creator payouts in USDC on Solana, from the brand's payout account (CREATOR_PAYOUT_SECRET_KEY or
// CREATOR_PAYOUT_KEY_FILE) through the store's one exactly-once sender (app/chain/sender.server.ts):
// the transfer is recorded with the payout, in its transaction; the sender's job signs, records the
// signature, sends, and looks it up after a crash; once confirmed, the payout is paid with it (its
// purpose: app/flows/pay-creators.server.ts).
import type { KeyPairSigner } from "@solana/kit";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { loadSigner } from "~/chain/keys.server";
import { recordTransfer, type ChainTransfer } from "~/chain/sender.server";
import type { DbOrTx } from "~/db/types";
import { chainTransfers, creatorPayouts } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { centsToUsdcUnits, USDC_DECIMALS } from "~/utils/usdc-amount";
import { getEnv } from "~/utils/env.server";

export const PAYOUT_PURPOSE = "creator_payout";
export const payoutTransferKey = (payoutId: number) => `creator-payout:${payoutId}`;

let loaded: { secret?: string; file?: string; signer: Promise<KeyPairSigner | null> } | undefined;

/** The payout account's signer, or null when none is configured. */
export function payoutSigner(): Promise<KeyPairSigner | null> {
  const { CREATOR_PAYOUT_SECRET_KEY: secret, CREATOR_PAYOUT_KEY_FILE: file } = getEnv();
  if (!loaded || loaded.secret !== secret || loaded.file !== file)
    loaded = { secret, file, signer: loadSigner({ secret, file, name: "CREATOR_PAYOUT_SECRET_KEY" }) };
  return loaded.signer;
}

/** In the payout's transaction: the USDC transfer that pays it. */
export async function recordPayoutTransfer(
  tx: DbOrTx,
  {
    payoutId,
    amountCents,
    wallet,
    signer,
  }: { payoutId: number; amountCents: number; wallet: string; signer: KeyPairSigner },
): Promise<ChainTransfer> {
  return recordTransfer(tx, {
    key: payoutTransferKey(payoutId),
    purpose: PAYOUT_PURPOSE,
    mint: getEnv().USDC_MINT,
    source: signer.address,
    recipient: wallet,
    amount: centsToUsdcUnits(amountCents),
    decimals: USDC_DECIMALS,
  });
}

/** The payout's transfer, if it has one. */
export async function payoutTransfer(db: DbOrTx, payoutId: number): Promise<ChainTransfer | undefined> {
  const [transfer] = await db
    .select()
    .from(chainTransfers)
    .where(eq(chainTransfers.key, payoutTransferKey(payoutId)));
  return transfer;
}

/**
 * A payout's transfer settled (the pay-creators flow, which defines its purpose, calls this in
 * the settling transaction): confirmed, the payout is paid with it and returned (for the money
 * record); failed for good (e.g. the account lacks USDC), the payout stays due for the operator.
 */
export async function payoutTransferSettled(tx: DbOrTx, transfer: ChainTransfer) {
  const payoutId = Number(transfer.key.slice("creator-payout:".length));
  if (transfer.status === "confirmed") {
    const [paid] = await tx
      .update(creatorPayouts)
      .set({ status: "paid", txSignature: transfer.signature, paidAt: now() })
      .where(and(eq(creatorPayouts.id, payoutId), eq(creatorPayouts.status, "due")))
      .returning();
    if (paid)
      await recordAudit(tx, {
        actor: "system:chain",
        action: "payout.paid_on_chain",
        target: `creator:${paid.creatorId}`,
        detail: { payoutId, signature: transfer.signature, amountCents: paid.amountCents },
      });
    return paid ?? null;
  }
  await recordAudit(tx, {
    actor: "system:chain",
    action: "payout.transfer_failed",
    target: `payout:${payoutId}`,
    detail: { error: transfer.error },
  });
  return null;
}
