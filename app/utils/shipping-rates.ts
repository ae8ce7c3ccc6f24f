// Shipping's rule on its own: the product page shows it for what is chosen without the cart's pricing.

/** Shipping is free when the subtotal is over this (strictly). */
export const FREE_SHIPPING_OVER_CENTS = 5000;
export const SHIPPING_CENTS = 899;

/** DESIGN.md's rule: subscriptions ship free; otherwise free over $50.00, else $8.99. */
export function shippingCents(subtotalCents: number, hasSubscription: boolean): number {
  if (subtotalCents === 0) return 0;
  return hasSubscription || subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
}
