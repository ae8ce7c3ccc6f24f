// Where a payment method acts on a subscription renewal. The renew flow places the renewal order
// (app/flows/renew-subscription.server.ts) and calls this in the same transaction, so whatever is
// queued here exists exactly when the order does.
// USDC: nothing to do: the renewal email links the order's payment page and the subscriber pays.
// Card: with a card on file, its off-session charge is queued here, in this transaction.
import type { DbOrTx } from "~/db/types";
import { queueRenewalCharge } from "./card/renewals.server";

export interface PlacedRenewal {
  orderId: string;
  orderNumber: string;
  subscriptionId: string;
  totalCents: number;
  email: string;
  wallet: string | null;
}

export async function onRenewalPlaced(db: DbOrTx, renewal: PlacedRenewal): Promise<void> {
  await queueRenewalCharge(db, { orderId: renewal.orderId });
}
