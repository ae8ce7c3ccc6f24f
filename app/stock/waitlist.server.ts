// "Email me when it is back": an address waits per product and is emailed once, when bags return.
// Asking again after that email puts it back on the list for the next return.
import { and, eq, isNull, sql } from "drizzle-orm";
import { stockCopy } from "~/content/stock";
import type { DbOrTx } from "~/db/types";
import { products, stockWaitlist } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { absoluteUrl } from "~/utils/links.server";

/** Adds (or re-adds) an address to a product's list. */
export async function joinWaitlist(db: DbOrTx, productId: string, email: string): Promise<void> {
  await db
    .insert(stockWaitlist)
    .values({ productId, email: email.trim().toLowerCase(), createdAt: now() })
    .onConflictDoUpdate({
      target: [stockWaitlist.productId, stockWaitlist.email],
      set: { notifiedAt: null, createdAt: now() },
      setWhere: sql`${stockWaitlist.notifiedAt} is not null`,
    });
}

/** In the transaction that brought bags back: each waiting address is marked and emailed once. */
export async function notifyWaitlist(tx: DbOrTx, productId: string): Promise<number> {
  const waiting = await tx
    .update(stockWaitlist)
    .set({ notifiedAt: now() })
    .where(and(eq(stockWaitlist.productId, productId), isNull(stockWaitlist.notifiedAt)))
    .returning({ id: stockWaitlist.id, email: stockWaitlist.email, notifiedAt: stockWaitlist.notifiedAt });
  if (waiting.length === 0) return 0;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const copy = stockCopy.emails.backInStock({ product: product?.name ?? productId, url: absoluteUrl("/product") });
  for (const row of waiting) {
    await queueEmail(tx, {
      to: row.email,
      ...copy,
      kind: "stock.back-in-stock",
      key: `back-in-stock:${row.id}:${row.notifiedAt!.getTime()}`,
    });
  }
  return waiting.length;
}

export async function countWaiting(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockWaitlist)
    .where(and(eq(stockWaitlist.productId, productId), isNull(stockWaitlist.notifiedAt)));
  return row?.n ?? 0;
}
