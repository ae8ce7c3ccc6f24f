// What an open order's page says about an underpayment: what came, what is missing, until when.
// Apart from returns.server.ts, which the payment check imports, so the check does not import the
// deadline module that imports it.
import { and, desc, eq } from "drizzle-orm";
import { paymentReturnCopy as t } from "~/content/refunds";
import type { DbOrTx } from "~/db/types";
import { payments, type orders } from "~/db/schema";
import { centsToUsdcUnits, formatUsdcUnits } from "~/utils/usdc-amount";
import { formatDeadline, unpaidDeadline } from "~/payments/unpaid-deadline.server";

type Order = typeof orders.$inferSelect;

export async function underpaidNotice(db: DbOrTx, order: Pick<Order, "id" | "status" | "totalCents">) {
  if (order.status !== "pending_payment") return null;
  const [latest] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "underpaid")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest?.amount) return null;
  const total = centsToUsdcUnits(order.totalCents);
  const deadline = await unpaidDeadline(db, order.id);
  return t.missing({
    paid: formatUsdcUnits(latest.amount),
    total: formatUsdcUnits(total),
    missing: formatUsdcUnits(total - BigInt(latest.amount)),
    deadline: deadline ? formatDeadline(deadline) : null,
  });
}
