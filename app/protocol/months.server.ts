// The revenue share as a monthly statement: each store month's paid net revenue times each promised
// share, and what the brand recorded when it closed the month. The month's figures come from the
// ledger, read by app/flows/protocol-figures.server.ts.
import { eq, inArray, or } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { addDays, makeRange } from "~/utils/period";
import type { Db, DbOrTx } from "~/db/types";
import { protocolMonths } from "~/db/schema";
import { revenueFlow } from "~/content/tokenomics";
import { storeDay } from "~/utils/store-time";

export type ProtocolMonth = typeof protocolMonths.$inferSelect;

/** How many months the statement lists, newest first. */
export const STATEMENT_MONTHS = 12;

export interface MonthShare {
  id: string;
  label: string;
  percent: number;
  cents: number;
}

export interface MonthStatement {
  /** YYYY-MM, a store month. */
  month: string;
  netRevenueCents: number;
  shares: MonthShare[];
  /** NPX the month's paid orders earned for their buyers (the 10% back, paid in NPX). */
  earnedNpx: number;
  /** "open": the month is not over; "not_closed": over, and the brand has not closed it. */
  state: "open" | "closed" | "not_closed";
  close: ProtocolMonth | null;
}

/**
 * The promised share of a month's net revenue, in whole cents (rounded down: never more than promised).
 * A percent has at most one decimal place ("12.6%" back), counted in tenths so the sum stays integer.
 */
export function shareCents(netCents: number, percent: number): number {
  return Math.floor((Math.max(netCents, 0) * Math.round(percent * 10)) / 1000);
}

/** Each stream's share of `netCents`, for the store's `back` (storeRewardBack()). */
export function monthShares(netCents: number, back: string): MonthShare[] {
  return revenueFlow(back).streams.map((s) => ({
    id: s.id,
    label: s.label,
    percent: s.percent,
    cents: shareCents(netCents, s.percent),
  }));
}

/** The store month's first and last day. */
export function monthRange(month: string, timeZone: string) {
  const first = `${month}-01`;
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  return makeRange(first, last, timeZone);
}

export function previousMonth(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7);
}

export const currentMonth = (now: Date, timeZone: string) => storeDay(now, timeZone).slice(0, 7);

/** Every month the brand has closed. */
export function closedMonths(db: DbOrTx): Promise<ProtocolMonth[]> {
  return db.select().from(protocolMonths);
}

export async function closedMonth(db: DbOrTx, month: string) {
  const [row] = await db.select().from(protocolMonths).where(eq(protocolMonths.month, month));
  return row ?? null;
}

/** The month that recorded one of these transactions already, or null. */
export async function monthUsingSignature(db: DbOrTx, signatures: string[]): Promise<string | null> {
  const [used] = await db
    .select({ month: protocolMonths.month })
    .from(protocolMonths)
    .where(
      or(inArray(protocolMonths.buybackSignature, signatures), inArray(protocolMonths.liquiditySignature, signatures)),
    );
  return used?.month ?? null;
}

/** Records a closed month with its audit entry; false when the month or a signature is taken. */
export function saveClosedMonth(db: Db, close: typeof protocolMonths.$inferInsert, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(protocolMonths).values(close).onConflictDoNothing().returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "protocol.close-month",
      target: `protocol:${close.month}`,
      detail: {
        buyback: close.buybackSignature,
        liquidity: close.liquiditySignature,
        marketingCents: close.marketingCents,
      },
    });
    return true;
  });
}
