// Checks on chain that a transaction the brand names moved what it says: it exists, it succeeded,
// and the brand's wallet holds exactly `amount` less of `mint` after it than before (read from the
// transaction's own token balances, so a transfer from any other wallet, or of another token,
// cannot pass for the brand's).
import { isAddress, isSignature, signature as toSignature } from "@solana/kit";
import type { ChainRpc } from "~/chain/sender.server";

export interface BrandTransfer {
  signature: string;
  mint: string;
  /** Base units. */
  amount: bigint;
  brandWallet: string;
}

export type TransferCheck = { ok: true; blockTime: number | null } | { ok: false; message: string };

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string };
}

/** What `owner` holds of `mint` across the listed token balances, in base units. */
function held(balances: readonly TokenBalance[] | null | undefined, owner: string, mint: string): bigint {
  let total = 0n;
  for (const b of balances ?? []) if (b.owner === owner && b.mint === mint) total += BigInt(b.uiTokenAmount.amount);
  return total;
}

export async function checkBrandTransfer(
  rpc: ChainRpc,
  transfer: BrandTransfer,
  formatAmount: (baseUnits: bigint) => string,
): Promise<TransferCheck> {
  const { signature, mint, amount, brandWallet } = transfer;
  if (!isSignature(signature)) return { ok: false, message: "That is not a Solana transaction signature." };
  if (!isAddress(brandWallet)) return { ok: false, message: "The brand's wallet (BRAND_WALLET) is not an address." };
  const tx = await rpc
    .getTransaction(toSignature(signature), {
      encoding: "json",
      commitment: "confirmed",
      maxSupportedTransactionVersion: 0,
    })
    .send();
  if (!tx) return { ok: false, message: "No confirmed transaction with that signature was found on chain." };
  if (tx.meta?.err) return { ok: false, message: "That transaction failed on chain: it moved nothing." };
  const before = held(tx.meta?.preTokenBalances as readonly TokenBalance[] | undefined, brandWallet, mint);
  const after = held(tx.meta?.postTokenBalances as readonly TokenBalance[] | undefined, brandWallet, mint);
  const moved = before - after;
  if (moved <= 0n)
    return {
      ok: false,
      message: `That transaction did not move this token out of the brand's wallet (${brandWallet}).`,
    };
  if (moved !== amount)
    return {
      ok: false,
      message: `That transaction moved ${formatAmount(moved)} from the brand's wallet, not the ${formatAmount(amount)} stated.`,
    };
  return { ok: true, blockTime: tx.blockTime === null ? null : Number(tx.blockTime) };
}
