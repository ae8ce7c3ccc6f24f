// What an order page needs to offer a card payment and to say where it stands.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cardPayments } from "~/db/schema";
import { getCardConfig } from "./config.server";
import type { CardSectionData } from "./card-section";

const NOTICES = ["confirming", "cancelled", "unavailable"] as const;

export async function getCardSection(db: Db, request: Request, orderId: string): Promise<CardSectionData> {
  const url = new URL(request.url);
  const notice = url.searchParams.get("card");
  const token = url.searchParams.get("token");
  const [paid] = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, orderId), eq(cardPayments.status, "paid")))
    .limit(1);
  return {
    enabled: getCardConfig() !== null,
    action: `/orders/${encodeURIComponent(orderId)}/card${token ? `?token=${encodeURIComponent(token)}` : ""}`,
    notice: NOTICES.find((n) => n === notice) ?? null,
    paidByCard: Boolean(paid),
  };
}
