// The cart and checkout against stock: a change that would ask for more bags than are left is
// refused with what is left; a cart that already asks for more (bags sold meanwhile), or for more
// than one unpaid order may hold, says so and waits at the cart rather than at a refused order.
// The order itself is the final word (holdOrderStock).
import { and, eq, sql } from "drizzle-orm";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import type { DbOrTx } from "~/db/types";
import { cartLines, products } from "~/db/schema";
import { readStock, readStocks } from "./stock.server";

/**
 * Why adding to a line (or setting it to `quantity`) would ask for more bags than are left, or
 * null. Counts the product's bags in the cart's other lines too.
 */
export async function cartStockRefusal(
  db: DbOrTx,
  cartId: string | undefined,
  change: { intent: "add" | "set-quantity"; productId: string; purchaseType: string; quantity: number },
): Promise<string | null> {
  const level = await readStock(db, change.productId);
  if (!level) return null;
  const [inCart] = cartId
    ? await db
        .select({
          all: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int`,
          line: sql<number>`coalesce(sum(${cartLines.quantity}) filter (where ${cartLines.purchaseType} = ${change.purchaseType}), 0)::int`,
        })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, change.productId)))
    : [{ all: 0, line: 0 }];
  const others = change.intent === "add" ? inCart!.all : inCart!.all - inCart!.line;
  if (others + change.quantity <= level.available) return null;
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, change.productId));
  return stockCopy.refusal(product?.name ?? change.productId, level.available, others);
}

/**
 * What stops this cart at checkout, as the notice to show; null when nothing does: lines that ask
 * for more bags than are left, or more counted bags than one unpaid order may hold
 * (docs/decisions/0030), said before the order is refused.
 */
export async function cartStockNotice(
  db: DbOrTx,
  lines: ReadonlyArray<{ productId: string; name: string; quantity: number }>,
): Promise<string | null> {
  const levels = await readStocks(db, [...new Set(lines.map((l) => l.productId))]);
  let counted = 0;
  for (const [productId, level] of levels) {
    const wanted = lines.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0);
    if (wanted > level.available)
      return stockCopy.cartShort(lines.find((l) => l.productId === productId)!.name, level.available);
    counted += wanted;
  }
  return counted > unpaidHoldLimits.MAX_UNPAID_BAGS ? stockCopy.overUnpaidCap(unpaidHoldLimits.MAX_UNPAID_BAGS) : null;
}
