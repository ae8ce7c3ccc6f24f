// An order's payments as its page shows them: read from the payments table alone.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/types";
import { orders, payments } from "~/db/schema";
import type { PaymentView } from "./status";

/** An order's payment state for its page: the order status and every transfer seen, oldest first. */
export async function getOrderPayments(db: Db, orderId: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const rows = await db
    .select({
      signature: payments.signature,
      status: payments.status,
      reason: payments.reason,
      amount: payments.amount,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt, payments.id);
  return {
    status: order?.status ?? null,
    payments: rows.map((r): PaymentView => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
