// What a part refund asks, and how it got there: each chosen bag at what it cost on the order (the
// next bags of its line not refunded yet), capped at what is left of the order after earlier
// refunds. The server asks this amount (requests.server.ts) and the form shows the same sum.

import type { RefundDestination } from "~/content/refund-shopper";

/** What the form says of the money (./refund-money.server.ts). */
export type RefundMoney = {
  paidCents: number;
  earlierCents: number;
  leftCents: number;
  /** Each line's bags not refunded yet, at what they cost on the order, in order (by line id). */
  nextBagCents: Record<string, number[]>;
  to: RefundDestination;
};

export type BagChoice = {
  name: string;
  quantity: number;
  /** The line's bags not refunded yet, in order. */ nextBagCents: number[];
};

export type PartRefund = {
  rows: { name: string; quantity: number; prices: number[]; cents: number }[];
  bagsCents: number;
  /** What is asked: the bags' sum, or what is left of the order when that is less. */
  cents: number;
  capped: boolean;
};

export function partRefund(chosen: readonly BagChoice[], leftCents: number): PartRefund {
  const rows = chosen
    .filter((c) => c.quantity > 0)
    .map((c) => {
      const prices = c.nextBagCents.slice(0, c.quantity);
      return { name: c.name, quantity: c.quantity, prices, cents: prices.reduce((a, b) => a + b, 0) };
    });
  const bagsCents = rows.reduce((sum, r) => sum + r.cents, 0);
  const cents = Math.min(Math.max(0, leftCents), bagsCents);
  return { rows, bagsCents, cents, capped: cents < bagsCents };
}
