// The two ways to buy, on their own so the browser's cart reading does not carry the product copy.
export const PURCHASE_TYPES = ["subscribe", "one_time"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
