// The store's own discount codes: their terms, the rules a code checks against an order's totals,
// and taking a use when the order is written. Which discount an order gets (store code, creator
// code or link, and the customer rules) is decided in app/flows/resolve-discount.server.ts.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { CartTotals } from "~/utils/pricing";
import { discountMessages } from "~/content/discounts";
import { discountCodes } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { discountOffCents, type DiscountTerms } from "~/utils/discount-pricing";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A store code's terms, as the pure pricing reads them. */
export const termsOf = (row: Pick<DiscountCodeRow, "kind" | "value">): DiscountTerms => ({
  kind: row.kind as DiscountTerms["kind"],
  value: row.value,
});

/** Money off a subtotal by a store code: a percent (basis points) or an amount, never beyond it. */
export function storeDiscountCents(row: Pick<DiscountCodeRow, "kind" | "value">, subtotalCents: number): number {
  return discountOffCents(termsOf(row), subtotalCents);
}

/** Codes a subscription carries to its renewals; "renewals" takes nothing off the first order. */
export const FOR_RENEWALS = new Set(["renewals", "subscription"]);

/** The store code of this (normalized) code, if there is one. */
export async function findStoreCode(db: DbOrTx, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/**
 * Why a store code cannot price these totals now, or null when it can. The customer rules (first
 * order, once per customer) are the caller's: they read the orders.
 */
export function storeCodeRefusal(
  row: DiscountCodeRow,
  totals: Pick<CartTotals, "subtotalCents" | "hasSubscription">,
): string | null {
  const at = now();
  if (!row.active || (row.endsAt && row.endsAt <= at)) return discountMessages.expired;
  if (row.startsAt && row.startsAt > at) return discountMessages.notYet;
  if (row.maxUses !== null && row.uses >= row.maxUses) return discountMessages.usedUp;
  if (row.appliesTo === "one_time" && totals.hasSubscription) return discountMessages.oneTimeOnly;
  if (row.appliesTo === "first_subscription" && !totals.hasSubscription) return discountMessages.subscriptionOnly;
  if (FOR_RENEWALS.has(row.appliesTo) && !totals.hasSubscription) return discountMessages.renewalsOnly;
  if (totals.subtotalCents < row.minSubtotalCents) return discountMessages.minSubtotal(row.minSubtotalCents);
  return null;
}

/** A code refused after the order was written: thrown to roll the order's transaction back. */
export class DiscountRefused extends Error {}

/**
 * Takes the code's use inside the order's transaction: the conditional update waits on a racing
 * order's row lock and then sees its use, so the last use goes to one order only.
 */
export async function takeDiscountUse(db: DbOrTx, discount: { storeCodeId: number | null } | null): Promise<void> {
  if (discount?.storeCodeId == null) return;
  const taken = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, discount.storeCodeId),
        or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  if (taken.length === 0) throw new DiscountRefused(discountMessages.usedUp);
}
