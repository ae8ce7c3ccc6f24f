// A returning signed-in holder's address: the store keeps each order's address beside the wallet
// that signed in to place it, so checkout offers the latest paid order's address again.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orders } from "~/db/schema";

import type { SavedAddress } from "./saved-address";

/** The address of `wallet`'s latest paid order, or null (no wallet, or no paid order yet). */
export async function savedAddressFor(db: DbOrTx, wallet: string | null): Promise<SavedAddress | null> {
  if (!wallet) return null;
  const [row] = await db
    .select({
      email: orders.email,
      name: orders.shipName,
      line1: orders.shipLine1,
      line2: orders.shipLine2,
      city: orders.shipCity,
      state: orders.shipState,
      zip: orders.shipZip,
    })
    .from(orders)
    .where(and(eq(orders.wallet, wallet), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row ?? null;
}
