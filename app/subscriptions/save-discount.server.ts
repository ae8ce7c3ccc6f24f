// A subscription's renewal discount: the cancel flow's save (one renewal; cancel-flow.server.ts
// offers it) or a store code for renewals (N renewals; attached when the subscription starts from
// the order that used it). One mechanism: each renewal placed takes one from the waiting discount.
import { and, eq, gt, sql } from "drizzle-orm";
import { discountCodes, subscriptionSaveDiscounts } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { discountOffCents, type DiscountTerms } from "~/discounts/pricing";
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

/** The cancel flow's save: `percent` off the next renewal, once. */
export async function addSaveDiscount(tx: DbOrTx, subscriptionId: string, percent: number) {
  await tx.insert(subscriptionSaveDiscounts).values({ subscriptionId, kind: "percent", value: percent * 100 });
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
