// A holder's perks used and NPX spent in the store, order by order, for /rewards: from the rows
// checkout wrote for each order (order_holder_discounts), newest first.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orderHolderDiscounts, orders } from "~/db/schema";

export interface HolderHistoryRow {
  orderId: string;
  orderNumber: string;
  orderHref: string;
  perkBps: number;
  perkFreeShipping: boolean;
  perkDiscountCents: number;
  npxSpent: number;
  npxDiscountCents: number;
  /** The NPX went back to the holder (the order was cancelled, expired or refunded). */
  returned: boolean;
}

export async function holderHistory(db: DbOrTx, wallet: string): Promise<HolderHistoryRow[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      accessToken: orders.accessToken,
      perkBps: orderHolderDiscounts.perkBps,
      perkFreeShipping: orderHolderDiscounts.perkFreeShipping,
      perkDiscountCents: orderHolderDiscounts.perkDiscountCents,
      npxSpent: orderHolderDiscounts.npxSpent,
      npxDiscountCents: orderHolderDiscounts.npxDiscountCents,
      returned: sql<boolean>`${orderHolderDiscounts.status} = 'returned'`,
    })
    .from(orderHolderDiscounts)
    .innerJoin(orders, eq(orders.id, orderHolderDiscounts.orderId))
    .where(
      and(
        eq(orderHolderDiscounts.wallet, wallet),
        or(
          sql`${orderHolderDiscounts.npxSpent} > 0`,
          sql`${orderHolderDiscounts.perkBps} > 0`,
          eq(orderHolderDiscounts.perkFreeShipping, true),
        ),
      ),
    )
    .orderBy(desc(orderHolderDiscounts.createdAt));
  return rows.map(({ accessToken, ...row }) => ({
    ...row,
    orderHref: `/orders/${row.orderId}?token=${encodeURIComponent(accessToken)}`,
  }));
}
