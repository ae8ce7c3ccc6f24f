// The console's view of orders, and the operator's status changes (through transitionOrder,
// which moves the rewards ledger and writes the audit log in one transaction).
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { Db, DbOrTx } from "~/db/types";
import { auditLog, orderLines, orders, payments, rewardEntries } from "~/db/schema";
import { adminPageSize, orderCopy, orderStatusLabels } from "~/content/admin";
import { ORDER_TRANSITIONS, transitionOrder, type OrderStatus } from "~/orders/lifecycle.server";
import { shipmentSchema, type ShipmentInput } from "~/shipping/carriers";
import { getShipment, markDelivered } from "~/shipping/shipments.server";
import { shipmentCopy } from "~/content/shipments";
import { UNPAID_DEADLINE_JOB } from "~/payments/unpaid-deadline.server";

/** The statuses an operator can move an order to (refunded and disputed come from the card processor). */
export type OperatorAction = Extract<OrderStatus, "paid" | "fulfilled" | "cancelled">;
const OPERATOR_ACTIONS: OrderStatus[] = ["paid", "fulfilled", "cancelled"];

/**
 * What the orders list shows beyond a status: orders placed in a range of store days, or (with
 * `moved`) orders with such movements of money in it (what a dashboard figure counts), by a
 * payment method; "part refunded" is an order with money sent back that is not refunded whole.
 */
export interface OrderFilter {
  range?: { start: Date; end: Date };
  moved?: readonly string[];
  method?: string;
  partRefunded?: boolean;
  /** Unpaid orders whose payment deadline falls in this range (the dashboard's "due today"). */
  deadline?: { start: Date; end: Date };
  /** Oldest first, by when the order was paid (placed, if unpaid): the dashboard's "to ship". */
  oldestFirst?: boolean;
}

function whereOf(status: OrderStatus | undefined, filter: OrderFilter) {
  const parts: SQL[] = [];
  if (status) parts.push(eq(orders.status, status));
  if (filter.partRefunded)
    parts.push(
      sql`${orders.status} <> 'refunded' and exists (select 1 from money_entries m where m.order_id = ${orders.id} and m.kind = 'refund')`,
    );
  const { range, moved, method, deadline } = filter;
  if (deadline)
    parts.push(
      sql`exists (select 1 from jobs j where j.name = ${UNPAID_DEADLINE_JOB} and j.key = ${orders.id}
        and j.run_at >= ${deadline.start.toISOString()}::timestamptz and j.run_at < ${deadline.end.toISOString()}::timestamptz)`,
    );
  const within = range
    ? sql` and m.at >= ${range.start.toISOString()}::timestamptz and m.at < ${range.end.toISOString()}::timestamptz`
    : sql``;
  if (moved && moved.length > 0)
    parts.push(
      sql`exists (select 1 from money_entries m where m.order_id = ${orders.id}
        and m.kind in (${sql.join(
          moved.map((k) => sql`${k}`),
          sql`, `,
        )})${within}${method ? sql` and m.method = ${method}` : sql``})`,
    );
  else if (range)
    parts.push(
      sql`${orders.createdAt} >= ${range.start.toISOString()}::timestamptz and ${orders.createdAt} < ${range.end.toISOString()}::timestamptz`,
    );
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listOrders(
  db: DbOrTx,
  { status, page, filter = {} }: { status?: OrderStatus; page: number; filter?: OrderFilter },
) {
  const limit = adminPageSize.orders;
  const where = whereOf(status, filter);
  const items = db
    .select({
      orderId: orderLines.orderId,
      items: sql<number>`cast(sum(${orderLines.quantity}) as integer)`.as("items"),
    })
    .from(orderLines)
    .groupBy(orderLines.orderId)
    .as("items");
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        email: orders.email,
        shipName: orders.shipName,
        wallet: orders.wallet,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        items: sql<number>`coalesce(${items.items}, 0)`,
      })
      .from(orders)
      .leftJoin(items, eq(items.orderId, orders.id))
      .where(where)
      .orderBy(
        ...(filter.oldestFirst
          ? [asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.number)]
          : [desc(orders.createdAt), desc(orders.number)]),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(whereOf(undefined, { ...filter, partRefunded: false }))
      .groupBy(orders.status),
  ]);
  const [{ partRefunded }] = await db
    .select({ partRefunded: count() })
    .from(orders)
    .where(whereOf(undefined, { ...filter, partRefunded: true }));
  const counts = {
    ...Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    part_refunded: partRefunded,
  } as Partial<Record<OrderStatus | "part_refunded", number>>;
  return { rows, total, counts, page, pageSize: limit };
}

