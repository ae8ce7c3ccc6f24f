// The summary block every order email carries (app/content/order-email.ts): the order's lines and
// totals (orders), the holder's perk and NPX by name (holders), and once shipped the days it
// should arrive (the store's calendar). Read in the transaction that queues the email.
import { deliveryEstimateDays, orderSummaryText } from "~/content/order-email";
import type { DbOrTx } from "~/db/types";
import { holderDiscountLines } from "~/holders/spend.server";
import { readOrderSummary } from "~/orders/order-summary.server";
import { addDays, formatDay, storeDay, type CalendarDay } from "~/subscriptions/schedule";

/** The day `n` business days (Monday to Friday) after `day`. */
function addBusinessDays(day: CalendarDay, n: number): CalendarDay {
  let at = day;
  for (let left = n; left > 0;) {
    at = addDays(at, 1);
    const weekday = new Date(`${at}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** When a parcel handed over at `shippedAt` should arrive (formatted days). */
export function deliveryEstimate(shippedAt: Date): { from: string; to: string } {
  const day = storeDay(shippedAt);
  return {
    from: formatDay(addBusinessDays(day, deliveryEstimateDays.min)),
    to: formatDay(addBusinessDays(day, deliveryEstimateDays.max)),
  };
}

/** The order's summary block, or "" for an order that does not exist. */
export async function orderSummaryFor(
  db: DbOrTx,
  orderId: string,
  { shippedAt }: { shippedAt?: Date } = {},
): Promise<string> {
  const order = await readOrderSummary(db, orderId);
  if (!order) return "";
  return orderSummaryText({
    ...order,
    moreDiscounts: await holderDiscountLines(db, orderId),
    estimate: shippedAt ? deliveryEstimate(shippedAt) : null,
  });
}
