// Renewals that cannot ship for lack of stock: no order is placed and nothing is charged; the
// subscriber is emailed once per period, and the renewal goes on by itself when bags come back
// (the renewal job runs again for every held subscription of the product).
import { and, eq, sql } from "drizzle-orm";
import { stockCopy } from "~/content/stock";
import type { DbOrTx } from "~/db/types";
import { stockHeldRenewals, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { manageUrl } from "~/utils/links.server";
import { returnBags, takeBags } from "./stock.server";

type Subscription = typeof subscriptions.$inferSelect;

/**
 * Before a renewal order is written: takes its bags. "held" when too few are left (recorded, the
 * subscriber told once per period: `firstInPeriod` says this call told them, with the bags left);
 * otherwise whether bags were taken (false: not counted).
 */
export async function takeRenewalBags(
  tx: DbOrTx,
  subscription: Subscription,
  period: number,
): Promise<{ held: true; firstInPeriod: boolean; available: number } | { held: false; taken: boolean }> {
  const result = await takeBags(tx, subscription.productId, subscription.quantity);
  if (result.taken || result.reason === "not_counted") {
    await tx.delete(stockHeldRenewals).where(eq(stockHeldRenewals.subscriptionId, subscription.id));
    return { held: false, taken: result.taken };
  }
  const [fresh] = await tx
    .insert(stockHeldRenewals)
    .values({ subscriptionId: subscription.id, productId: subscription.productId, period, heldAt: now() })
    .onConflictDoUpdate({
      target: stockHeldRenewals.subscriptionId,
      set: { period, heldAt: now() },
      setWhere: sql`${stockHeldRenewals.period} <> ${period}`,
    })
    .returning({ period: stockHeldRenewals.period });
  if (fresh) {
    await queueEmail(tx, {
      to: subscription.email,
      ...stockCopy.emails.renewalHeld({ product: subscription.productName, manageUrl: manageUrl(subscription) }),
      kind: "subscription.renewal-held",
      key: `renewal-held:${subscription.id}:${period}`,
    });
  }
  return { held: true, firstInPeriod: Boolean(fresh), available: result.available };
}

/** The renewal's order was not written after all (its period already had one): the bags go back. */
export const giveBackRenewalBags = (tx: DbOrTx, subscription: Subscription) =>
  returnBags(tx, subscription.productId, subscription.quantity);

/** Held renewals still waiting: the subscription active and that period still its next one. */
export async function countHeldRenewals(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockHeldRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, stockHeldRenewals.subscriptionId))
    .where(
      and(
        eq(stockHeldRenewals.productId, productId),
        eq(subscriptions.status, "active"),
        eq(subscriptions.nextPeriod, stockHeldRenewals.period),
      ),
    );
  return row?.n ?? 0;
}
