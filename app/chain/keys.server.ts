// Secret keys that sign the store's transfers. Read on the server only, never logged: errors say
// what is wrong with a key, never what it is.
import fs from "node:fs";
import bs58 from "bs58";
import { createKeyPairSignerFromBytes, type KeyPairSigner } from "@solana/kit";

/** A 64-byte secret key as base58 or as a JSON array of numbers (what solana-keygen writes). */
export function parseSecretKey(text: string): Uint8Array {
  const trimmed = text.trim();
  let bytes: Uint8Array;
  if (trimmed.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new Error("the key is not a valid JSON array");
    }
    if (!Array.isArray(parsed) || !parsed.every((n) => Number.isInteger(n) && n >= 0 && n <= 255))
      throw new Error("the key's JSON array must hold bytes (0-255)");
    bytes = Uint8Array.from(parsed as number[]);
  } else {
    try {
      bytes = bs58.decode(trimmed);
    } catch {
      throw new Error("the key is neither base58 nor a JSON array");
    }
  }
  if (bytes.length !== 64) throw new Error(`the key must be 64 bytes (secret and public key), not ${bytes.length}`);
  return bytes;
}

/**
 * The signer for a key given inline (`secret`) or in a file (`file`); null when neither is set.
 * `name` says which setting in errors (never the key).
 */
export async function loadSigner({
  secret,
  file,
  name,
}: {
  secret?: string;
  file?: string;
  name: string;
}): Promise<KeyPairSigner | null> {
  const text = secret ?? (file ? readKeyFile(file, name) : undefined);
  if (text === undefined) return null;
  try {
    return await createKeyPairSignerFromBytes(parseSecretKey(text));
  } catch (error) {
    const reason =
      error instanceof Error && error.message.startsWith("the key") ? error.message : "it is not a valid key";
    // eslint-disable-next-line preserve-caught-error -- the cause could carry the key's bytes
    throw new Error(`${name}: ${reason}`);
  }
}

function readKeyFile(file: string, name: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    throw new Error(`${name}: cannot read the key file ${file}`);
  }
}
