// The code a shopper applies in the cart or at checkout, kept on the cart, and what its preview
// holds. Checking a code and drawing its preview span the cart, the store's codes and the creators'
// (app/flows/cart-code.server.ts).
import { eq } from "drizzle-orm";
import { carts } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import type { DiscountTerms } from "~/utils/discount-pricing";

/** What the cart and checkout show for the cart's code (or a creator link's). */
export interface CodePreview {
  /** The code applied to the cart, shown in its field; null when none. */
  code: string | null;
  /** What comes off this order now (null: nothing). */
  terms: DiscountTerms | null;
  /** The discount row's label. */
  label: string;
  /** A line under the totals: a creator's first-order discount, a code for renewals, rules checked later. */
  note: string | null;
  /** Why the applied code no longer prices this cart (expired since, below the minimum now…). */
  refusal: string | null;
}

export type CodeChange = { ok: true } | { ok: false; message: string };

export async function cartCode(db: DbOrTx, cartId: string | undefined): Promise<string | null> {
  if (!cartId) return null;
  const [row] = await db.select({ code: carts.discountCode }).from(carts).where(eq(carts.id, cartId));
  return row?.code ?? null;
}

/** Keeps a (checked) code on the cart. */
export async function setCartCode(db: DbOrTx, cartId: string, code: string): Promise<CodeChange> {
  await db.update(carts).set({ discountCode: code, updatedAt: new Date() }).where(eq(carts.id, cartId));
  return { ok: true };
}

export async function removeCartCode(db: DbOrTx, cartId: string | undefined): Promise<CodeChange> {
  if (cartId) await db.update(carts).set({ discountCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
  return { ok: true };
}
