// Shapes shared by the cart's server side and its UI.
import type { SubmissionResult } from "@conform-to/react";
import type { PurchaseType } from "~/utils/purchase-types";
import type { CartTotals } from "~/utils/pricing";

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

/** The cart action's answer: Conform's reply to the cart schema (status, and errors by field). */
export type CartActionData = SubmissionResult<string[]>;

/** The message a refused cart action shows: the form's own, else the first field's. */
export function cartRefusal(reply: CartActionData | undefined): string | null {
  if (!reply || reply.status !== "error") return null;
  const errors = reply.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.length)?.[0] ?? null;
}
