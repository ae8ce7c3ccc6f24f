// Whose card is it. A card on file belongs to one subscription: the Stripe customer made by the card
// checkout of its first order (or of one of its renewals, paid by card from the order page). Every
// question about a saved card starts from an order or a subscription the visitor was let into, never
// from an email typed at checkout: that email is not proven, so it unlocks nothing.
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { stripeCustomers, subscriptionRenewals, subscriptions } from "~/db/schema";

/** The first order of the subscription `orderId` renews; for any other order, the order itself. */
export async function subscriptionOriginOf(db: DbOrTx, orderId: string): Promise<string> {
  const [renewal] = await db
    .select({ originOrderId: subscriptions.originOrderId })
    .from(subscriptionRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
    .where(eq(subscriptionRenewals.orderId, orderId));
  return renewal?.originOrderId ?? orderId;
}

/** The Stripe customer of the subscription that `originOrderId` started, with or without a card. */
export async function customerOf(db: DbOrTx, originOrderId: string) {
  const [customer] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.originOrderId, originOrderId));
  return customer ?? null;
}

/** The saved card of the subscription that `originOrderId` started, or null. */
export async function cardOnFile(db: DbOrTx, originOrderId: string) {
  const [card] = await db
    .select()
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.originOrderId, originOrderId), isNotNull(stripeCustomers.paymentMethodId)));
  return card ?? null;
}

/** The saved card that may pay `orderId`: its own subscription's, never another's. */
export async function cardOnFileForOrder(db: DbOrTx, orderId: string) {
  return cardOnFile(db, await subscriptionOriginOf(db, orderId));
}

/** What a page may show of a card: brand and last 4, when there is one. */
export function cardView(card: { cardBrand: string | null; cardLast4: string | null } | null) {
  return card?.cardBrand && card.cardLast4 ? { brand: card.cardBrand, last4: card.cardLast4 } : null;
}
