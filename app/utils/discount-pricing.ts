// Pure discount pricing, shared by the server (which prices every order) and the cart page (which
// shows optimistic totals while a quantity change is on its way). Integer cents in and out.
import type { CartTotals } from "~/utils/pricing";

/** What a code takes off: a percent (basis points), an amount (cents) or the shipping. */
export interface DiscountTerms {
  kind: "percent" | "amount" | "free_shipping";
  value: number;
}

/** One row of money off in the totals (a code's discount; other discounts add their own). */
export interface DiscountLine {
  id: string;
  label: string;
  cents: number;
}

/** Money off a subtotal: a percent, or an amount never beyond it; free shipping takes none here. */
export function discountOffCents(terms: DiscountTerms, subtotalCents: number): number {
  if (terms.kind === "percent") return Math.round((subtotalCents * terms.value) / 10_000);
  if (terms.kind === "amount") return Math.min(terms.value, subtotalCents);
  return 0;
}

/** A cart's totals with a code's terms applied (null: no money off now), and its discount row. */
export function withDiscount<T extends Pick<CartTotals, "subtotalCents" | "shippingCents" | "totalCents">>(
  totals: T,
  terms: DiscountTerms | null,
  label: string,
): { totals: T; lines: DiscountLine[] } {
  if (!terms) return { totals, lines: [] };
  const cents = discountOffCents(terms, totals.subtotalCents);
  const shippingCents = terms.kind === "free_shipping" ? 0 : totals.shippingCents;
  const lines = cents > 0 ? [{ id: "discount", label, cents }] : [];
  return {
    totals: { ...totals, shippingCents, totalCents: totals.subtotalCents + shippingCents - cents },
    lines,
  };
}
