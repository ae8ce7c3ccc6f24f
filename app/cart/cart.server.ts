// The server-side cart: lines of (product, purchase type) with a quantity, priced from
// the catalog every time they are read. The cart id is the httpOnly cookie's value.
import { and, asc, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { getDb, type DbOrTx } from "~/db/client.server";
import { cartLines, carts, products } from "~/db/schema";
import { randomToken } from "~/utils/cookies.server";
import type { CartAction } from "./cart-schema";
import { cartMessages } from "./cart-schema";
import { priceCart, unitPriceFor } from "./pricing";
import { MAX_QUANTITY } from "./quantity-limits";
import type { PricedCart } from "./types";
import { cartCookie, readCartId } from "./cart-cookie.server";

/** The cart's lines with catalog prices (inactive products drop out). */
export async function readCart(db: DbOrTx, cartId: string | undefined): Promise<PricedCart> {
  if (!cartId) return { lines: [], totals: priceCart([]) };
  const rows = await db
    .select({
      productId: cartLines.productId,
      purchaseType: cartLines.purchaseType,
      quantity: cartLines.quantity,
      name: products.name,
      subtitle: products.subtitle,
      image: products.image,
      subscribePriceCents: products.subscribePriceCents,
      oneTimePriceCents: products.oneTimePriceCents,
      npxReward: products.npxReward,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.cartId, cartId), eq(products.active, true)))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId), asc(cartLines.purchaseType));
  const lines = rows.map(({ subscribePriceCents, oneTimePriceCents, ...row }) => {
    const unitPriceCents = unitPriceFor({ subscribePriceCents, oneTimePriceCents }, row.purchaseType);
    return { ...row, unitPriceCents, lineTotalCents: unitPriceCents * row.quantity };
  });
  return { lines, totals: priceCart(lines) };
}

export async function getCart(request: Request): Promise<PricedCart> {
  return readCart(await getDb(), readCartId(request));
}

export type CartChangeResult = { ok: true; setCookie?: string } | { ok: false; status: 400 | 404; message: string };

/** Applies one validated cart action. Anything refused changes nothing. */
export async function changeCart(request: Request, action: CartAction): Promise<CartChangeResult> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, action.productId), eq(products.active, true)));
  if (!product) return { ok: false, status: 400, message: cartMessages.product };

  const lineKey = (cartId: string) =>
    and(
      eq(cartLines.cartId, cartId),
      eq(cartLines.productId, action.productId),
      eq(cartLines.purchaseType, action.purchaseType),
    );
  let cartId = readCartId(request);

  if (action.intent === "add") {
    let setCookie: string | undefined;
    if (!cartId) {
      cartId = randomToken(24);
      setCookie = cartCookie(request, cartId);
    }
    const id = cartId;
    const full = { ok: false, status: 400, message: cartMessages.lineFull } as const;
    const added = await db
      .transaction(async (tx) => {
        await tx
          .insert(carts)
          .values({ id })
          .onConflictDoUpdate({ target: carts.id, set: { updatedAt: new Date() } });
        // One statement adds to an existing line, and only while the sum stays within bounds.
        const line = await tx
          .insert(cartLines)
          .values({
            cartId: id,
            productId: action.productId,
            purchaseType: action.purchaseType,
            quantity: action.quantity,
          })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.productId, cartLines.purchaseType],
            set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
            setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
          })
          .returning({ quantity: cartLines.quantity });
        // Refused: roll back, so not even the cart's timestamp moves.
        if (line.length === 0) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    return added ? { ok: true, setCookie } : full;
  }

  if (!cartId)
    return action.intent === "remove" ? { ok: true } : { ok: false, status: 404, message: cartMessages.lineMissing };

  if (action.intent === "set-quantity") {
    const updated = await db
      .update(cartLines)
      .set({ quantity: action.quantity })
      .where(lineKey(cartId))
      .returning({ quantity: cartLines.quantity });
    if (updated.length === 0) return { ok: false, status: 404, message: cartMessages.lineMissing };
    return { ok: true };
  }

  // Removing a line that is already gone is a success: a double click lands here.
  await db.delete(cartLines).where(lineKey(cartId));
  return { ok: true };
}
