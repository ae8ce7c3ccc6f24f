// Who may manage a subscription: the signed-in owner wallet, the holder of its private link
// (?token=…), or a browser that opened a fresh emailed link (one use, within 24 hours), which
// leaves an httpOnly session cookie. Anyone else is told the page does not exist.
import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getSignedInWallet } from "~/auth/session.server";
import { emails } from "~/content/subscriptions";
import type { Db } from "~/db/types";
import { subscriptionAccess, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { defineJob } from "~/jobs/scheduler.server";
import { isOrderId } from "~/utils/order-id";
import { secretsMatch } from "~/utils/secrets.server";
import { isHttps, randomToken, readCookie, serializeCookie } from "~/utils/cookies.server";
import { absoluteUrl } from "~/utils/links.server";
import type { SubscriptionRow } from "./renewal.server";

export const ACCESS_COOKIE = "nava_subscription";
export const EMAIL_LINK_HOURS = 24;
export const ACCESS_SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Subscription ids are UUIDs, like order ids. */
export const isSubscriptionId = isOrderId;

export interface SubscriptionAccess {
  subscription: SubscriptionRow;
  /** Recorded in the history: the owner wallet, or how a guest got in. */
  actor: string;
}

export async function resolveSubscriptionAccess(
  db: Db,
  request: Request,
  subscriptionId: string | undefined,
): Promise<SubscriptionAccess | null> {
  if (!isSubscriptionId(subscriptionId)) return null;
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!subscription) return null;

  const wallet = await getSignedInWallet(request);
  if (wallet && subscription.wallet === wallet) return { subscription, actor: wallet };
  const token = new URL(request.url).searchParams.get("token");
  if (secretsMatch(token, subscription.manageToken)) return { subscription, actor: "subscriber:private-link" };

  const session = readCookie(request, ACCESS_COOKIE);
  if (session && TOKEN.test(session)) {
    const [row] = await db
      .select({ subscriptionId: subscriptionAccess.subscriptionId })
      .from(subscriptionAccess)
      .where(
        and(
          eq(subscriptionAccess.tokenHash, hashToken(session)),
          eq(subscriptionAccess.kind, "session"),
          gt(subscriptionAccess.expiresAt, now()),
        ),
      );
    if (row?.subscriptionId === subscription.id) return { subscription, actor: "subscriber:emailed-link" };
  }
  return null;
}

/**
 * Opens an emailed link: valid once, within 24 hours. Returns the Set-Cookie of the browser
 * session it starts, or null when the link is unknown, used or expired.
 */
export async function openEmailedLink(
  db: Db,
  request: Request,
  subscriptionId: string,
  link: string,
): Promise<string | null> {
  if (!TOKEN.test(link) || !isSubscriptionId(subscriptionId)) return null;
  const session = randomToken(32);
  const opened = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(subscriptionAccess)
      .set({ usedAt: now() })
      .where(
        and(
          eq(subscriptionAccess.tokenHash, hashToken(link)),
          eq(subscriptionAccess.subscriptionId, subscriptionId),
          eq(subscriptionAccess.kind, "email_link"),
          isNull(subscriptionAccess.usedAt),
          gt(subscriptionAccess.expiresAt, now()),
        ),
      )
      .returning({ subscriptionId: subscriptionAccess.subscriptionId });
    if (!used) return false;
    await tx.insert(subscriptionAccess).values({
      tokenHash: hashToken(session),
      subscriptionId,
      kind: "session",
      expiresAt: new Date(now().getTime() + ACCESS_SESSION_DAYS * 86_400_000),
    });
    return true;
  });
  if (!opened) return null;
  return serializeCookie(ACCESS_COOKIE, session, {
    maxAgeSeconds: ACCESS_SESSION_DAYS * 86_400,
    secure: isHttps(request),
  });
}

export const MANAGE_LINKS_JOB = "subscriptions.send-manage-links";

/** Asked for on /subscriptions: the lookup and the email run here, not in the request. */
export const sendManageLinksJob = defineJob<{ email: string }>(MANAGE_LINKS_JOB, async ({ db, payload }) => {
  await sendManageLinks(db, payload.email);
});

/**
 * Emails a fresh one-time link for each subscription of `email`. Says nothing about whether any
 * exists: the page answers the same either way.
 */
export async function sendManageLinks(db: Db, email: string): Promise<number> {
  const owned = await db
    .select({ id: subscriptions.id, productName: subscriptions.productName, email: subscriptions.email })
    .from(subscriptions)
    .where(eq(subscriptions.email, email.trim().toLowerCase()));
  for (const subscription of owned) {
    const link = randomToken(32);
    await db.transaction(async (tx) => {
      await tx.insert(subscriptionAccess).values({
        tokenHash: hashToken(link),
        subscriptionId: subscription.id,
        kind: "email_link",
        expiresAt: new Date(now().getTime() + EMAIL_LINK_HOURS * 3_600_000),
      });
      const linkUrl = absoluteUrl(`/subscriptions/${subscription.id}?link=${link}`);
      await queueEmail(tx, {
        to: subscription.email,
        ...emails.manageLink({ product: subscription.productName, linkUrl }),
        kind: "subscription.manage-link",
      });
    });
  }
  return owned.length;
}
