// An order's movements: its sale (lines at list price, shipping, tax, each reduction by kind) and
// the payment that paid it, written when it is paid; a refund by any route, split into what went
// back for goods, shipping and tax; what is left to give back when an order is refunded whole.
// Reads the order's tables (as the reports did); writes only the money record.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { MoneyKind, MoneyMethod } from "~/db/money-kinds";
import { usdcUnitsToCents } from "~/utils/usdc-amount";
import { recordMoney, type MoneyEntry } from "./record.server";

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface PaidOrder extends Row {
  paid_at: Date | string;
  total_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  discount_code: string | null;
  creator_code: boolean;
  perk_cents: number | null;
  npx_cents: number | null;
  npx_spent: number | null;
  card_intent: string | null;
  card_cents: number | null;
  usdc_signature: string | null;
  usdc_units: number | null;
}

async function paidOrder(db: DbOrTx, orderId: string): Promise<PaidOrder | undefined> {
  const [order] = await rows<PaidOrder>(
    db,
    sql`select o.paid_at, o.total_cents, o.shipping_cents, o.tax_cents, o.discount_cents, o.discount_code,
      exists (select 1 from creator_commissions c where c.order_id = o.id and c.source <> 'renewal') as creator_code,
      h.perk_discount_cents as perk_cents, h.npx_discount_cents as npx_cents, h.npx_spent,
      cp.payment_intent_id as card_intent, cp.amount_cents as card_cents,
      pay.signature as usdc_signature, pay.amount::float8 as usdc_units
    from orders o
    left join order_holder_discounts h on h.order_id = o.id
    left join lateral (select * from card_payments c where c.order_id = o.id and c.status = 'paid' order by c.id limit 1) cp on true
    left join lateral (select * from payments p where p.order_id = o.id and p.status = 'confirmed' order by p.id limit 1) pay on true
    where o.id = ${orderId}`,
  );
  return order;
}

/** The way an order was paid and what came in: a card payment, a USDC transfer, or the operator's record. */
function paymentOf(order: PaidOrder): { method: MoneyMethod; cents: number; reference: string | null } {
  if (order.card_intent) return { method: "card", cents: Number(order.card_cents), reference: order.card_intent };
  if (order.usdc_signature)
    return { method: "usdc", cents: usdcUnitsToCents(Number(order.usdc_units)), reference: order.usdc_signature };
  return { method: "store", cents: Number(order.total_cents), reference: null };
}

/** In the paid transition: the order's sale and its payment, dated when it was paid. */
export async function recordOrderPaid(db: DbOrTx, orderId: string, actor: string): Promise<void> {
  const order = await paidOrder(db, orderId);
  if (!order?.paid_at) return;
  const at = new Date(order.paid_at);
  const lines = await rows<{ id: number; quantity: number; line_total_cents: number; product_name: string }>(
    db,
    sql`select id, quantity, line_total_cents, product_name from order_lines where order_id = ${orderId} order by id`,
  );
  const base = { at, orderId, actor };
  const entry = (suffix: string, kind: MoneyKind, amountCents: number, more: Partial<MoneyEntry> = {}): MoneyEntry => ({
    ...base,
    key: `order:${orderId}:${suffix}`,
    kind,
    amountCents,
    ...more,
  });
  const payment = paymentOf(order);
  await recordMoney(db, [
    ...lines.map((l) =>
      entry(`line:${l.id}`, "sale", Number(l.line_total_cents), { bags: Number(l.quantity), note: l.product_name }),
    ),
    entry("shipping", "shipping", Number(order.shipping_cents)),
    entry("tax", "tax", Number(order.tax_cents)),
    entry("code", order.creator_code ? "creator_code" : "discount_code", -Number(order.discount_cents), {
      reference: order.discount_code,
    }),
    entry("perk", "holder_perk", -Number(order.perk_cents ?? 0)),
    entry("npx", "npx_spent", -Number(order.npx_cents ?? 0), {
      note: order.npx_spent ? `${order.npx_spent} NPX` : null,
    }),
    entry("payment", "payment", payment.cents, { method: payment.method, reference: payment.reference }),
  ]);
}

