// What the shopper's refund form says of the money: what was paid and refunded before, what each
// bag not refunded yet would bring back, and where a refund goes (the card, with its brand and last
// 4 when Stripe told us, or the wallet that paid).
import { and, asc, eq } from "drizzle-orm";
import type { RefundDestination } from "~/content/refund-shopper";
import { shortAddress } from "~/content/wallet-menu";
import type { DbOrTx } from "~/db/types";
import { cardPayments, orderLines, orders, payments, stripeCustomers } from "~/db/schema";
import { bagPrices, earlierRefunds, refundedBags } from "./earlier.server";
import type { RefundMoney } from "./refund-amount";

type Order = Pick<typeof orders.$inferSelect, "id" | "totalCents" | "shippingCents">;

async function destination(db: DbOrTx, orderId: string): Promise<RefundDestination> {
  const [[card], [usdc]] = await Promise.all([
    db
      .select({ brand: stripeCustomers.cardBrand, last4: stripeCustomers.cardLast4 })
      .from(cardPayments)
      .leftJoin(stripeCustomers, eq(stripeCustomers.originOrderId, cardPayments.orderId))
      .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "paid")))
      .limit(1),
    db
      .select({ payer: payments.payer })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "confirmed")))
      .orderBy(asc(payments.id))
      .limit(1),
  ]);
  if (card) return { kind: "card", brand: card.brand ?? null, last4: card.last4 ?? null };
  if (usdc) return { kind: "usdc", wallet: usdc.payer ? shortAddress(usdc.payer) : null };
  return { kind: "store" };
}

export async function refundMoney(db: DbOrTx, order: Order): Promise<RefundMoney> {
  const [lines, refunded, earlier, to] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    refundedBags(db, order.id),
    earlierRefunds(db, order.id),
    destination(db, order.id),
  ]);
  const prices = bagPrices(order, lines);
  const earlierCents = earlier.reduce((sum, r) => sum + r.cents, 0);
  return {
    paidCents: order.totalCents,
    earlierCents,
    leftCents: Math.max(0, order.totalCents - earlierCents),
    nextBagCents: Object.fromEntries(
      lines.map((l) => [String(l.id), prices.get(l.id)!.slice(refunded.get(l.id) ?? 0)]),
    ),
    to,
  };
}
