// The kinds of movement the money record holds, and which account each counts in. Signs: what the
// store's sales or cash gain is positive, what they lose is negative. Pure data (browser-safe).

/** A sale's parts (written when the order is paid) and what a refund takes back of them. */
export const SALES_KINDS = [
  /** Goods at list price (bags). */
  "sale",
  "shipping",
  "tax",
  /** Reductions, each negative: a store code, a creator's code, a holder's perk, NPX spent at its value. */
  "discount_code",
  "creator_code",
  "holder_perk",
  "npx_spent",
  /** What a refund gave back for goods (negative, bags), for shipping and for tax. */
  "return",
  "shipping_refund",
  "tax_refund",
] as const;

/** Money that moved: received for an order, sent back, received and not kept, and sent back. */
export const CASH_KINDS = ["payment", "refund", "payment_extra", "payment_returned"] as const;

/**
 * A creator's commission: earned (positive), approved (positive, informational: it says the
 * commission left its refund window), reversed (negative, with the status it came off: pending,
 * approved, or paid, when it is owed back), paid out (negative: the commissions a payout paid) and
 * recovered (positive: what a payout took back of commission owed back). A payout's cash is its
 * paid plus its recovered.
 */
export const COMMISSION_KINDS = [
  "commission_earned",
  "commission_approved",
  "commission_reversed",
  "commission_paid",
  "commission_recovered",
] as const;

/** The status a reversed commission came off (money_entries.status_from). */
export const COMMISSION_STATUSES_FROM = ["pending", "approved", "paid"] as const;
export type CommissionStatusFrom = (typeof COMMISSION_STATUSES_FROM)[number];

export const MONEY_KINDS = [...SALES_KINDS, ...CASH_KINDS, ...COMMISSION_KINDS] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];
export type SalesKind = (typeof SALES_KINDS)[number];

export const REDUCTION_KINDS = ["discount_code", "creator_code", "holder_perk", "npx_spent"] as const;
export type ReductionKind = (typeof REDUCTION_KINDS)[number];

/** The kinds whose sum is net sales: goods at list price, less reductions, less returns. */
export const NET_SALES_KINDS = ["sale", ...REDUCTION_KINDS, "return"] as const;

/** How money came or went: card (Stripe), usdc (on chain), store (recorded by the operator), outside (refunded by other means). */
export const MONEY_METHODS = ["card", "usdc", "store", "outside"] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** The account a kind counts in, as the movements export names it. */
export function accountOf(kind: MoneyKind): "sales" | "shipping" | "tax" | "cash" | "commission" {
  if (kind === "shipping" || kind === "shipping_refund") return "shipping";
  if (kind === "tax" || kind === "tax_refund") return "tax";
  if ((CASH_KINDS as readonly string[]).includes(kind)) return "cash";
  if ((COMMISSION_KINDS as readonly string[]).includes(kind)) return "commission";
  return "sales";
}

/** What a figure counts, as the orders list filters it (?moved=…): the kinds of movement it adds up. */
export const MOVED_FILTERS = {
  net: NET_SALES_KINDS,
  sale: ["sale"],
  discounts: REDUCTION_KINDS,
  discount_code: ["discount_code"],
  creator_code: ["creator_code"],
  holder_perk: ["holder_perk"],
  npx_spent: ["npx_spent"],
  return: ["return"],
  shipping: ["shipping", "shipping_refund"],
  tax: ["tax", "tax_refund"],
  payment: ["payment"],
  refund: ["refund"],
} as const satisfies Record<string, readonly MoneyKind[]>;
export type MovedFilter = keyof typeof MOVED_FILTERS;

export const isMovedFilter = (value: string | null): value is MovedFilter =>
  value !== null && Object.hasOwn(MOVED_FILTERS, value);

/** The console's orders list of the orders with such movements from `from` to `to` (store days). */
export function movedHref({ from, to, moved, method }: { from: string; to: string; moved: string; method?: string }) {
  const params = new URLSearchParams({ from, to, moved });
  if (method) params.set("method", method);
  return `/admin/orders?${params.toString()}`;
}
