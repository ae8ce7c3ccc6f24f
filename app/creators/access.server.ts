// Who sees a creator's dashboard: the wallet registered at approval, signed in with Sign-In With
// Solana, or a browser that opened a fresh emailed link (one use, within 24 hours), which leaves
// an httpOnly session cookie. Nobody else sees any creator's figures.
import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getSignedInWallet } from "~/auth/session.server";
import { creatorEmails } from "~/content/creator-program";
import type { Db } from "~/db/types";
import { creatorAccess, creators } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob } from "~/jobs/scheduler.server";
import { absoluteUrl } from "~/utils/links.server";
import { clearCookie, isHttps, randomToken, readCookie, serializeCookie } from "~/utils/cookies.server";
import type { CreatorRow } from "./creators.server";

export const CREATOR_COOKIE = "nava_creator";
const EMAIL_LINK_HOURS = 24;
const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const later = (ms: number) => new Date(now().getTime() + ms);

/** The creator this browser may see, or null. */
export async function resolveCreator(db: Db, request: Request): Promise<CreatorRow | null> {
  const wallet = await getSignedInWallet(request);
  if (wallet) {
    const [mine] = await db.select().from(creators).where(eq(creators.wallet, wallet));
    if (mine) return mine;
  }
  const session = readCookie(request, CREATOR_COOKIE);
  if (!session || !TOKEN.test(session)) return null;
  const [row] = await db
    .select({ creator: creators })
    .from(creatorAccess)
    .innerJoin(creators, eq(creators.id, creatorAccess.creatorId))
    .where(
      and(
        eq(creatorAccess.tokenHash, hashToken(session)),
        eq(creatorAccess.kind, "session"),
        gt(creatorAccess.expiresAt, now()),
      ),
    );
  return row?.creator ?? null;
}

/** Opens an emailed link once: the Set-Cookie of the session it starts, or null (unknown, used, expired). */
export async function openCreatorLink(db: Db, request: Request, link: string): Promise<string | null> {
  if (!TOKEN.test(link)) return null;
  const session = randomToken(32);
  const opened = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(creatorAccess)
      .set({ usedAt: now() })
      .where(
        and(
          eq(creatorAccess.tokenHash, hashToken(link)),
          eq(creatorAccess.kind, "email_link"),
          isNull(creatorAccess.usedAt),
          gt(creatorAccess.expiresAt, now()),
        ),
      )
      .returning({ creatorId: creatorAccess.creatorId });
    if (!used) return false;
    await tx.insert(creatorAccess).values({
      tokenHash: hashToken(session),
      creatorId: used.creatorId,
      kind: "session",
      expiresAt: later(SESSION_DAYS * 86_400_000),
    });
    return true;
  });
  if (!opened) return null;
  return serializeCookie(CREATOR_COOKIE, session, { maxAgeSeconds: SESSION_DAYS * 86_400, secure: isHttps(request) });
}

/** Ends this browser's emailed-link session (the wallet's is ended by signing out). */
export async function closeCreatorSession(db: Db, request: Request): Promise<string> {
  const session = readCookie(request, CREATOR_COOKIE);
  if (session && TOKEN.test(session))
    await db.delete(creatorAccess).where(eq(creatorAccess.tokenHash, hashToken(session)));
  return clearCookie(CREATOR_COOKIE, isHttps(request));
}

/** Emails a one-time sign-in link to the creator with this email, if there is one; says nothing either way. */
export async function sendCreatorSignInLink(db: Db, email: string): Promise<void> {
  const [creator] = await db.select().from(creators).where(eq(creators.email, email.trim().toLowerCase()));
  if (!creator) return;
  const link = randomToken(32);
  await db.transaction(async (tx) => {
    await tx.insert(creatorAccess).values({
      tokenHash: hashToken(link),
      creatorId: creator.id,
      kind: "email_link",
      expiresAt: later(EMAIL_LINK_HOURS * 3_600_000),
    });
    await queueEmail(tx, {
      to: creator.email,
      kind: "creator.sign-in-link",
      ...creatorEmails.signInLink({ linkUrl: absoluteUrl(`/creator?link=${link}`) }),
    });
  });
}

export const SIGN_IN_LINK_JOB = "creators.send-sign-in-link";

/** Asked for on /creator: the lookup and the email run here, not in the request. */
export const sendSignInLinkJob = defineJob<{ email: string }>(SIGN_IN_LINK_JOB, async ({ db, payload }) => {
  await sendCreatorSignInLink(db, payload.email);
});
