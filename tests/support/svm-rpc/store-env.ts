// For integration tests that run the store in this process: starts the local chain before the
// file's tests and points the store's payment settings (and, asked, its reward pool) at it; puts
// everything back after.
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "../../../app/utils/env.server";
import { merchant, npxMint, rewardPool, usdcMint } from "./accounts";
import { startSvmRpc, type SvmRpc } from "./server";

const SETTINGS = [
  "SOLANA_RPC_URL",
  "SOLANA_CLUSTER",
  "MERCHANT_WALLET",
  "USDC_MINT",
  "REWARD_NPX_MINT",
  "REWARD_POOL_SECRET_KEY",
] as const;

/** The store's settings for the local chain's reward pool (its key as solana-keygen writes it). */
export function rewardPoolEnv() {
  return {
    REWARD_NPX_MINT: npxMint.publicKey.toBase58(),
    REWARD_POOL_SECRET_KEY: JSON.stringify([...rewardPool.secretKey]),
  };
}

/** Returns a getter for the chain, usable from the file's tests. */
export function localChainForStore({ withRewardPool = false } = {}): () => SvmRpc {
  let rpc: SvmRpc | undefined;
  beforeAll(async () => {
    rpc = await startSvmRpc();
    process.env.SOLANA_RPC_URL = rpc.url;
    process.env.SOLANA_CLUSTER = "localnet";
    process.env.MERCHANT_WALLET = merchant.publicKey.toBase58();
    process.env.USDC_MINT = usdcMint.publicKey.toBase58();
    if (withRewardPool) Object.assign(process.env, rewardPoolEnv());
    resetEnvCache();
  });
  afterAll(async () => {
    await rpc?.close();
    for (const key of SETTINGS) delete process.env[key];
    resetEnvCache();
  });
  return () => rpc!;
}
