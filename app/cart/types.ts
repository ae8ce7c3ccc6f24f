// Shapes shared by the cart's server side and its UI.
import type { PurchaseType } from "~/content/product";
import type { CartTotals } from "./pricing";

export interface CartLine {
  productId: string;
  purchaseType: PurchaseType;
  quantity: number;
  name: string;
  subtitle: string;
  image: string;
  unitPriceCents: number;
  lineTotalCents: number;
  /** NPX per bag. */
  npxReward: number;
}

export interface PricedCart {
  lines: CartLine[];
  totals: CartTotals;
}

export type CartActionData = { ok: true } | { ok: false; message: string };
