// The cancel flow's save discount as the renewal reads it: the one waiting for the next renewal,
// and its use (app/subscriptions/cancel-flow.server.ts offers and records it).
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { subscriptionSaveDiscounts } from "~/db/schema";
import { now } from "~/jobs/clock.server";

/** The discount waiting for the subscription's next renewal, if any. */
export async function waitingDiscount(db: DbOrTx, subscriptionId: string) {
  const [row] = await db
    .select({ id: subscriptionSaveDiscounts.id, percent: subscriptionSaveDiscounts.percent })
    .from(subscriptionSaveDiscounts)
    .where(
      and(eq(subscriptionSaveDiscounts.subscriptionId, subscriptionId), isNull(subscriptionSaveDiscounts.orderId)),
    );
  return row ?? null;
}

/** A total with `percent` off, in whole cents. */
export function discounted(totalCents: number, percent: number): number {
  return totalCents - Math.round((totalCents * percent) / 100);
}

/** In the renewal's transaction, once its order is written: the waiting discount is now used. */
export async function markDiscountApplied(tx: DbOrTx, discountId: number, orderId: string) {
  await tx
    .update(subscriptionSaveDiscounts)
    .set({ orderId, appliedAt: now() })
    .where(and(eq(subscriptionSaveDiscounts.id, discountId), isNull(subscriptionSaveDiscounts.orderId)));
}
