// Sales for a period: orders paid in it (by the instant they were paid, in the store's days), their
// gross (what was charged before discounts: lines and shipping), creator-code discounts, what went
// back, net (what the store keeps) and who bought.
// A customer is the order's email, as checkout normalized it (trimmed, lower-cased), joined with
// its signed-in wallet: an order is a returning customer's when an earlier paid order shares either.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { Range } from "./period";
import { at, dayOf, PAID, ratio, rows, within } from "./sql.server";

export interface Sales {
  grossCents: number;
  discountCents: number;
  refundCents: number;
  netCents: number;
  shippingCents: number;
  orders: number;
  /** (gross − discounts) ÷ orders; null without orders. */
  averageOrderCents: number | null;
  byMethod: Record<"card" | "usdc" | "store", { orders: number; cents: number }>;
  customers: { new: number; returning: number };
}

/** The period's paid orders, one row each, with what the other tables say about them. */
const paidOrders = (range: Range) => sql`
  select o.id, o.email, o.wallet, o.status, o.paid_at, o.subtotal_cents, o.shipping_cents, o.total_cents,
    coalesce((select cc.discount_cents from creator_commissions cc where cc.order_id = o.id), 0) as discount_cents,
    coalesce((select sum(cp.refunded_cents) from card_payments cp where cp.order_id = o.id), 0) as card_refunded_cents,
    exists (select 1 from card_payments cp where cp.order_id = o.id and cp.status = 'paid') as by_card,
    exists (select 1 from payments pay where pay.order_id = o.id and pay.status = 'confirmed') as by_usdc
  from orders o
  where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}`;

/** What went back on an order: all of it when refunded, else what the card processor says so far. */
const refund = sql`case when status = 'refunded' then total_cents else least(card_refunded_cents, total_cents) end`;

export async function getSales(db: DbOrTx, range: Range): Promise<Sales> {
  const [totals] = await rows<Record<string, number>>(
    db,
    sql`with p as (${paidOrders(range)})
    select count(*)::float8 as orders,
      coalesce(sum(subtotal_cents + shipping_cents), 0)::float8 as gross,
      coalesce(sum(discount_cents), 0)::float8 as discounts,
      coalesce(sum(${refund}), 0)::float8 as refunds,
      coalesce(sum(shipping_cents), 0)::float8 as shipping,
      (count(*) filter (where by_card))::float8 as card_orders,
      coalesce(sum(total_cents) filter (where by_card), 0)::float8 as card_cents,
      (count(*) filter (where not by_card and by_usdc))::float8 as usdc_orders,
      coalesce(sum(total_cents) filter (where not by_card and by_usdc), 0)::float8 as usdc_cents,
      (count(*) filter (where not by_card and not by_usdc))::float8 as store_orders,
      coalesce(sum(total_cents) filter (where not by_card and not by_usdc), 0)::float8 as store_cents
    from p`,
  );
  const [customers] = await rows<{ first_time: number; again: number }>(
    db,
    sql`with p as (${paidOrders(range)}),
    c as (
      select email, bool_or(exists (
        select 1 from orders e
        where e.paid_at < ${at(range.start)} and e.status in ${PAID}
          and (e.email = p.email or (p.wallet is not null and e.wallet = p.wallet))
      )) as known
      from p group by email
    )
    select (count(*) filter (where not known))::float8 as first_time, (count(*) filter (where known))::float8 as again from c`,
  );
  const t = totals!;
  const gross = Number(t.gross);
  const discounts = Number(t.discounts);
  const refunds = Number(t.refunds);
  const orders = Number(t.orders);
  const averageOrder = ratio(gross - discounts, orders);
  return {
    grossCents: gross,
    discountCents: discounts,
    refundCents: refunds,
    netCents: gross - discounts - refunds,
    shippingCents: Number(t.shipping),
    orders,
    averageOrderCents: averageOrder === null ? null : Math.round(averageOrder),
    byMethod: {
      card: { orders: Number(t.card_orders), cents: Number(t.card_cents) },
      usdc: { orders: Number(t.usdc_orders), cents: Number(t.usdc_cents) },
      store: { orders: Number(t.store_orders), cents: Number(t.store_cents) },
    },
    customers: { new: Number(customers!.first_time), returning: Number(customers!.again) },
  };
}

export interface SalesDay {
  day: string;
  orders: number;
  /** Gross − discounts − refunds of the day's paid orders. */
  netCents: number;
}

/** The period's sales day by day (days without a sale are left out; the chart fills them). */
export async function getSalesByDay(db: DbOrTx, range: Range, timeZone: string): Promise<SalesDay[]> {
  const result = await rows<{ day: string; orders: number; net: number }>(
    db,
    sql`with p as (${paidOrders(range)})
    select ${dayOf(sql`paid_at`, timeZone)} as day, count(*)::float8 as orders,
      sum(subtotal_cents + shipping_cents - discount_cents - ${refund})::float8 as net
    from p group by 1 order by 1`,
  );
  return result.map((r) => ({ day: r.day, orders: Number(r.orders), netCents: Number(r.net) }));
}
