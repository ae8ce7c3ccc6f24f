// Wallet sessions: an httpOnly cookie holds a random id; the row says which wallet signed in.
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { walletSessions } from "~/db/schema";
import { clearCookie, isHttps, randomToken, readCookie, serializeCookie } from "~/utils/cookies.server";

export const SESSION_COOKIE = "nava_session";
export const SESSION_DAYS = 30;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface WalletSession {
  id: string;
  wallet: string;
}

/** The signed-in wallet of this request, or null. A connected wallet is not a signed-in one. */
export async function getWalletSession(request: Request): Promise<WalletSession | null> {
  const id = readCookie(request, SESSION_COOKIE);
  if (!id || !SESSION_ID.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: walletSessions.id, wallet: walletSessions.wallet })
    .from(walletSessions)
    .where(and(eq(walletSessions.id, id), isNull(walletSessions.revokedAt), gt(walletSessions.expiresAt, new Date())));
  return row ?? null;
}

export async function getSignedInWallet(request: Request): Promise<string | null> {
  return (await getWalletSession(request))?.wallet ?? null;
}

/** Starts a session for a wallet whose sign-in was verified; returns the Set-Cookie value. */
export async function createWalletSession(request: Request, wallet: string): Promise<string> {
  const id = randomToken(32);
  const db = await getDb();
  await db.insert(walletSessions).values({
    id,
    wallet,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return serializeCookie(SESSION_COOKIE, id, { maxAgeSeconds: SESSION_DAYS * 86_400, secure: isHttps(request) });
}

/** Ends the session of this request; returns the Set-Cookie value that clears it. */
export async function destroyWalletSession(request: Request): Promise<string> {
  const session = await getWalletSession(request);
  if (session) {
    const db = await getDb();
    await db.update(walletSessions).set({ revokedAt: new Date() }).where(eq(walletSessions.id, session.id));
  }
  return clearCookie(SESSION_COOKIE, isHttps(request));
}
