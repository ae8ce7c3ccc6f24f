// A creator's earnings, read from the money record (app/money): what was earned, approved,
// reversed (and from which status), paid out and recovered. The commission table keeps its jobs
// (each commission's status, its payout); the figures a creator and the operator see come from
// the record, so they are the same money the movements CSV lists.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { creatorCommissions, moneyEntries } from "~/db/schema";

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

const sumOf = (kind: string, statusFrom?: string) =>
  sql<number>`coalesce(sum(${moneyEntries.amountCents}) filter (where ${moneyEntries.kind} = ${kind}${
    statusFrom === undefined ? sql`` : sql` and ${moneyEntries.statusFrom} = ${statusFrom}`
  }), 0)::float8`;

/** Each creator's earnings from the record (all creators, or the ones asked for). */
export async function earningsByCreator(db: DbOrTx, creatorIds?: number[]): Promise<Map<number, Earnings>> {
  const rows = await db
    .select({
      creatorId: moneyEntries.creatorId,
      earned: sumOf("commission_earned"),
      approved: sumOf("commission_approved"),
      reversedPending: sumOf("commission_reversed", "pending"),
      reversedApproved: sumOf("commission_reversed", "approved"),
      reversedPaid: sumOf("commission_reversed", "paid"),
      paid: sumOf("commission_paid"),
      recovered: sumOf("commission_recovered"),
    })
    .from(moneyEntries)
    .where(
      and(
        inArray(moneyEntries.kind, [
          "commission_earned",
          "commission_approved",
          "commission_reversed",
          "commission_paid",
          "commission_recovered",
        ]),
        creatorIds === undefined
          ? sql`${moneyEntries.creatorId} is not null`
          : inArray(moneyEntries.creatorId, creatorIds),
      ),
    )
    .groupBy(moneyEntries.creatorId);
  const byCreator = new Map<number, Earnings>();
  for (const r of rows) {
    // Entries' signs: earned and approved +, reversed and paid −, recovered +.
    const n = (v: number) => Number(v);
    const paidOut = -n(r.paid);
    const owedBack = -n(r.reversedPaid);
    byCreator.set(r.creatorId!, {
      pendingCents: n(r.earned) - n(r.approved) + n(r.reversedPending),
      approvedCents: n(r.approved) + n(r.reversedApproved) - paidOut,
      paidCents: paidOut - owedBack,
      owedBackCents: owedBack - n(r.recovered),
      sentCents: paidOut - n(r.recovered),
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
