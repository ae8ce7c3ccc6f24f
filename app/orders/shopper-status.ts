// The status a shopper sees of an order (its page's heading and pill, the find-orders list, a
// subscription's orders): the order's own status, but refunded or part refunded once money went
// back by any route (card, USDC, outside the store), as the console's orders list names them.
import type { orderPage } from "~/content/shop";

export type ShopperOrderStatus = keyof typeof orderPage.status;
type Status = Exclude<ShopperOrderStatus, "part_refunded">;

/** `refundedCents`: what went back so far (app/money/refunded.server.ts). A dispute's reversal is not a refund. */
export function shopperOrderStatus(
  order: { status: Status; totalCents: number },
  refundedCents: number,
): ShopperOrderStatus {
  if (order.status !== "paid" && order.status !== "fulfilled") return order.status;
  if (refundedCents <= 0) return order.status;
  return refundedCents >= order.totalCents ? "refunded" : "part_refunded";
}
