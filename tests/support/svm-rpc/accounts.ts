// The local chain's well-known accounts, derived from fixed seeds so the store's settings,
// the RPC server and the tests agree on them without talking to each other.
import { createHash } from "node:crypto";
import { TestKeypair as Keypair } from "./keys";

/** A keypair that is the same on every run. */
export function seededKeypair(label: string): Keypair {
  return Keypair.fromSeed(new Uint8Array(createHash("sha256").update(`nava-svm:${label}`).digest()));
}

/** The USDC-like mint (6 decimals) the store is configured to accept. */
export const usdcMint = seededKeypair("usdc-mint");
/** Another 6-decimal token, for paying with the wrong mint. */
export const otherMint = seededKeypair("other-mint");
/** Mints both tokens. */
export const mintAuthority = seededKeypair("mint-authority");
/** The store's wallet (MERCHANT_WALLET). */
export const merchant = seededKeypair("merchant");

/** The NPX mint (9 decimals, unlike USDC's 6: the store must read them from the mint). */
export const npxMint = seededKeypair("npx-mint");
export const NPX_DECIMALS = 9;
/** The reward pool's authority: owns the pool's NPX token account and pays fees and rent. */
export const rewardPool = seededKeypair("reward-pool");
/** What the pool holds at start: 1,000,000 NPX. */
export const POOL_NPX_BALANCE = 1_000_000n * 10n ** BigInt(NPX_DECIMALS);

/** Payers funded at start with SOL, USDC and the other token. */
export function payer(index: number): Keypair {
  return seededKeypair(`payer-${index}`);
}
export const FUNDED_PAYERS = 8;

export const USDC_DECIMALS = 6;
/** What each funded payer holds of each token, in base units (1,000 tokens). */
export const PAYER_TOKEN_BALANCE = 1_000_000_000n;
export const PAYER_LAMPORTS = 10_000_000_000n;
