// For integration tests that run the store in this process: starts the local chain before the
// file's tests and points the store's payment settings at it; puts everything back after.
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "../../../app/utils/env.server";
import { merchant, usdcMint } from "./accounts";
import { startSvmRpc, type SvmRpc } from "./server";

const SETTINGS = ["SOLANA_RPC_URL", "MERCHANT_WALLET", "USDC_MINT"] as const;

/** Returns a getter for the chain, usable from the file's tests. */
export function localChainForStore(): () => SvmRpc {
  let rpc: SvmRpc | undefined;
  beforeAll(async () => {
    rpc = await startSvmRpc();
    process.env.SOLANA_RPC_URL = rpc.url;
    process.env.MERCHANT_WALLET = merchant.publicKey.toBase58();
    process.env.USDC_MINT = usdcMint.publicKey.toBase58();
    resetEnvCache();
  });
  afterAll(async () => {
    await rpc?.close();
    for (const key of SETTINGS) delete process.env[key];
    resetEnvCache();
  });
  return () => rpc!;
}
