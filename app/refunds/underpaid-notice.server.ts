// What an open order's page says about an underpayment: what came, what is missing, until when.
// The order's deadline belongs to the payments domain: the page passes in how to read it.
import { and, desc, eq } from "drizzle-orm";
import { paymentReturnCopy as t } from "~/content/refunds";
import type { DbOrTx } from "~/db/types";
import { payments, type orders } from "~/db/schema";
import { centsToUsdcUnits, formatUsdcUnits } from "~/utils/usdc-amount";
import { getEnv } from "~/utils/env.server";
import { formatStoreTime } from "~/utils/store-time";

type Order = typeof orders.$inferSelect;

export async function underpaidNotice(
  db: DbOrTx,
  order: Pick<Order, "id" | "status" | "totalCents">,
  /** When the unpaid order is cancelled (null: no deadline). */
  deadlineOf: (db: DbOrTx, orderId: string) => Promise<Date | null>,
) {
  if (order.status !== "pending_payment") return null;
  const [latest] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "underpaid")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest?.amount) return null;
  const total = centsToUsdcUnits(order.totalCents);
  const deadline = await deadlineOf(db, order.id);
  return t.missing({
    paid: formatUsdcUnits(latest.amount),
    total: formatUsdcUnits(total),
    missing: formatUsdcUnits(total - BigInt(latest.amount)),
    deadline: deadline ? formatStoreTime(deadline, getEnv().STORE_TIME_ZONE) : null,
  });
}
