// Pure cart pricing: integer cents in, integer cents out. The server prices every cart
// and order with these functions from catalog prices; the browser uses them only to
// show optimistic totals while a change is on its way.
import type { PurchaseType } from "~/utils/purchase-types";
import { MAX_QUANTITY, MIN_QUANTITY } from "~/utils/quantity-limits";

import { shippingCents } from "./shipping-rates";

export { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, shippingCents } from "./shipping-rates";

export interface CatalogPrices {
  subscribePriceCents: number;
  oneTimePriceCents: number;
}

export interface PricedLineInput {
  purchaseType: PurchaseType;
  quantity: number;
  unitPriceCents: number;
  /** NPX earned per bag. */
  npxReward: number;
}

export interface CartTotals {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  npxReward: number;
  hasSubscription: boolean;
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

export function unitPriceFor(product: CatalogPrices, purchaseType: PurchaseType): number {
  return purchaseType === "subscribe" ? product.subscribePriceCents : product.oneTimePriceCents;
}

export function lineTotalCents(line: Pick<PricedLineInput, "unitPriceCents" | "quantity">): number {
  if (!isValidQuantity(line.quantity)) throw new RangeError(`quantity out of range: ${line.quantity}`);
  return line.unitPriceCents * line.quantity;
}

export function priceCart(lines: readonly PricedLineInput[]): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const hasSubscription = lines.some((line) => line.purchaseType === "subscribe");
  const shipping = shippingCents(subtotalCents, hasSubscription);
  return {
    itemCount: lines.reduce((n, line) => n + line.quantity, 0),
    subtotalCents,
    shippingCents: shipping,
    totalCents: subtotalCents + shipping,
    npxReward: lines.reduce((n, line) => n + line.npxReward * line.quantity, 0),
    hasSubscription,
  };
}

/** A creator's discount on a subtotal, in basis points (1000 = 10%), rounded to the cent. */
export function discountCents(subtotalCents: number, discountBps: number): number {
  return Math.round((subtotalCents * discountBps) / 10_000);
}
