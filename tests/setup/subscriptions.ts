// Starts a subscription the way a shopper does: an order with a subscribe line, then paid.
import { eq } from "drizzle-orm";
import type { Db } from "../../app/db/types";
import { orderLines, subscriptions } from "../../app/db/schema";
import { transitionOrder } from "../../app/orders/lifecycle.server";
import { insertTestOrder } from "./orders";

export const SUBSCRIBER_WALLET = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

export async function insertSubscribeOrder(
  db: Db,
  { id, wallet = SUBSCRIBER_WALLET, quantity = 1 }: { id: string; wallet?: string | null; quantity?: number },
) {
  await insertTestOrder(db, {
    id,
    wallet,
    amountNpx: 10000 * quantity,
    subtotalCents: 3900 * quantity,
    totalCents: 3900 * quantity,
    paymentReference: `ref-${id}`,
  });
  await db.insert(orderLines).values({
    orderId: id,
    productId: "nava-focus",
    productName: "NAVA Focus",
    purchaseType: "subscribe",
    quantity,
    unitPriceCents: 3900,
    lineTotalCents: 3900 * quantity,
    npxReward: 10000 * quantity,
  });
  return id;
}

/** A paid subscribe order and the subscription it started. */
export async function startTestSubscription(
  db: Db,
  options: { id: string; wallet?: string | null; quantity?: number },
) {
  await insertSubscribeOrder(db, options);
  await transitionOrder(db, options.id, "paid", { actor: "test" });
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.originOrderId, options.id));
  if (!subscription) throw new Error("the paid order started no subscription");
  return subscription;
}
