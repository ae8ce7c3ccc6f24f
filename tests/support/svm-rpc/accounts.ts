// The local chain's well-known accounts, derived from fixed seeds so the store's settings,
// the RPC server and the tests agree on them without talking to each other.
import { createHash } from "node:crypto";
import { Keypair } from "@solana/web3.js";

/** A keypair that is the same on every run. */
export function seededKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash("sha256").update(`nava-svm:${label}`).digest());
}

/** The USDC-like mint (6 decimals) the store is configured to accept. */
export const usdcMint = seededKeypair("usdc-mint");
/** Another 6-decimal token, for paying with the wrong mint. */
export const otherMint = seededKeypair("other-mint");
/** Mints both tokens. */
export const mintAuthority = seededKeypair("mint-authority");
/** The store's wallet (MERCHANT_WALLET). */
export const merchant = seededKeypair("merchant");

/** Payers funded at start with SOL, USDC and the other token. */
export function payer(index: number): Keypair {
  return seededKeypair(`payer-${index}`);
}
export const FUNDED_PAYERS = 8;

export const USDC_DECIMALS = 6;
/** What each funded payer holds of each token, in base units (1,000 tokens). */
export const PAYER_TOKEN_BALANCE = 1_000_000_000n;
export const PAYER_LAMPORTS = 10_000_000_000n;
