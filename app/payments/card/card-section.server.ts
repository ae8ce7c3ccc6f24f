// What an order page needs to offer a card payment and to say where it stands.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/types";
import { cardPayments, orderLines } from "~/db/schema";
import { getCardConfig } from "~/stripe/config.server";
import { cardView, customerOf, subscriptionOriginOf } from "./saved-card.server";
import type { CardSectionData } from "./card-section";

const NOTICES = ["confirming", "cancelled", "unavailable", "update", "sold-out"] as const;

export async function getCardSection(
  db: Db,
  request: Request,
  order: { id: string; email: string },
): Promise<CardSectionData> {
  const orderId = order.id;
  const url = new URL(request.url);
  const notice = url.searchParams.get("card");
  const token = url.searchParams.get("token");
  const [paid] = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "paid")))
    .limit(1);
  // Only this order's own subscription's card, never one found by the order's email.
  const customer = await customerOf(db, await subscriptionOriginOf(db, orderId));
  const [subscribes] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.purchaseType, "subscribe")))
    .limit(1);
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return {
    enabled: getCardConfig() !== null,
    action: `/orders/${encodeURIComponent(orderId)}/card${query}`,
    updateAction: customer ? `/orders/${encodeURIComponent(orderId)}/card/update${query}` : null,
    notice: NOTICES.find((n) => n === notice) ?? null,
    paidByCard: Boolean(paid),
    cardOnFile: subscribes ? cardView(customer) : null,
  };
}
