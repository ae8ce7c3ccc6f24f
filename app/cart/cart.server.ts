// The server-side cart: lines of (product, purchase type) with a quantity, priced from
// the catalog every time they are read. The cart id is the httpOnly cookie's value.
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Db, DbOrTx } from "~/db/types";
import { cartLines, carts, products } from "~/db/schema";
import { randomToken } from "~/utils/cookies.server";
import type { CartAction } from "./cart-schema";
import { cartMessages } from "./cart-schema";
import { priceCart, unitPriceFor } from "~/utils/pricing";
import { MAX_QUANTITY } from "~/utils/quantity-limits";
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

/** Done (started: this change created the cart, whose cookie is setCookie), or refused with why. */
export type CartChangeResult =
  { ok: true; setCookie?: string; started?: boolean } | { ok: false; status: 400 | 404; message: string };

/**
 * Adds to a line, and creates or touches its cart, in one statement: the line is written only for
 * an active product and while the sum stays within bounds, and the cart only when the line was
 * (the line's foreign key is checked at the end of the statement, once the cart row exists).
 * Refused, it writes nothing. Returns whether the line was written.
 */
async function addToLine(db: Db, cartId: string, action: Extract<CartAction, { intent: "add" }>): Promise<boolean> {
  const line = db.$with("line").as(
    db
      .insert(cartLines)
      .select(
        db
          .select({
            cartId: sql`${cartId}`.as("cart_id"),
            productId: products.id,
            purchaseType: sql`${action.purchaseType}::purchase_type`.as("purchase_type"),
            quantity: sql`${action.quantity}::int`.as("quantity"),
            addedAt: sql`now()`.as("created_at"),
          })
          .from(products)
          .where(and(eq(products.id, action.productId), eq(products.active, true))),
      )
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.purchaseType],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
      })
      .returning({ quantity: cartLines.quantity }),
  );
  const cart = await db
    .with(line)
    .insert(carts)
    .select(
      db
        .select({
          id: sql`${cartId}`.as("id"),
          createdAt: sql`now()`.as("created_at"),
          updatedAt: sql`now()`.as("updated_at"),
          discountCode: sql`null`.as("discount_code"),
        })
        .from(line),
    )
    .onConflictDoUpdate({ target: carts.id, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  return cart.length > 0;
}

/** Whether the catalog sells this product now. */
async function isActiveProduct(db: Db, productId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return Boolean(product);
}

/**
 * Applies one validated cart action (the stock check comes before, in app/flows/cart-action.server.ts).
 * Anything refused changes nothing.
 */
export async function changeCart(db: Db, request: Request, action: CartAction): Promise<CartChangeResult> {
  const cartId = readCartId(request);

  if (action.intent === "add") {
    const id = cartId ?? randomToken(24);
    if (await addToLine(db, id, action)) {
      if (cartId) return { ok: true };
      return { ok: true, started: true, setCookie: cartCookie(request, id) };
    }
    // Refused: say why (a rare path, so the product is read only here).
    const message = (await isActiveProduct(db, action.productId)) ? cartMessages.lineFull : cartMessages.product;
    return { ok: false, status: 400, message };
  }

  if (!(await isActiveProduct(db, action.productId))) return { ok: false, status: 400, message: cartMessages.product };
  const lineKey = (cartId: string) =>
    and(
      eq(cartLines.cartId, cartId),
      eq(cartLines.productId, action.productId),
      eq(cartLines.purchaseType, action.purchaseType),
    );

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
