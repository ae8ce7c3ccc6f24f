// What an order page needs to offer a card payment and to say where it stands.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cardPayments, orderLines, stripeCustomers } from "~/db/schema";
import { getCardConfig } from "./config.server";
import type { CardSectionData } from "./card-section";

const NOTICES = ["confirming", "cancelled", "unavailable", "update"] as const;

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
  const [customer] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.email, order.email));
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
    cardOnFile:
      subscribes && customer?.cardBrand && customer.cardLast4
        ? { brand: customer.cardBrand, last4: customer.cardLast4 }
        : null,
  };
}
