// The browser's reading of a cart form it has just posted, for the optimistic badge and totals.
// It follows the rules of ./cart-schema exactly (a property test holds the two together) but
// without zod, because the header's cart count is in every page's first load and zod is not small.
import { PURCHASE_TYPES } from "~/content/purchase-types";
import type { CartAction } from "./cart-schema";
import { MAX_QUANTITY, MIN_QUANTITY } from "./quantity-limits";

export const CART_INTENTS = ["add", "set-quantity", "remove"] as const;
export type { CartAction };

const includes = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The action a form asks for, or null when the server would refuse it. */
export function readCartAction(form: FormData): CartAction | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const intent = text("intent");
  const productId = text("productId")?.trim();
  const purchaseType = text("purchaseType");
  if (!includes(CART_INTENTS, intent) || !productId || productId.length > 100) return null;
  if (!includes(PURCHASE_TYPES, purchaseType)) return null;
  if (intent === "remove") return { intent, productId, purchaseType };
  const digits = text("quantity")?.trim();
  if (!digits || !/^\d{1,3}$/.test(digits)) return null;
  const quantity = Number(digits);
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return null;
  return { intent, productId, purchaseType, quantity };
}