/** What the record holds of an order so far: left to give back for goods, shipping and tax, and cash kept. */
export async function orderBalance(db: DbOrTx, orderId: string) {
  const [b] = await rows<{ goods: number; shipping: number; tax: number; kept: number; method: string | null }>(
    db,
    sql`select
      coalesce(sum(amount_cents) filter (where kind in ('sale', 'discount_code', 'creator_code', 'holder_perk', 'npx_spent', 'return')), 0)::float8 as goods,
      coalesce(sum(amount_cents) filter (where kind in ('shipping', 'shipping_refund')), 0)::float8 as shipping,
      coalesce(sum(amount_cents) filter (where kind in ('tax', 'tax_refund')), 0)::float8 as tax,
      coalesce(sum(amount_cents) filter (where kind in ('payment', 'refund')), 0)::float8 as kept,
      max(method) filter (where kind = 'payment') as method
    from money_entries where order_id = ${orderId}`,
  );
  return {
    goodsCents: Number(b!.goods),
    shippingCents: Number(b!.shipping),
    taxCents: Number(b!.tax),
    keptCents: Number(b!.kept),
    method: (b!.method ?? null) as MoneyMethod | null,
  };
}

/**
 * How a refund of `cents` splits: tax in proportion to what is left of it, then goods, then
 * shipping; a refund of everything left gives back exactly what is left of each.
 */
export function splitRefund(
  cents: number,
  left: { goodsCents: number; shippingCents: number; taxCents: number },
): { goods: number; shipping: number; tax: number } {
  const all = left.goodsCents + left.shippingCents + left.taxCents;
  if (cents >= all) return { goods: left.goodsCents + (cents - all), shipping: left.shippingCents, tax: left.taxCents };
  const tax = all > 0 ? Math.min(left.taxCents, Math.max(0, Math.round((cents * left.taxCents) / all))) : 0;
  const goods = Math.min(Math.max(left.goodsCents, 0), cents - tax);
  const shipping = Math.min(Math.max(left.shippingCents, 0), cents - tax - goods);
  // Anything beyond what is left of goods and shipping counts as goods.
  return { goods: cents - tax - shipping, shipping, tax };
}

export interface RefundMovement {
  /** Unique per refund, e.g. the Stripe refund or the chain transfer. */
  key: string;
  orderId: string;
  cents: number;
  method: MoneyMethod;
  reference?: string | null;
  note?: string | null;
  bags?: number | null;
  actor: string;
  at?: Date;
}

/** A refund by any route: the cash that went back, and what it gave back of goods, shipping and tax. */
export async function recordRefund(db: DbOrTx, refund: RefundMovement): Promise<void> {
  if (refund.cents <= 0) return;
  const split = splitRefund(refund.cents, await orderBalance(db, refund.orderId));
  const common = { orderId: refund.orderId, actor: refund.actor, at: refund.at, reference: refund.reference ?? null };
  await recordMoney(db, [
    {
      ...common,
      key: `${refund.key}:refund`,
      kind: "refund",
      amountCents: -refund.cents,
      method: refund.method,
      note: refund.note ?? null,
      bags: refund.bags ?? null,
    },
    { ...common, key: `${refund.key}:return`, kind: "return", amountCents: -split.goods, bags: refund.bags ?? null },
    { ...common, key: `${refund.key}:shipping`, kind: "shipping_refund", amountCents: -split.shipping },
    { ...common, key: `${refund.key}:tax`, kind: "tax_refund", amountCents: -split.tax },
  ]);
}

/**
 * The order was refunded whole (by whichever route): what the record does not hold as given back
 * yet went back now, by the way it was paid.
 */
export async function recordRefundedRest(
  db: DbOrTx,
  orderId: string,
  { actor, note }: { actor: string; note?: string },
): Promise<void> {
  const balance = await orderBalance(db, orderId);
  if (balance.keptCents <= 0) return;
  await recordRefund(db, {
    key: `order:${orderId}:refunded-rest`,
    orderId,
    cents: balance.keptCents,
    method: balance.method ?? "store",
    note: note ?? null,
    actor,
  });
}
