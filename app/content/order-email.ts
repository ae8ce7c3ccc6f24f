// The order-summary block every order email carries (confirmation, paid, shipped, delivered,
// renewal): what was bought, where it ships, the totals and, once shipped, when it should arrive.
// Plain text; the HTML part is drawn from it (docs/decisions/0023).
import { formatCents } from "~/utils/money";
import type { PurchaseType } from "~/utils/purchase-types";
import { taxRowCopy } from "./tax-rows";

export interface OrderSummaryFields {
  lines: { productName: string; purchaseType: PurchaseType; quantity: number; lineTotalCents: number }[];
  address: { name: string; line1: string; line2: string; city: string; state: string; zip: string };
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  /** Other money off, each by name (a holder's perk, NPX spent). */
  moreDiscounts?: { label: string; cents: number }[];
  shippingCents: number;
  /** Null where the order was not taxed (tax off). */
  taxCents: number | null;
  totalCents: number;
  /** Once shipped: the first and last formatted day it should arrive. */
  estimate?: { from: string; to: string } | null;
}

/** Business days a parcel usually takes inside the US once handed to the carrier. */
export const deliveryEstimateDays = { min: 2, max: 5 } as const;

export const orderSummaryCopy = {
  items: "Order summary",
  purchase: { subscribe: "subscription", one_time: "one-time" } satisfies Record<PurchaseType, string>,
  subtotal: "Subtotal",
  discount: (code: string | null) => (code ? `Discount (${code})` : "Discount"),
  shipping: "Shipping",
  free: "Free",
  tax: taxRowCopy.row,
  total: "Total",
  shipTo: "Ships to",
  estimate: (from: string, to: string) => `Estimated delivery: ${from === to ? from : `${from} to ${to}`}`,
} as const;

const c = orderSummaryCopy;

/**
 * Words the shopper typed (name, address), kept text in the HTML part: a zero-width space after the
 * scheme stops app/email/blocks.ts making "https://…" a link or a button in the store's email
 * (an order can be placed with anyone's email address).
 */
const typed = (words: string) => words.replace(/(https?):\/\//gi, "$1\u200b://");

export function orderSummaryText(o: OrderSummaryFields): string {
  const items = o.lines.map(
    (l) => `${l.quantity} × ${l.productName} (${c.purchase[l.purchaseType]}): ${formatCents(l.lineTotalCents)}`,
  );
  const totals = [
    `${c.subtotal}: ${formatCents(o.subtotalCents)}`,
    ...(o.discountCents > 0 ? [`${c.discount(o.discountCode)}: −${formatCents(o.discountCents)}`] : []),
    ...(o.moreDiscounts ?? []).map((d) => `${d.label}: −${formatCents(d.cents)}`),
    `${c.shipping}: ${o.shippingCents > 0 ? formatCents(o.shippingCents) : c.free}`,
    ...(o.taxCents === null ? [] : [`${c.tax}: ${formatCents(o.taxCents)}`]),
    `${c.total}: ${formatCents(o.totalCents)}`,
  ];
  const a = o.address;
  const address = [
    c.shipTo,
    ...[a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).map(typed),
  ];
  const estimate = o.estimate ? [c.estimate(o.estimate.from, o.estimate.to)] : [];
  return [[c.items, ...items], totals, address, estimate]
    .filter((p) => p.length > 0)
    .map((p) => p.join("\n"))
    .join("\n\n");
}
