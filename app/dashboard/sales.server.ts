// Sales for a period: orders paid in it (by the instant they were paid, in the store's days), their
// gross (what was charged before discounts: lines and shipping), discounts (store and creator codes: orders.discount_cents), what went
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
    o.discount_cents,
    coalesce(card.refunded, 0) as card_refunded_cents,
    coalesce(card.paid, false) as by_card,
    exists (select 1 from payments pay where pay.order_id = o.id and pay.status = 'confirmed') as by_usdc
  from orders o
  left join lateral (
    select sum(cp.refunded_cents) as refunded, bool_or(cp.status = 'paid') as paid
    from card_payments cp where cp.order_id = o.id
  ) card on true
  where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}`;

/** What went back on an order: all of it when refunded, else what the card processor says so far. */
const refund = sql`case when status = 'refunded' then total_cents else least(card_refunded_cents, total_cents) end`;

export interface SalesDay {
  day: string;
  orders: number;
  /** Gross − discounts − refunds of the day's paid orders. */
  netCents: number;
}

type DayRow = Record<
  | "orders"
  | "gross"
  | "discounts"
  | "refunds"
  | "shipping"
  | "card_orders"
  | "card_cents"
  | "usdc_orders"
  | "usdc_cents"
  | "store_orders"
  | "store_cents",
  number
> & { day: string };

/**
 * The period's sales and the same day by day (days without a sale left out; the chart fills
 * them), from one pass over its paid orders: the totals are the days added up.
 */
export async function getSales(
  db: DbOrTx,
  range: Range,
  timeZone: string,
): Promise<{ sales: Sales; byDay: SalesDay[] }> {
  const [days, [customers]] = await Promise.all([
    rows<DayRow>(
      db,
      sql`with p as (${paidOrders(range)})
      select ${dayOf(sql`paid_at`, timeZone)} as day, count(*)::float8 as orders,
        sum(subtotal_cents + shipping_cents)::float8 as gross,
        sum(discount_cents)::float8 as discounts,
        sum(${refund})::float8 as refunds,
        sum(shipping_cents)::float8 as shipping,
        (count(*) filter (where by_card))::float8 as card_orders,
        coalesce(sum(total_cents) filter (where by_card), 0)::float8 as card_cents,
        (count(*) filter (where not by_card and by_usdc))::float8 as usdc_orders,
        coalesce(sum(total_cents) filter (where not by_card and by_usdc), 0)::float8 as usdc_cents,
        (count(*) filter (where not by_card and not by_usdc))::float8 as store_orders,
        coalesce(sum(total_cents) filter (where not by_card and not by_usdc), 0)::float8 as store_cents
      from p group by 1 order by 1`,
    ),
    // Customers need only who bought: the period's orders alone, then an index look-up each.
    rows<{ first_time: number; again: number }>(
      db,
      sql`with p as (
        select o.email, o.wallet from orders o where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}
      ),
      -- An index look-up per order (never a scan of every earlier order): one earlier paid order
      -- with the same email, or with the same wallet, is enough.
      c as (
        select p.email, bool_or(by_email.hit is not null or by_wallet.hit is not null) as known
        from p
        left join lateral (
          select 1 as hit from orders e
          where e.email = p.email and e.paid_at < ${at(range.start)} and e.status in ${PAID} limit 1
        ) by_email on true
        left join lateral (
          select 1 as hit from orders e
          where p.wallet is not null and e.wallet = p.wallet and e.paid_at < ${at(range.start)} and e.status in ${PAID}
          limit 1
        ) by_wallet on true
        group by p.email
      )
      select (count(*) filter (where not known))::float8 as first_time, (count(*) filter (where known))::float8 as again from c`,
    ),
  ]);
  const sum = (key: Exclude<keyof DayRow, "day">) => days.reduce((n, d) => n + Number(d[key]), 0);
  const gross = sum("gross");
  const discounts = sum("discounts");
  const refunds = sum("refunds");
  const orders = sum("orders");
  const averageOrder = ratio(gross - discounts, orders);
  return {
    sales: {
      grossCents: gross,
      discountCents: discounts,
      refundCents: refunds,
      netCents: gross - discounts - refunds,
      shippingCents: sum("shipping"),
      orders,
      averageOrderCents: averageOrder === null ? null : Math.round(averageOrder),
      byMethod: {
        card: { orders: sum("card_orders"), cents: sum("card_cents") },
        usdc: { orders: sum("usdc_orders"), cents: sum("usdc_cents") },
        store: { orders: sum("store_orders"), cents: sum("store_cents") },
      },
      customers: { new: Number(customers!.first_time), returning: Number(customers!.again) },
    },
    byDay: days.map((d) => ({
      day: d.day,
      orders: Number(d.orders),
      netCents: Number(d.gross) - Number(d.discounts) - Number(d.refunds),
    })),
  };
}
