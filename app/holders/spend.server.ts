// NPX spent at checkout and perks by holding, on the order's side: the shopper's chosen amount (a
// cookie), the refusal when the NPX went elsewhere, and the lines the order page shows. Quoting,
// taking and giving back NPX read the rewards ledger: app/flows/spend-npx.server.ts.
import { eq } from "drizzle-orm";
import { orderHolderDiscounts } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { holderCopy } from "~/content/holders";
import { clearCookie, isHttps, readCookie, serializeCookie } from "~/utils/cookies.server";
import type { DiscountLine } from "./pricing";

export const HOLDERS_ACTOR = "system:holders";

/** The NPX the shopper asked to apply (their choice only: every amount is checked again when the order is placed). */
const NPX_COOKIE = "nava_npx";

export function readRequestedNpx(request: Request): number {
  const value = Number(readCookie(request, NPX_COOKIE));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function requestedNpxCookie(request: Request, npx: number): string {
  if (npx <= 0) return clearCookie(NPX_COOKIE, isHttps(request));
  return serializeCookie(NPX_COOKIE, String(npx), { maxAgeSeconds: 24 * 3600, secure: isHttps(request) });
}

/** An order placed with NPX the wallet no longer has: thrown to roll the order back. */
export class NpxRefused extends Error {}

/** The order page's holder lines (perk, NPX), in the order the totals show them. */
export async function holderDiscountLines(db: DbOrTx, orderId: string): Promise<DiscountLine[]> {
  const [row] = await db.select().from(orderHolderDiscounts).where(eq(orderHolderDiscounts.orderId, orderId));
  if (!row) return [];
  const lines: DiscountLine[] = [];
  if (row.perkDiscountCents > 0)
    lines.push({ id: "perk", label: holderCopy.perkLine(row.perkBps), cents: row.perkDiscountCents });
  if (row.npxDiscountCents > 0)
    lines.push({ id: "npx", label: holderCopy.npxLine(row.npxSpent), cents: row.npxDiscountCents });
  return lines;
}
