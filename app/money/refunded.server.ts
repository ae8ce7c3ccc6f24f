// What of an order went back to the shopper, by any route (card, USDC, the store's record, outside
// the store), as the record holds it: the order page's "Refunded $X on <date>".
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { moneyEntries } from "~/db/schema";

/** Cents refunded so far and the day of the latest refund; null when nothing went back. A dispute's reversal is not a refund. */
export async function refundedSoFar(db: DbOrTx, orderId: string): Promise<{ cents: number; lastAt: Date } | null> {
  const [row] = await db
    .select({
      cents: sql<string | null>`sum(-${moneyEntries.amountCents})`,
      lastAt: sql<Date | string | null>`max(${moneyEntries.at})`,
    })
    .from(moneyEntries)
    .where(
      and(
        eq(moneyEntries.orderId, orderId),
        eq(moneyEntries.kind, "refund"),
        or(isNull(moneyEntries.note), ne(moneyEntries.note, "disputed")),
      ),
    );
  const cents = Number(row?.cents ?? 0);
  return cents > 0 && row?.lastAt ? { cents, lastAt: new Date(row.lastAt) } : null;
}
