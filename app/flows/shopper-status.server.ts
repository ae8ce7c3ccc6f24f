// The shopper-facing status of an order from the money record (./shopper-status.ts).
import type { DbOrTx } from "~/db/types";
import { refundedSoFar } from "~/money/refunded.server";
import { shopperOrderStatus, type ShopperOrderStatus } from "~/orders/shopper-status";

type Status = Exclude<ShopperOrderStatus, "part_refunded">;

/** The status the shopper sees, and what went back (cents, latest day) when anything did. */
export async function shopperStatusOf(db: DbOrTx, order: { id: string; status: Status; totalCents: number }) {
  const refunded = order.status === "disputed" ? null : await refundedSoFar(db, order.id);
  return { status: shopperOrderStatus(order, refunded?.cents ?? 0), refunded };
}
