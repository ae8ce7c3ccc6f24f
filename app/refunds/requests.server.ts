// Refund requests under the money-back guarantee: the shopper asks from the order's page while the
// guarantee runs (from payment to GUARANTEE_DAYS after delivery, or after shipping or payment when
// the store knows no later date), for the whole order or some bags, with a reason. One request per
// order waits for an answer at a time (a partial unique index holds it under concurrent posts).
import { desc, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { GUARANTEE_DAYS } from "~/content/policies";
import { refundEmails, refundErrors } from "~/content/refunds";
import type { Db, DbOrTx } from "~/db/types";
import { orderLines, orders, refundRequests } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { getShipment } from "~/shipping/shipments.server";
import { formatDay, storeDay } from "~/subscriptions/schedule";
import { orderUrl } from "~/subscriptions/links.server";
import { formatCents } from "~/utils/money";
import type { RefundRequestInput } from "./request-schema";
import { refundTransfer } from "./usdc.server";

export type RefundRequest = typeof refundRequests.$inferSelect;
type Order = typeof orders.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATUSES: RefundRequest["status"][] = ["open", "waiting_funds"];
export const isOpenRequest = (r: Pick<RefundRequest, "status">) => OPEN_STATUSES.includes(r.status);

export const formatRefundDay = (d: Date) => formatDay(storeDay(d));

/** When the order's guarantee ends; null when it has not started (the order is not paid). */
type GuaranteedOrder = Pick<Order, "id" | "status"> & {
  paidAt: Date | string | null;
  fulfilledAt: Date | string | null;
};

export async function guaranteeEndsAt(db: DbOrTx, order: GuaranteedOrder) {
  if (!order.paidAt || (order.status !== "paid" && order.status !== "fulfilled")) return null;
  const shipment = await getShipment(db, order.id);
  const from = shipment?.deliveredAt ?? shipment?.shippedAt ?? order.fulfilledAt ?? order.paidAt;
  return new Date(new Date(from).getTime() + GUARANTEE_DAYS * DAY_MS);
}

export async function latestRefundRequest(db: DbOrTx, orderId: string): Promise<RefundRequest | null> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(desc(refundRequests.id))
    .limit(1);
  return row ?? null;
}

/** Where the order page's refund card starts (find-my-orders links there). */
export const REFUND_FORM_ANCHOR = "order-refund-title";

const askable = (endsAt: Date | null, request: RefundRequest | null) =>
  endsAt !== null && now() <= endsAt && !(request && isOpenRequest(request));

/** Whether the shopper may ask for a refund of the order now. */
export async function canAskRefund(db: DbOrTx, order: GuaranteedOrder): Promise<boolean> {
  const endsAt = await guaranteeEndsAt(db, order);
  return endsAt !== null && askable(endsAt, await latestRefundRequest(db, order.id));
}

/** What the order page shows: the latest request, and whether (until when) a new one may be asked. */
export async function getRefundSection(db: DbOrTx, order: GuaranteedOrder) {
  const [endsAt, request] = await Promise.all([guaranteeEndsAt(db, order), latestRefundRequest(db, order.id)]);
  const canAsk = askable(endsAt, request);
  return {
    canAsk,
    transfer: request ? await refundTransfer(db, request.id) : null,
    until: endsAt ? formatRefundDay(endsAt) : null,
    request: request && {
      status: request.status,
      askedCents: request.askedCents,
      approvedCents: request.approvedCents,
      declineReason: request.declineReason,
      createdAt: formatRefundDay(request.createdAt),
    },
  };
}

export type CreateResult = { ok: true; request: RefundRequest } | { ok: false; message: string; field?: "bags" };

/** Records the shopper's request and queues their email, in one transaction; refuses with a message. */
export async function createRefundRequest(db: Db, orderId: string, input: RefundRequestInput): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    // The order's row is locked so two posts at once see each other's request.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, message: refundErrors.notPaid };
    const endsAt = await guaranteeEndsAt(tx, order);
    if (!endsAt) return { ok: false, message: refundErrors.notPaid };
    if (now() > endsAt) return { ok: false, message: refundErrors.windowClosed(formatRefundDay(endsAt)) };
    const latest = await latestRefundRequest(tx, orderId);
    if (latest && isOpenRequest(latest)) return { ok: false, message: refundErrors.alreadyOpen };

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    let chosen: { lineId: number; quantity: number }[];
    if (input.scope === "whole") {
      chosen = lines.map((l) => ({ lineId: l.id, quantity: l.quantity }));
    } else {
      chosen = [];
      for (const [key, value] of Object.entries(input.bags)) {
        const quantity = Number(value);
        if (quantity === 0) continue;
        const line = lines.find((l) => String(l.id) === key);
        if (!line || quantity > line.quantity) return { ok: false, message: refundErrors.badBags, field: "bags" };
        chosen.push({ lineId: line.id, quantity });
      }
      if (chosen.length === 0) return { ok: false, message: refundErrors.noBags, field: "bags" };
    }
    const wholeOrder = lines.every((l) => chosen.some((c) => c.lineId === l.id && c.quantity === l.quantity));
    // A whole order is what was paid (shipping and tax included); some bags, what they cost.
    const askedCents = wholeOrder
      ? order.totalCents
      : chosen.reduce((sum, c) => sum + c.quantity * lines.find((l) => l.id === c.lineId)!.unitPriceCents, 0);

    const [request] = await tx
      .insert(refundRequests)
      .values({
        orderId,
        lines: chosen,
        wholeOrder,
        askedCents,
        reason: input.reason,
        note: input.note,
        createdAt: now(),
      })
      .returning();
    await recordAudit(tx, {
      actor: "shopper:order-link",
      action: "refund.requested",
      target: orderId,
      detail: { requestId: request!.id, askedCents, wholeOrder, reason: input.reason },
    });
    const copy = refundEmails.requested({
      number: order.number,
      amount: formatCents(askedCents),
      orderUrl: orderUrl(order),
    });
    await queueEmail(tx, {
      to: order.email,
      ...copy,
      kind: "refund.requested",
      key: `refund-requested:${request!.id}`,
    });
    return { ok: true, request: request! };
  });
}
