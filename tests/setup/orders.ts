// Writes an order straight into the database, as checkout leaves it (awaiting payment, with its
// wallet's NPX pending), for tests that start from an existing order. Any column can be overridden.
import type { DbOrTx } from "../../app/db/types";
import { orderLines, orders } from "../../app/db/schema";
import { recordPendingReward } from "../../app/rewards/ledger.server";

export type TestOrder = Partial<typeof orders.$inferInsert> & {
  id: string;
  /** The NPX the order's wallet has pending (a bag earns 10,000). */
  amountNpx?: number;
  /** One line of NAVA Focus (one bag) at this price, for tests that read the order's lines. */
  line?: { purchaseType: "subscribe" | "one_time"; unitPriceCents: number };
};

export async function insertTestOrder(
  db: DbOrTx,
  { id, wallet = null, amountNpx = 10000, line, ...columns }: TestOrder,
): Promise<string> {
  await db.insert(orders).values({
    id,
    number: `NAVA-T${id}`,
    email: "buyer@example.com",
    shipName: "Ada Buyer",
    shipLine1: "1 Main St",
    shipCity: "Austin",
    shipState: "TX",
    shipZip: "78701",
    subtotalCents: 3900,
    shippingCents: 0,
    totalCents: 3900,
    idempotencyKey: `key-${id}`,
    accessToken: `token-${id}`,
    buyerSessionId: "session",
    wallet,
    ...columns,
  });
  if (wallet) await recordPendingReward(db, { orderId: id, wallet, amountNpx });
  if (line) {
    await db.insert(orderLines).values({
      orderId: id,
      productId: "nava-focus",
      productName: "NAVA Focus",
      quantity: 1,
      lineTotalCents: line.unitPriceCents,
      npxReward: 10000,
      ...line,
    });
  }
  return id;
}