export async function getOrderDetail(db: DbOrTx, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines, rewards, seen, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id),
    db.select().from(rewardEntries).where(eq(rewardEntries.orderId, orderId)).orderBy(rewardEntries.id),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)),
    db.select().from(auditLog).where(eq(auditLog.target, orderId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  // The public confirmation link's token stays out of the console's page data.
  const { accessToken: _token, idempotencyKey: _key, buyerSessionId: _buyer, ...shown } = order;
  const next = ORDER_TRANSITIONS[order.status].filter((s): s is OperatorAction => OPERATOR_ACTIONS.includes(s));
  return { order: shown, lines, rewards, payments: seen, history, next, shipment: await getShipment(db, orderId) };
}

const OrderActionSchema = z.object({
  intent: z.enum(["paid", "fulfilled", "cancelled"], { error: orderCopy.badAction }),
  note: z.string().trim().max(500, orderCopy.noteTooLong).optional().default(""),
});

export type OrderActionData = { ok: true; message: string } | { ok: false; message: string; field?: "note" };

/** Runs an operator's status change on an order; a change the status does not allow gets a clear message. */
export async function runOrderAction(db: Db, orderId: string, form: FormData, actor: string) {
  const parsed = OrderActionSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    note: form.get("note") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data<OrderActionData>(
      { ok: false, message: issue.message, field: issue.path[0] === "note" ? "note" : undefined },
      { status: 400 },
    );
  }
  const { intent, note } = parsed.data;
  // Shipping needs the parcel: its carrier and tracking number travel with the change to its listener.
  let shipment: ShipmentInput | undefined;
  if (intent === "fulfilled") {
    const checked = shipmentSchema.safeParse({
      carrier: form.get("carrier") ?? undefined,
      trackingNumber: form.get("trackingNumber") ?? undefined,
      trackingUrl: form.get("trackingUrl") || undefined,
    });
    if (!checked.success)
      return data<OrderActionData>({ ok: false, message: checked.error.issues[0]!.message }, { status: 400 });
    shipment = checked.data;
  }
  const detail = { ...(note ? { note } : {}), ...shipment };
  const result = await transitionOrder(db, orderId, intent, {
    actor,
    detail: Object.keys(detail).length ? detail : undefined,
  });
  if (result.ok) return data<OrderActionData>({ ok: true, message: orderCopy.actions[intent].done });
  if (result.reason === "not_found") throw data(null, { status: 404 });
  return data<OrderActionData>(
    { ok: false, message: orderCopy.notAllowed(orderStatusLabels[result.from], orderStatusLabels[result.to]) },
    { status: 409 },
  );
}

/** Actions that cannot be undone need the operator's tick in the form first. */
export const IRREVERSIBLE_INTENTS = ["paid", "cancelled", "refund"];

/** Marks a shipped order delivered; anything else gets a clear message. */
export async function runDeliveredAction(db: Db, orderId: string, actor: string) {
  const result = await markDelivered(db, orderId, actor);
  if (result === "delivered") return data<OrderActionData>({ ok: true, message: shipmentCopy.delivered });
  const message = result === "not_shipped" ? shipmentCopy.notShipped : shipmentCopy.alreadyDelivered;
  return data<OrderActionData>({ ok: false, message }, { status: 409 });
}
