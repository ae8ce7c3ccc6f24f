// The names of the two ways to buy, on their own so the browser's cart reading does not carry the
// product copy.
import type { PurchaseType } from "~/utils/purchase-types";

/** Their names: in full on the product page, short on cart and order lines. */
export const purchaseOptions = {
  subscribe: { label: "Subscribe & Save", short: "Subscribe" },
  one_time: { label: "One-time purchase", short: "One-time" },
} as const satisfies Record<PurchaseType, { label: string; short: string }>;
