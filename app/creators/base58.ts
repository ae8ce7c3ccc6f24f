// Solana addresses and transaction signatures are base58 text of a fixed byte length.
import bs58 from "bs58";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** True when `value` is base58 and decodes to exactly `bytes` bytes. */
export function isBase58OfLength(value: string, bytes: number): boolean {
  if (!BASE58.test(value) || value.length > Math.ceil(bytes * 1.37) + 1) return false;
  try {
    return bs58.decode(value).length === bytes;
  } catch {
    return false;
  }
}

/** A Solana public key: 32 bytes. */
export const isSolanaAddress = (value: string) => isBase58OfLength(value, 32);

/** A Solana transaction signature: 64 bytes. */
export const isSolanaSignature = (value: string) => isBase58OfLength(value, 64);
