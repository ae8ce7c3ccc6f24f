// Reading the order a payment is for. Who may follow a payment is the order page's rule
// (canViewOrder in app/orders).
import { eq } from "drizzle-orm";
import type { Db } from "~/db/types";
import { orders } from "~/db/schema";
import { isOrderId } from "~/utils/order-id";

export async function findOrder(db: Db, orderId: string | undefined) {
  if (!isOrderId(orderId)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      totalCents: orders.totalCents,
      shippingCents: orders.shippingCents,
      taxCents: orders.taxCents,
      currency: orders.currency,
      paymentReference: orders.paymentReference,
      accessToken: orders.accessToken,
      buyerSessionId: orders.buyerSessionId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}
