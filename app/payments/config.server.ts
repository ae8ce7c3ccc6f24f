// The payment settings, checked: the merchant wallet, the accepted mint and the RPC endpoint.
import { address, type Address } from "@solana/kit";
import { getEnv } from "~/utils/env.server";

export interface PaymentConfig {
  merchant: Address;
  mint: Address;
  rpcUrl: string;
}

export type PaymentConfigResult = { ok: true; config: PaymentConfig } | { ok: false; problem: string };

function publicKey(value: string): Address | null {
  try {
    return address(value);
  } catch {
    return null;
  }
}

/** Payments are off until MERCHANT_WALLET holds a valid address. */
export function getPaymentConfig(): PaymentConfigResult {
  const env = getEnv();
  if (!env.MERCHANT_WALLET) return { ok: false, problem: "MERCHANT_WALLET is not set" };
  const merchant = publicKey(env.MERCHANT_WALLET);
  if (!merchant) return { ok: false, problem: `MERCHANT_WALLET is not a Solana address: ${env.MERCHANT_WALLET}` };
  const mint = publicKey(env.USDC_MINT);
  if (!mint) return { ok: false, problem: `USDC_MINT is not a Solana address: ${env.USDC_MINT}` };
  return { ok: true, config: { merchant, mint, rpcUrl: env.SOLANA_RPC_URL } };
}
