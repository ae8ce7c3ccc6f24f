// The buyer's order page: the order, shown to the browser whose cart placed it or to its token
// link, with the holders' discount lines beside the code's.
import { readCartId } from "~/cart/cart-cookie.server";
import { getDb } from "~/db/client.server";
import { holderDiscountLines } from "~/holders/spend.server";
import { buyerOrderView, canViewOrder, findBuyerOrder } from "~/orders/order.server";

export type OrderView = NonNullable<Awaited<ReturnType<typeof getOrderForBuyer>>>;

/** The order as its buyer sees it, or null for anyone else (as if it did not exist). */
export async function getOrderForBuyer(request: Request, orderId: string) {
  const db = await getDb();
  const order = await findBuyerOrder(db, orderId);
  if (!order || !canViewOrder(request, order, readCartId(request))) return null;
  return buyerOrderView(db, order, await holderDiscountLines(db, order.id));
}
