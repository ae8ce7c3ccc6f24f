// Wallet sessions: an httpOnly cookie holds a random id; the row says which wallet signed in.
// A session ends after its absolute life or after an idle spell, both shorter for operators.
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { walletSessions } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { clearCookie, isHttps, randomToken, readCookie, serializeCookie } from "~/utils/cookies.server";
import { getEnv } from "~/utils/env.server";

export const SESSION_COOKIE = "nava_session";
const HOUR_MS = 3_600_000;
/** Absolute life and idle timeout: a buyer's wallet, and an operator's (ADMIN_WALLETS). */
export const SESSION_LIMITS = {
  buyer: { lifeMs: 7 * 24 * HOUR_MS, idleMs: 24 * HOUR_MS },
  operator: { lifeMs: 12 * HOUR_MS, idleMs: 30 * 60_000 },
};
/** Activity is written at most this often, not on every request. */
const SEEN_GRANULARITY_MS = 60_000;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function limitsFor(wallet: string) {
  return getEnv().ADMIN_WALLETS.includes(wallet) ? SESSION_LIMITS.operator : SESSION_LIMITS.buyer;
}

export interface WalletSession {
  id: string;
  wallet: string;
}

/** The signed-in wallet of this request, or null. A connected wallet is not a signed-in one. */
export async function getWalletSession(request: Request): Promise<WalletSession | null> {
  const id = readCookie(request, SESSION_COOKIE);
  if (!id || !SESSION_ID.test(id)) return null;
  const db = await getDb();
  const at = now();
  const [row] = await db
    .select({ id: walletSessions.id, wallet: walletSessions.wallet, lastSeenAt: walletSessions.lastSeenAt })
    .from(walletSessions)
    .where(and(eq(walletSessions.id, id), isNull(walletSessions.revokedAt), gt(walletSessions.expiresAt, at)));
  if (!row) return null;
  if (at.getTime() - row.lastSeenAt.getTime() > limitsFor(row.wallet).idleMs) {
    await db.update(walletSessions).set({ revokedAt: at }).where(eq(walletSessions.id, row.id));
    return null;
  }
  if (at.getTime() - row.lastSeenAt.getTime() > SEEN_GRANULARITY_MS) {
    await db.update(walletSessions).set({ lastSeenAt: at }).where(eq(walletSessions.id, row.id));
  }
  return { id: row.id, wallet: row.wallet };
}

export async function getSignedInWallet(request: Request): Promise<string | null> {
  return (await getWalletSession(request))?.wallet ?? null;
}

/** Starts a session for a wallet whose sign-in was verified; returns the Set-Cookie value. */
export async function createWalletSession(request: Request, wallet: string): Promise<string> {
  const id = randomToken(32);
  const db = await getDb();
  const { lifeMs } = limitsFor(wallet);
  const at = now();
  await db.insert(walletSessions).values({ id, wallet, lastSeenAt: at, expiresAt: new Date(at.getTime() + lifeMs) });
  return serializeCookie(SESSION_COOKIE, id, { maxAgeSeconds: lifeMs / 1000, secure: isHttps(request) });
}

/** Ends the session of this request; returns the Set-Cookie value that clears it. */
export async function destroyWalletSession(request: Request): Promise<string> {
  const session = await getWalletSession(request);
  if (session) {
    const db = await getDb();
    await db.update(walletSessions).set({ revokedAt: now() }).where(eq(walletSessions.id, session.id));
  }
  return clearCookie(SESSION_COOKIE, isHttps(request));
}
