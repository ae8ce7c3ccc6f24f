// Attribution: a creator's link (/r/CODE, or ?ref=CODE on any page) sets a first-party cookie for
// 30 days (the last link followed wins) and counts one click per day and creator, keeping nothing
// about the visitor; bots are not counted. At checkout a typed code wins over the cookie.
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { discountCents } from "~/utils/pricing";
import { referralMessages } from "~/content/creator-program";
import { getDb } from "~/db/client.server";
import type { DbOrTx } from "~/db/types";
import { creatorClickDays, creatorCommissions } from "~/db/schema";
import { normalizeEmail } from "~/utils/normalize-email";
import { now } from "~/jobs/clock.server";
import { isHttps, readCookie, serializeCookie } from "~/utils/cookies.server";
import { creatorByCode, normalizeCode, type CreatorRow } from "./creators.server";
import { REF_COOKIE } from "./ref-cookie";

export { REF_COOKIE };
export const REF_COOKIE_DAYS = 30;

/** A request that is not a person following a link: a bot, or a browser's prefetch. */
function isAutomated(request: Request): boolean {
  const agent = request.headers.get("user-agent");
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return !agent || isbot(agent) || /prefetch|prerender/i.test(purpose);
}

/**
 * Follows a creator's link: for an active creator, returns the cookie that attributes this browser
 * (for 30 days) and counts the click unless a bot made it; an unknown or paused code sets nothing.
 */
export async function followCreatorLink(db: DbOrTx, request: Request, raw: string): Promise<string | null> {
  const creator = await creatorByCode(db, raw);
  if (!creator?.active) return null;
  if (!isAutomated(request)) {
    const day = now().toISOString().slice(0, 10);
    await db
      .insert(creatorClickDays)
      .values({ creatorId: creator.id, day, clicks: 1 })
      .onConflictDoUpdate({
        target: [creatorClickDays.creatorId, creatorClickDays.day],
        set: { clicks: sql`${creatorClickDays.clicks} + 1` },
      });
  }
  // The last day it works travels with the code: the shopper is told until when (CODE.YYYY-MM-DD).
  const until = new Date(now().getTime() + REF_COOKIE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return serializeCookie(REF_COOKIE, `${creator.code}.${until}`, {
    maxAgeSeconds: REF_COOKIE_DAYS * 86_400,
    secure: isHttps(request),
  });
}

/** Where ?ref=CODE on a page sends the browser: through the link, back to the page without it. */
export function refRedirect(url: URL): string | null {
  const code = url.searchParams.get("ref");
  if (code === null) return null;
  const back = new URL(url);
  back.searchParams.delete("ref");
  const next = back.pathname + back.search;
  return `/r/${encodeURIComponent(code.slice(0, 40))}?next=${encodeURIComponent(next)}`;
}

/** Only a path on this site: never another origin (`//host`, `/\host`). */
export function readReferralCookie(request: Request): string | null {
  return readCookie(request, REF_COOKIE)?.split(".")[0] || null;
}

/** The day the link's discount ends, as the link set it (a cookie from before carries none). */
function readReferralUntil(request: Request): string | null {
  const until = readCookie(request, REF_COOKIE)?.split(".")[1] ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(until) ? until : null;
}

export interface Referral {
  creatorId: number;
  code: string;
  source: "link" | "code";
  discountCents: number;
  /** The shopper's discount rate this order gets (0 when it is not a first order). */
  discountBps: number;
  rateBps: number;
}

export type ReferralResult = { ok: true; referral: Referral | null } | { ok: false; message: string };

const isOwn = (creator: CreatorRow, email: string, wallet: string | null) =>
  normalizeEmail(creator.email) === normalizeEmail(email) || (wallet !== null && creator.wallet === wallet);

/**
 * The creator an order is placed for: a typed code (refused when unknown, paused or the buyer's
 * own), else the link's cookie (ignored when paused or the buyer's own). The discount applies to a
 * first order only: `hasCountedOrder` (the orders domain's, passed in by the caller) says whether
 * the buyer ordered before (normalized email or wallet, unpaid orders count).
 */
export async function resolveReferral(
  db: DbOrTx,
  input: { typedCode: string; cookieCode: string | null; email: string; wallet: string | null; subtotalCents: number },
  hasCountedOrder: (db: DbOrTx, buyer: { email: string; wallet: string | null }) => Promise<boolean>,
): Promise<ReferralResult> {
  let creator: CreatorRow | undefined;
  let source: Referral["source"];
  if (normalizeCode(input.typedCode)) {
    creator = await creatorByCode(db, input.typedCode);
    if (!creator?.active) return { ok: false, message: referralMessages.unknownCode };
    if (isOwn(creator, input.email, input.wallet)) return { ok: false, message: referralMessages.ownCode };
    source = "code";
  } else {
    creator = input.cookieCode ? await creatorByCode(db, input.cookieCode) : undefined;
    if (!creator?.active || isOwn(creator, input.email, input.wallet)) return { ok: true, referral: null };
    source = "link";
  }
  const first = !(await hasCountedOrder(db, { email: input.email, wallet: input.wallet }));
  return {
    ok: true,
    referral: {
      creatorId: creator.id,
      code: creator.code,
      source,
      discountCents: first ? discountCents(input.subtotalCents, creator.discountBps) : 0,
      discountBps: first ? creator.discountBps : 0,
      rateBps: creator.commissionBps,
    },
  };
}

/** The pending commission of an order just placed for a creator, on its total before shipping. */
export async function recordCommission(
  db: DbOrTx,
  { orderId, referral, subtotalCents }: { orderId: string; referral: Referral; subtotalCents: number },
) {
  const baseCents = subtotalCents - referral.discountCents;
  await db.insert(creatorCommissions).values({
    creatorId: referral.creatorId,
    orderId,
    source: referral.source,
    code: referral.code,
    discountCents: referral.discountCents,
    baseCents,
    rateBps: referral.rateBps,
    amountCents: Math.floor((baseCents * referral.rateBps) / 10_000),
  });
}

/** The discount the cart and checkout show for the link's cookie (a first order's, checked at placing). */
export async function previewReferral(
  request: Request,
  subtotalCents: number,
): Promise<{ code: string; discountBps: number; discountCents: number; until: string | null } | null> {
  const link = await linkDiscount(request);
  if (!link || subtotalCents === 0) return null;
  return { ...link, discountCents: discountCents(subtotalCents, link.discountBps) };
}

/** The discount the followed link gives a first order, and until when; null without one. */
export async function linkDiscount(request: Request) {
  const code = readReferralCookie(request);
  const creator = code ? await creatorByCode(await getDb(), code) : undefined;
  if (!creator?.active || creator.discountBps === 0) return null;
  return { code: creator.code, discountBps: creator.discountBps, until: readReferralUntil(request) };
}
