// The server half of Sign-In With Solana: nonces (random, single-use, 10 minutes) and the
// full check of a signed message before a wallet session starts.
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import type { DbOrTx } from "~/db/types";
import { authNonces } from "~/db/schema";
import { publicOrigin } from "~/utils/public-origin.server";
import {
  isSolanaAddress,
  parseSiwsMessage,
  SIWS_CHAIN_ID,
  SIWS_CLOCK_SKEW_MS,
  SIWS_STATEMENT,
  SIWS_TTL_MS,
  SIWS_VERSION,
} from "./siws";

/** 128 random bits, base58 so it fits the message's alphanumeric nonce field. */
function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return bs58.encode(bytes);
}

export async function issueNonce(db?: DbOrTx): Promise<{ nonce: string; expiresAt: Date }> {
  const conn = db ?? (await getDb());
  const nonce = randomNonce();
  const expiresAt = new Date(Date.now() + SIWS_TTL_MS);
  // Nonces past their life are kept a day (to tell "expired" from "unknown"), then dropped.
  await conn.delete(authNonces).where(lt(authNonces.expiresAt, sql`now() - interval '1 day'`));
  await conn.insert(authNonces).values({ nonce, expiresAt });
  return { nonce, expiresAt };
}

export type NonceRefusal = "unknown nonce" | "nonce already used" | "nonce expired";

/** Marks the nonce used, once: a second use, or a use after it expired, is refused. */
export async function consumeNonce(db: DbOrTx, nonce: string): Promise<NonceRefusal | null> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, sql`now()`)))
    .returning({ nonce: authNonces.nonce });
  if (used.length === 1) return null;
  const [row] = await db.select({ usedAt: authNonces.usedAt }).from(authNonces).where(eq(authNonces.nonce, nonce));
  if (!row) return "unknown nonce";
  return row.usedAt ? "nonce already used" : "nonce expired";
}

export const VerifyBody = z.object({
  message: z.string().min(1).max(2000),
  /** base58 ed25519 signature of the message's UTF-8 bytes. */
  signature: z.string().min(1).max(200),
  /** The wallet the browser says signed. */
  publicKey: z.string().min(1).max(64),
});
export type VerifyBody = z.infer<typeof VerifyBody>;

export type VerifyResult = { ok: true; wallet: string } | { ok: false; reason: string };

function decodeBase58(value: string): Uint8Array | null {
  try {
    return bs58.decode(value);
  } catch {
    return null;
  }
}

function verifySignature(signature: Uint8Array, message: string, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}

/**
 * Checks a signed sign-in message: layout, domain, URI, address, version, chain,
 * issuedAt (±10 min), expiration, the ed25519 signature, and last the nonce
 * (consumed only by a sign-in that passed every other check).
 */
export async function verifySignIn(request: Request, body: VerifyBody, now = new Date()): Promise<VerifyResult> {
  const refuse = (reason: string): VerifyResult => ({ ok: false, reason });
  const m = parseSiwsMessage(body.message);
  if (!m) return refuse("malformed message");
  // The configured origin only: a relayed message names the relaying site, whatever its Host says.
  const origin = publicOrigin(request);
  if (m.domain !== origin.host) return refuse("wrong domain");
  if (m.uri !== origin.origin) return refuse("wrong URI");
  if (!isSolanaAddress(body.publicKey) || m.address !== body.publicKey) return refuse("wrong address");
  if (m.version !== SIWS_VERSION) return refuse("unsupported version");
  if (m.chainId !== SIWS_CHAIN_ID) return refuse("wrong chain");
  if (m.statement !== SIWS_STATEMENT) return refuse("wrong statement");

  const issuedAt = Date.parse(m.issuedAt);
  const expiresAt = Date.parse(m.expirationTime);
  if (issuedAt > now.getTime() + SIWS_CLOCK_SKEW_MS) return refuse("issued in the future");
  if (issuedAt < now.getTime() - SIWS_CLOCK_SKEW_MS) return refuse("issued too long ago");
  if (expiresAt <= now.getTime()) return refuse("message expired");
  if (expiresAt <= issuedAt || expiresAt - issuedAt > SIWS_TTL_MS) return refuse("bad expiration");

  const publicKey = decodeBase58(m.address);
  const signature = decodeBase58(body.signature);
  if (publicKey?.length !== 32 || signature?.length !== 64) return refuse("invalid signature");
  if (!verifySignature(signature, body.message, publicKey)) return refuse("invalid signature");

  const refusal = await consumeNonce(await getDb(), m.nonce);
  if (refusal) return refuse(refusal);
  return { ok: true, wallet: m.address };
}
