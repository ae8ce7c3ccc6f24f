// What the card's flows share: Stripe's actor, a webhook event's outcome, the order's row lock.
// Paying the order itself is a flow (app/flows/pay-by-card.server.ts).
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/types";
import { orders } from "~/db/schema";

export const STRIPE_ACTOR = "system:stripe";

export type EventOutcome = "applied" | "already_applied" | "refused" | "ignored";

export interface Verdict {
  outcome: EventOutcome;
  reason?: string | null;
  orderId?: string | null;
}

export const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return order;
}
