import bs58 from "bs58";

/** A Solana Pay reference: 32 random bytes as a base58 public key (each order's and renewal's own). */
export function newPaymentReference(): string {
  return bs58.encode(crypto.getRandomValues(new Uint8Array(32)));
}
