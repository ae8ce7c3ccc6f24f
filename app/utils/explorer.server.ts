// A transaction's page on the Solana explorer, for the cluster the store runs on (a local
// validator is named by its RPC address). Refunds, returns, claims and payouts link their proof here.
import { getEnv } from "~/utils/env.server";

export function explorerTxUrl(signature: string): string {
  const { SOLANA_CLUSTER, SOLANA_RPC_URL } = getEnv();
  const base = `https://explorer.solana.com/tx/${signature}`;
  if (SOLANA_CLUSTER === "mainnet-beta") return base;
  if (SOLANA_CLUSTER === "localnet") return `${base}?cluster=custom&customUrl=${encodeURIComponent(SOLANA_RPC_URL)}`;
  return `${base}?cluster=${SOLANA_CLUSTER}`;
}
