// The two ways to buy (their names: app/content/purchase-types.ts).
export const PURCHASE_TYPES = ["subscribe", "one_time"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
