// The accountant's export: the period's paid orders (paid in the store's days, as the dashboard
// counts them), one row per line. The order's amounts (subtotal, discount, shipping, tax, refunded,
// total) are on its first line only, so a column's sum is the period's total. Tax stays empty
// until the store charges it. Cells are quoted and formulas defused (app/admin/csv.ts).
import { sql } from "drizzle-orm";
import { toCsv } from "~/admin/csv";
import { recordAudit } from "~/audit/audit.server";
import { dashboardExportCopy as t } from "~/content/dashboard";
import type { DbOrTx } from "~/db/types";
import { formatCentsDecimal } from "~/utils/money";
import type { Range } from "./period";
import { dayOf, PAID, rows, within } from "./sql.server";

interface ExportRow {
  id: string;
  number: string;
  paid_at: string;
  day: string;
  status: string;
  email: string;
  wallet: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  discount_cents: number;
  refund_cents: number;
  discount_code: string | null;
  card_intent: string | null;
  usdc_signature: string | null;
  refund_ids: string | null;
  product_name: string | null;
  purchase_type: string | null;
  quantity: number | null;
  unit_price_cents: number | null;
  line_total_cents: number | null;
  line_index: number;
}

export async function ordersCsv(db: DbOrTx, range: Range, timeZone: string): Promise<string> {
  const result = await rows<ExportRow>(
    db,
    sql`with p as (
      select o.id, o.number, o.paid_at, o.status, o.email, o.wallet, o.subtotal_cents, o.shipping_cents, o.total_cents,
        o.discount_cents::float8 as discount_cents, o.discount_code as discount_code,
        (select cp.payment_intent_id from card_payments cp where cp.order_id = o.id and cp.status = 'paid' order by cp.id limit 1) as card_intent,
        (select pay.signature from payments pay where pay.order_id = o.id and pay.status = 'confirmed' order by pay.id limit 1) as usdc_signature,
        coalesce((select sum(cp.refunded_cents) from card_payments cp where cp.order_id = o.id), 0) as card_refunded_cents,
        (select string_agg(cr.stripe_refund_id, ' ' order by cr.id) from card_refunds cr where cr.order_id = o.id and cr.stripe_refund_id is not null) as refund_ids
      from orders o
      where ${within(sql`o.paid_at`, range)} and o.status in ${PAID}
    )
    select p.id, p.number, to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at,
      ${dayOf(sql`p.paid_at`, timeZone)} as day, p.status, p.email, p.wallet,
      p.subtotal_cents::float8 as subtotal_cents, p.shipping_cents::float8 as shipping_cents, p.total_cents::float8 as total_cents,
      p.discount_cents, p.discount_code, p.card_intent, p.usdc_signature, p.refund_ids,
      (case when p.status = 'refunded' then p.total_cents else least(p.card_refunded_cents, p.total_cents) end)::float8 as refund_cents,
      l.product_name, l.purchase_type, l.quantity::float8 as quantity, l.unit_price_cents::float8 as unit_price_cents,
      l.line_total_cents::float8 as line_total_cents,
      (row_number() over (partition by p.id order by l.id))::float8 as line_index
    from p left join order_lines l on l.order_id = p.id
    order by p.paid_at, p.number, l.id`,
  );
  const money = (cents: number | null) => (cents === null ? "" : formatCentsDecimal(Number(cents)));
  return toCsv([
    t.header,
    ...result.map((r) => {
      const first = Number(r.line_index) === 1;
      const orderMoney = (cents: number) => (first ? money(cents) : "");
      const method = r.card_intent ? "card" : r.usdc_signature ? "usdc" : "store";
      return [
        r.number,
        r.paid_at,
        r.day,
        r.status,
        r.email,
        r.wallet ?? "",
        r.product_name ?? "",
        r.purchase_type ?? "",
        r.quantity === null ? "" : Number(r.quantity),
        money(r.unit_price_cents),
        money(r.line_total_cents),
        orderMoney(r.subtotal_cents),
        orderMoney(r.discount_cents),
        r.discount_code ?? "",
        orderMoney(r.shipping_cents),
        // Tax: the store charges none yet.
        "",
        orderMoney(r.refund_cents),
        orderMoney(r.total_cents),
        t.methods[method],
        r.card_intent ?? r.usdc_signature ?? "",
        r.refund_ids ?? "",
      ];
    }),
  ]);
}

/** The export, recorded in the audit log (who took which period). */
export async function exportOrdersCsv(db: DbOrTx, range: Range, timeZone: string, actor: string) {
  const csv = await ordersCsv(db, range, timeZone);
  await recordAudit(db, {
    actor,
    action: "orders.exported",
    target: `orders:${range.from}..${range.to}`,
    detail: { from: range.from, to: range.to, timeZone },
  });
  return csv;
}
