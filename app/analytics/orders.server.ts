// Orders placed and paid, counted from the order's events (registered in
// app/flows/order-events.server.ts) inside the order's own transaction: the count lands with the
// order or not at all. Only the checkout's orders are the funnel's: a subscription's renewal is
// placed by the scheduler, not by a visit, so it is counted neither placed nor paid.
import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { addCount, storeToday } from "./counter.server";

/** Renewals carry this idempotency key prefix (app/flows/renew-subscription.server.ts). */
const RENEWAL_KEY = "renewal:";

async function isVisitorsOrder(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [order] = await tx.select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.id, orderId));
  return order !== undefined && !order.key.startsWith(RENEWAL_KEY);
}

/** The checkout wrote an order: one more order placed today. */
export async function countOrderPlaced(tx: DbOrTx): Promise<void> {
  await addCount(tx, storeToday(now().getTime()), "order_placed");
}

/** An order entered "paid": one more order paid today, unless it is a renewal. */
export async function countOrderPaid(tx: DbOrTx, orderId: string): Promise<void> {
  if (await isVisitorsOrder(tx, orderId)) await addCount(tx, storeToday(now().getTime()), "order_paid");
}
