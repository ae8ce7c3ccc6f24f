// How a paid order was paid, as its page says it: by card (Stripe), in USDC confirmed on chain,
// or recorded by the store (the operator's "mark paid", e.g. a bank transfer).
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { cardPayments, payments } from "~/db/schema";
import type { PaidVia } from "./status";

const PAID_STATUSES = ["paid", "fulfilled", "refunded", "disputed"];

/** Null while the order is unpaid (or was cancelled unpaid). */
export async function paidVia(db: DbOrTx, order: { id: string; status: string }): Promise<PaidVia | null> {
  if (!PAID_STATUSES.includes(order.status)) return null;
  const [[card], [usdc]] = await Promise.all([
    db
      .select({ id: cardPayments.id })
      .from(cardPayments)
      .where(and(eq(cardPayments.orderId, order.id), eq(cardPayments.status, "paid")))
      .limit(1),
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "confirmed")))
      .limit(1),
  ]);
  return card ? "card" : usdc ? "usdc" : "store";
}
