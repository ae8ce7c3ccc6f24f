// Refund requests under the money-back guarantee: the shopper asks from the order's page while the
// guarantee runs (from payment to GUARANTEE_DAYS after delivery, or after shipping or payment when
// the store knows no later date), for the whole order or some bags, with a reason. One request per
// order waits for an answer at a time (a partial unique index holds it under concurrent posts).
import { desc, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { GUARANTEE_DAYS } from "~/content/policies";
import { operatorEmails } from "~/content/operator-emails";
import { refundEmails, refundErrors, refundReasons } from "~/content/refunds";
import type { Db, DbOrTx } from "~/db/types";
import { orderLines, orders, refundRequests, shipments } from "~/db/schema";
import { queueOperatorEmail } from "~/email/operator.server";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { absoluteUrl, orderUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import type { RefundRequestInput } from "./request-schema";
import { refundTransfer } from "./usdc.server";
import { bagPrices, earlierRefunds, refundedBags } from "./earlier.server";
import { partRefund } from "./refund-amount";

export type RefundRequest = typeof refundRequests.$inferSelect;
type Order = typeof orders.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATUSES: RefundRequest["status"][] = ["open", "waiting_funds"];
export const isOpenRequest = (r: Pick<RefundRequest, "status">) => OPEN_STATUSES.includes(r.status);

/** A day of the refund's story on the store's calendar, e.g. "Monday, January 5, 2026". */
export const formatRefundDay = (d: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: getEnv().STORE_TIME_ZONE,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(d);

/** When the order's guarantee ends; null when it has not started (the order is not paid). */
type GuaranteedOrder = Pick<Order, "id" | "status"> & {
  paidAt: Date | string | null;
  fulfilledAt: Date | string | null;
};

export async function guaranteeEndsAt(db: DbOrTx, order: GuaranteedOrder) {
  if (!order.paidAt || (order.status !== "paid" && order.status !== "fulfilled")) return null;
  // When the parcel left and arrived (the shipment's own dates; no other part of it matters here).
  const [shipment] = await db
    .select({ shippedAt: shipments.shippedAt, deliveredAt: shipments.deliveredAt })
    .from(shipments)
    .where(eq(shipments.orderId, order.id));
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
  const [refunded, earlier] = await Promise.all([refundedBags(db, order.id), earlierRefunds(db, order.id)]);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const bagsLeft = Object.fromEntries(lines.map((l) => [l.id, Math.max(0, l.quantity - (refunded.get(l.id) ?? 0))]));
  const canAsk = askable(endsAt, request) && Object.values(bagsLeft).some((n) => n > 0);
  return {
    canAsk,
    bagsLeft,
    earlier: earlier.map((e) => ({ on: formatRefundDay(e.at), cents: e.cents, method: e.method })),
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
    // Bags refunded (or approved) before are not asked for again; what was refunded by any method
    // is taken off what is left to ask.
    const refunded = await refundedBags(tx, orderId);
    const left = (l: (typeof lines)[number]) => Math.max(0, l.quantity - (refunded.get(l.id) ?? 0));
    const refundedCents = (await earlierRefunds(tx, orderId)).reduce((sum, r) => sum + r.cents, 0);
    const moneyLeft = Math.max(0, order.totalCents - refundedCents);
    if (lines.every((l) => left(l) === 0) || moneyLeft === 0) return { ok: false, message: refundErrors.allRefunded };
    let chosen: { lineId: number; quantity: number }[];
    if (input.scope === "whole") {
      chosen = lines.filter((l) => left(l) > 0).map((l) => ({ lineId: l.id, quantity: left(l) }));
    } else {
      chosen = [];
      for (const [key, value] of Object.entries(input.bags)) {
        const quantity = Number(value);
        if (quantity === 0) continue;
        const line = lines.find((l) => String(l.id) === key);
        if (!line || quantity > line.quantity) return { ok: false, message: refundErrors.badBags, field: "bags" };
        if (quantity > left(line)) return { ok: false, message: refundErrors.bagsRefunded(left(line)), field: "bags" };
        chosen.push({ lineId: line.id, quantity });
      }
      if (chosen.length === 0) return { ok: false, message: refundErrors.noBags, field: "bags" };
    }
    const wholeOrder = lines.every(
      (l) => left(l) === 0 || chosen.some((c) => c.lineId === l.id && c.quantity === left(l)),
    );
    // The rest of the order is what is left of what was paid (shipping and tax included); some
    // bags, what they cost on this order (after its code, perks and NPX), the next ones not refunded.
    const prices = bagPrices(order, lines);
    const askedCents = wholeOrder
      ? moneyLeft
      : partRefund(
          chosen.map((c) => ({
            name: "",
            quantity: c.quantity,
            nextBagCents: prices.get(c.lineId)!.slice(refunded.get(c.lineId) ?? 0),
          })),
          moneyLeft,
        ).cents;

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
    await queueOperatorEmail(tx, {
      ...operatorEmails.refundRequested({
        number: order.number,
        amount: formatCents(askedCents),
        wholeOrder,
        reason: refundReasons[input.reason],
        note: input.note,
        consoleUrl: absoluteUrl(`/admin/refunds#refund-request-${request!.id}`),
      }),
      kind: "operator.refund-request",
      key: `operator-refund-request:${request!.id}`,
    });
    return { ok: true, request: request! };
  });
}
