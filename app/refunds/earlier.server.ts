// What an order's bags cost, and what of the order was refunded already: the two facts a part
// refund is asked and answered by. A bag's refund is what it cost on that order (its share of the
// items after the code, the holder's perk and NPX spent, with its tax), never the list price; a
// bag refunded (or approved) once is not asked for again; every earlier refund, card or USDC, is
// listed beside the request (the shopper's form and the console's queue).
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { cardRefunds, moneyEntries, orderLines, orders, refundRequests } from "~/db/schema";
import { refundTransfer } from "./usdc.server";

type Line = Pick<typeof orderLines.$inferSelect, "id" | "quantity" | "unitPriceCents">;
type Order = Pick<typeof orders.$inferSelect, "totalCents" | "shippingCents">;

/**
 * Each bag's price on the order, by line, in bag order: the items' part of what was paid (the
 * total less shipping) shared by list price, whole cents, the odd cents to the first bags.
 */
export function bagPrices(order: Order, lines: readonly Line[]): Map<number, number[]> {
  const itemsPaid = Math.max(0, order.totalCents - order.shippingCents);
  const bags = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({ lineId: l.id, list: l.unitPriceCents })),
  );
  const listTotal = bags.reduce((sum, b) => sum + b.list, 0);
  const shares = bags.map((b) => (listTotal > 0 ? Math.floor((itemsPaid * b.list) / listTotal) : 0));
  let odd = itemsPaid - shares.reduce((sum, s) => sum + s, 0);
  for (let i = 0; odd > 0 && i < shares.length; i++, odd--) shares[i]! += 1;
  const prices = new Map<number, number[]>(lines.map((l) => [l.id, []]));
  bags.forEach((b, i) => prices.get(b.lineId)!.push(shares[i]!));
  return prices;
}

/**
 * Bags of each line already refunded or approved for refund (requests approved or waiting for
 * funds, for what they asked). An approval of less than was asked refunds money, not bags: the
 * money is counted (earlierRefunds), the bags may still be asked for.
 */
export async function refundedBags(db: DbOrTx, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ lines: refundRequests.lines, asked: refundRequests.askedCents, approved: refundRequests.approvedCents })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, ["approved", "waiting_funds"])));
  const counted = new Map<number, number>();
  for (const row of rows.filter((r) => (r.approved ?? r.asked) >= r.asked))
    for (const l of row.lines) counted.set(l.lineId, (counted.get(l.lineId) ?? 0) + l.quantity);
  return counted;
}

export type EarlierRefund = { at: Date; cents: number; method: "card" | "usdc" | "outside" };

/**
 * Every refund of the order made so far: by card (accepted by Stripe), in USDC (not failed), and
 * made outside the store (the money record's refunds of method `outside`, recorded by the console).
 */
export async function earlierRefunds(db: DbOrTx, orderId: string): Promise<EarlierRefund[]> {
  const [cards, usdc, outside] = await Promise.all([
    db
      .select({ at: cardRefunds.createdAt, cents: cardRefunds.amountCents })
      .from(cardRefunds)
      .where(and(eq(cardRefunds.orderId, orderId), isNotNull(cardRefunds.stripeRefundId)))
      .orderBy(asc(cardRefunds.id)),
    db
      .select({ id: refundRequests.id, at: refundRequests.decidedAt, cents: refundRequests.approvedCents })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, "approved")))
      .orderBy(asc(refundRequests.id)),
    db
      .select({ at: moneyEntries.at, cents: moneyEntries.amountCents })
      .from(moneyEntries)
      .where(
        and(eq(moneyEntries.orderId, orderId), eq(moneyEntries.kind, "refund"), eq(moneyEntries.method, "outside")),
      )
      .orderBy(asc(moneyEntries.id)),
  ]);
  const sent: EarlierRefund[] = [];
  for (const r of usdc) {
    const transfer = await refundTransfer(db, r.id);
    if (transfer && transfer.status !== "failed")
      sent.push({ at: new Date(r.at ?? Date.now()), cents: r.cents ?? 0, method: "usdc" });
  }
  return [
    ...cards.map((c) => ({ at: new Date(c.at), cents: c.cents, method: "card" as const })),
    ...sent,
    ...outside.map((o) => ({ at: new Date(o.at), cents: -o.cents, method: "outside" as const })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}
