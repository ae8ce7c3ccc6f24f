import { eq, sum } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines } from "~/db/schema";
import { readCartId } from "./cart-cookie.server";

/** The number of items (bags) in the visitor's cart, for the header badge. */
export async function getCartItemCount(request: Request): Promise<number> {
  const cartId = readCartId(request);
  if (!cartId) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ total: sum(cartLines.quantity) })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return Number(row?.total ?? 0);
}
