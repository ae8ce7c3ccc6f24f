// A subscription's renewal discount: the cancel flow's save (one renewal; cancel-flow.server.ts
// offers it) or a store code for renewals (N renewals; attached when the subscription starts from
// the order that used it). One mechanism: each renewal placed takes one from the waiting discount.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { discountCodes, subscriptionSaveDiscounts } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { discountOffCents, type DiscountTerms } from "~/utils/discount-pricing";
import { now } from "~/jobs/clock.server";

export interface RenewalDiscount {
  id: number;
  kind: "percent" | "amount";
  value: number;
  code: string | null;
  renewalsLeft: number;
}

/** The discount waiting for the subscription's next renewals, if any (at most one waits). */
export async function waitingDiscount(db: DbOrTx, subscriptionId: string): Promise<RenewalDiscount | null> {
  const [row] = await db
    .select({
      id: subscriptionSaveDiscounts.id,
      kind: subscriptionSaveDiscounts.kind,
      value: subscriptionSaveDiscounts.value,
      code: subscriptionSaveDiscounts.code,
      renewalsLeft: subscriptionSaveDiscounts.renewalsLeft,
    })
    .from(subscriptionSaveDiscounts)
    .where(
      and(eq(subscriptionSaveDiscounts.subscriptionId, subscriptionId), gt(subscriptionSaveDiscounts.renewalsLeft, 0)),
    );
  return row ? { ...row, kind: row.kind as RenewalDiscount["kind"] } : null;
}

/**
 * When the subscription last took the cancel flow's save (its row stays after the renewal used it:
 * the take is recorded apart from the renewals it discounted), or null if it never has.
 */
export async function lastSaveTakenAt(db: DbOrTx, subscriptionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: subscriptionSaveDiscounts.createdAt })
    .from(subscriptionSaveDiscounts)
    .where(and(eq(subscriptionSaveDiscounts.subscriptionId, subscriptionId), isNull(subscriptionSaveDiscounts.code)))
    .orderBy(desc(subscriptionSaveDiscounts.createdAt))
    .limit(1);
  return row ? new Date(row.at) : null;
}

/**
 * When the subscription may take the save again: null when it may now, "never" when it had its
 * one (once per subscription), or the day its period (every `everyMonths` months) ends.
 */
export function nextSaveAllowedAt(lastTaken: Date | null, everyMonths: number | null, at: Date): Date | "never" | null {
  if (!lastTaken) return null;
  if (everyMonths === null) return "never";
  const next = new Date(lastTaken);
  next.setUTCMonth(next.getUTCMonth() + everyMonths);
  return next <= at ? null : next;
}

/** The cancel flow's save: `percent` off the next renewal, once. */
export async function addSaveDiscount(tx: DbOrTx, subscriptionId: string, percent: number) {
  await tx
    .insert(subscriptionSaveDiscounts)
    .values({ subscriptionId, kind: "percent", value: percent * 100, createdAt: now() });
}

/**
 * When a subscription starts from an order that used a store code for renewals: the code's terms,
 * as they were, carried for its renewals. Later changes to the code do not move them.
 */
export async function attachRenewalCode(tx: DbOrTx, subscriptionId: string, code: string | null) {
  if (!code) return;
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!row?.renewalCount || (row.kind !== "percent" && row.kind !== "amount")) return;
  await tx
    .insert(subscriptionSaveDiscounts)
    .values({ subscriptionId, kind: row.kind, value: row.value, code: row.code, renewalsLeft: row.renewalCount })
    .onConflictDoNothing();
}

/** Money off a renewal's items by the waiting discount. */
export function renewalDiscountCents(discount: Pick<RenewalDiscount, "kind" | "value">, fullCents: number): number {
  return discountOffCents(discount as DiscountTerms, fullCents);
}

/** In the renewal's transaction, once its order is written: one renewal of the discount is used. */
export async function takeRenewalDiscount(tx: DbOrTx, discountId: number, orderId: string) {
  await tx
    .update(subscriptionSaveDiscounts)
    .set({ renewalsLeft: sql`${subscriptionSaveDiscounts.renewalsLeft} - 1`, orderId, appliedAt: now() })
    .where(and(eq(subscriptionSaveDiscounts.id, discountId), gt(subscriptionSaveDiscounts.renewalsLeft, 0)));
}
