// Sales for a period, read from the money record (app/money) with the definitions operators know
// from Shopify's sales reports: gross = goods at list price; discounts by kind (store codes,
// creator codes, holder perks, NPX spent at its value); returns = what refunds gave back for goods,
// dated when the money went back; net = gross − discounts − returns; shipping and taxes apart (each
// less what refunds gave back of it); total = net + shipping + taxes. Payment methods are money
// received (tax and shipping included). Read from the hours' sums: a period costs its days.
// A customer is the order's email, as checkout normalized it (trimmed, lower-cased), joined with
// its signed-in wallet: an order is a returning customer's when an earlier paid order shares either.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { REDUCTION_KINDS, type MoneyKind, type ReductionKind } from "~/db/money-kinds";
import { moneyByDay } from "~/money/sums.server";
import type { Range } from "~/utils/period";
import { at, PAID, ratio, rows, within } from "./sql.server";

type Method = "card" | "usdc" | "store";

export interface Sales {
  grossCents: number;
  /** Every reduction (positive). */
  discountCents: number;
  discountsByKind: Record<ReductionKind, number>;
  /** What refunds gave back for goods (positive), dated when the money went back. */
  returnsCents: number;
  netCents: number;
  /** Shipping charged less shipping refunded. */
  shippingCents: number;
  /** Tax collected less tax given back. */
  taxCents: number;
  totalSalesCents: number;
  /** Money sent back by any route (card, USDC, outside), positive. */
  refundedCents: number;
  /** Orders paid in the period. */
  orders: number;
  /** (gross − discounts) ÷ orders; null without orders. */
  averageOrderCents: number | null;
  /** Money received for orders in the period, by how it came (tax and shipping included). */
  byMethod: Record<Method, { orders: number; cents: number }>;
  customers: { new: number; returning: number };
}

export interface SalesDay {
  day: string;
  orders: number;
  /** Gross − discounts − returns of the day. */
  netCents: number;
}

const NET_KINDS: MoneyKind[] = ["sale", ...REDUCTION_KINDS, "return"];

export async function getSales(
  db: DbOrTx,
  range: Range,
  timeZone: string,
): Promise<{ sales: Sales; byDay: SalesDay[] }> {
  const [sums, [customers]] = await Promise.all([
    moneyByDay(db, range, timeZone),
    // Customers need only who bought: the period's orders, each buyer's email and wallet joined with
    // the date each first paid (kept as orders are written: app/db/schema.ts, first_paid_by_*).
    rows<{ first_time: number; again: number }>(
      db,
      sql`with c as (
        select o.email,
          bool_or(coalesce(fe.first_paid_at < ${at(range.start)}, false)
            or coalesce(fw.first_paid_at < ${at(range.start)}, false)) as known
        from orders o
        left join first_paid_by_email fe on fe.email = o.email
        left join first_paid_by_wallet fw on fw.wallet = o.wallet
        where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}
        group by o.email
      )
      select (count(*) filter (where not known))::float8 as first_time, (count(*) filter (where known))::float8 as again from c`,
    ),
  ]);
  const total = (kind: MoneyKind, method?: string) =>
    sums
      .filter((r) => r.kind === kind && (method === undefined || r.method === method))
      .reduce((n, r) => n + r.cents, 0);
  const count = (kind: MoneyKind, method?: string) =>
    sums
      .filter((r) => r.kind === kind && (method === undefined || r.method === method))
      .reduce((n, r) => n + r.entries, 0);
  const gross = total("sale");
  const discountsByKind = Object.fromEntries(REDUCTION_KINDS.map((k) => [k, -total(k) || 0])) as Record<
    ReductionKind,
    number
  >;
  const discounts = Object.values(discountsByKind).reduce((n, c) => n + c, 0);
  const returns = -total("return") || 0;
  const net = gross - discounts - returns;
  const shipping = total("shipping") + total("shipping_refund");
  const tax = total("tax") + total("tax_refund");
  const orders = count("payment");
  const averageOrder = ratio(gross - discounts, orders);
  const method = (m: Method) => ({ orders: count("payment", m), cents: total("payment", m) });
  const days = new Map<string, SalesDay>();
  for (const r of sums) {
    const day = days.get(r.day) ?? { day: r.day, orders: 0, netCents: 0 };
    if (NET_KINDS.includes(r.kind)) day.netCents += r.cents;
    if (r.kind === "payment") day.orders += r.entries;
    days.set(r.day, day);
  }
  return {
    sales: {
      grossCents: gross,
      discountCents: discounts,
      discountsByKind,
      returnsCents: returns,
      netCents: net,
      shippingCents: shipping,
      taxCents: tax,
      totalSalesCents: net + shipping + tax,
      refundedCents: -total("refund") || 0,
      orders,
      averageOrderCents: averageOrder === null ? null : Math.round(averageOrder),
      byMethod: { card: method("card"), usdc: method("usdc"), store: method("store") },
      customers: { new: Number(customers!.first_time), returning: Number(customers!.again) },
    },
    byDay: [...days.values()]
      .filter((d) => d.orders !== 0 || d.netCents !== 0)
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}
