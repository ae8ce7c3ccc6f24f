// A creator's earnings, read from the money record (app/money): what was earned, approved,
// reversed (and from which status), paid out and recovered. The commission table keeps its jobs
// (each commission's status, its payout); the figures a creator and the operator see come from
// the record, so they are the same money the movements CSV lists.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { creatorCommissions, moneyEntries } from "~/db/schema";
import { COMMISSION_KINDS } from "~/db/money-kinds";

export interface Earnings {
  /** Earned (the order paid), still in its refund window. */
  pendingCents: number;
  /** Out of its refund window, not paid out yet (ready for the next payout). */
  approvedCents: number;
  /** Paid out and still standing (not owed back since). */
  paidCents: number;
  /** Paid out, then its order refunded or cancelled: taken back from the next payout. */
  owedBackCents: number;
  /** What payouts sent: paid out less what they recovered. */
  sentCents: number;
}

const ZERO: Earnings = { pendingCents: 0, approvedCents: 0, paidCents: 0, owedBackCents: 0, sentCents: 0 };

/** Each creator's earnings from the record (all creators, or the ones asked for). */
export async function earningsByCreator(db: DbOrTx, creatorIds?: number[]): Promise<Map<number, Earnings>> {
  // One sum per creator, kind and (for a reversal) the status it came off; added up below.
  const rows = await db
    .select({
      creatorId: moneyEntries.creatorId,
      kind: moneyEntries.kind,
      statusFrom: moneyEntries.statusFrom,
      cents: sql<number>`sum(${moneyEntries.amountCents})::float8`,
    })
    .from(moneyEntries)
    .where(
      and(
        inArray(moneyEntries.kind, [...COMMISSION_KINDS]),
        creatorIds === undefined
          ? sql`${moneyEntries.creatorId} is not null`
          : inArray(moneyEntries.creatorId, creatorIds),
      ),
    )
    .groupBy(moneyEntries.creatorId, moneyEntries.kind, moneyEntries.statusFrom);
  const sums = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const of = sums.get(r.creatorId!) ?? {};
    const key = r.kind === "commission_reversed" ? `reversed_${r.statusFrom}` : r.kind;
    of[key] = (of[key] ?? 0) + Number(r.cents);
    sums.set(r.creatorId!, of);
  }
  const byCreator = new Map<number, Earnings>();
  for (const [creatorId, of] of sums) {
    // Entries' signs: earned and approved +, reversed and paid −, recovered +.
    const n = (key: string) => of[key] ?? 0;
    const paidOut = -n("commission_paid");
    const owedBack = -n("reversed_paid");
    byCreator.set(creatorId, {
      pendingCents: n("commission_earned") - n("commission_approved") + n("reversed_pending"),
      approvedCents: n("commission_approved") + n("reversed_approved") - paidOut,
      paidCents: paidOut - owedBack,
      owedBackCents: owedBack - n("commission_recovered"),
      sentCents: paidOut - n("commission_recovered"),
    });
  }
  return byCreator;
}

/**
 * A creator's earnings. Pending also counts the commission of orders placed and not paid yet: no
 * money has moved for them (the record holds none), the commission table says they wait.
 */
export async function creatorEarnings(db: DbOrTx, creatorId: number): Promise<Earnings> {
  const [earnings, [unpaid]] = await Promise.all([
    earningsByCreator(db, [creatorId]),
    db
      .select({ cents: sql<number>`coalesce(sum(${creatorCommissions.amountCents}), 0)::float8` })
      .from(creatorCommissions)
      .where(
        and(
          eq(creatorCommissions.creatorId, creatorId),
          eq(creatorCommissions.status, "pending"),
          isNull(creatorCommissions.paidAt),
        ),
      ),
  ]);
  const e = earnings.get(creatorId) ?? ZERO;
  return { ...e, pendingCents: e.pendingCents + Number(unpaid!.cents) };
}
