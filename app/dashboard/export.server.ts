// The accountant's exports, read from the money record for a period in the store's days:
// - the orders CSV: one row per order with movements in the period, each figure the sum of its
//   movements there, so every row adds up (lines − reductions + shipping + tax = sales total =
//   paid, for the period its sale falls in; paid − refunded = kept) and the columns add up to the
//   dashboard's figures (net sales, returns, taxes…);
// - the movements CSV: every movement, dated, with its order, kind, account, method, amount and
//   reference: what an accountant imports. Its "sales" account adds up to net sales.
// Cells are quoted and formulas defused (app/utils/csv.ts).
import { sql } from "drizzle-orm";
import { toCsv } from "~/utils/csv";
import { recordAudit } from "~/audit/audit.server";
import { dashboardExportCopy as t } from "~/content/dashboard";
import type { DbOrTx } from "~/db/types";
import { accountOf, type MoneyKind } from "~/db/money-kinds";
import { formatCentsDecimal } from "~/utils/money";
import type { Range } from "~/utils/period";
import { dayOf, rows, within } from "./sql.server";

interface OrderRow {
  number: string;
  status: string;
  paid_at: string | null;
  day: string;
  email: string;
  wallet: string | null;
  items: string | null;
  bags: number;
  lines: number;
  store_code: number;
  creator_code: number;
  holder_perk: number;
  npx_spent: number;
  code: string | null;
  shipping: number;
  tax: number;
  returns: number;
  shipping_refunded: number;
  tax_refunded: number;
  paid: number;
  refunded: number;
  method: string | null;
  payment_reference: string | null;
  refund_reference: string | null;
}

const sumOf = (kind: MoneyKind) => sql`coalesce(sum(m.amount_cents) filter (where m.kind = ${kind}), 0)::float8`;

/** Each figure of the orders CSV, from the period's movements of each order. */
export async function orderFigures(db: DbOrTx, range: Range, timeZone: string): Promise<OrderRow[]> {
  return rows<OrderRow>(
    db,
    sql`with m as (
      select order_id,
        min(at) as first_at,
        ${sumOf("sale")} as lines,
        coalesce(sum(bags) filter (where kind = 'sale'), 0)::float8 as bags,
        ${sumOf("discount_code")} as store_code,
        ${sumOf("creator_code")} as creator_code,
        ${sumOf("holder_perk")} as holder_perk,
        ${sumOf("npx_spent")} as npx_spent,
        max(reference) filter (where kind in ('discount_code', 'creator_code')) as code,
        ${sumOf("shipping")} as shipping,
        ${sumOf("tax")} as tax,
        ${sumOf("return")} as returns,
        ${sumOf("shipping_refund")} as shipping_refunded,
        ${sumOf("tax_refund")} as tax_refunded,
        ${sumOf("payment")} as paid,
        ${sumOf("refund")} as refunded,
        max(method) filter (where kind = 'payment') as method,
        string_agg(reference, ' ' order by id) filter (where kind = 'payment') as payment_reference,
        string_agg(coalesce(method, '') || coalesce(':' || reference, ''), ' ' order by id) filter (where kind = 'refund') as refund_reference
      from money_entries m
      where m.order_id is not null and ${within(sql`m.at`, range)}
        and m.kind not in ('commission_earned', 'commission_approved', 'commission_reversed', 'commission_paid', 'payment_extra', 'payment_returned')
      group by order_id
    )
    select o.number, o.status, to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at,
      ${dayOf(sql`m.first_at`, timeZone)} as day, o.email, o.wallet,
      (select string_agg(l.quantity || ' × ' || l.product_name || ' (' || l.purchase_type || ')', '; ' order by l.id)
        from order_lines l where l.order_id = o.id) as items,
      m.bags, m.lines, m.store_code, m.creator_code, m.holder_perk, m.npx_spent, m.code, m.shipping, m.tax,
      m.returns, m.shipping_refunded, m.tax_refunded, m.paid, m.refunded, m.method, m.payment_reference, m.refund_reference
    from m join orders o on o.id = m.order_id
    order by m.first_at, o.number`,
  );
}

/** A CSV cell for cents; reductions and what went back are shown as positive amounts. */
const money = (cents: number) => formatCentsDecimal(Number(cents));

export async function ordersCsv(db: DbOrTx, range: Range, timeZone: string): Promise<string> {
  const result = await orderFigures(db, range, timeZone);
  return toCsv([
    t.header,
    ...result.map((r) => {
      const reductions = -(r.store_code + r.creator_code + r.holder_perk + r.npx_spent);
      const salesTotal = r.lines - reductions + r.shipping + r.tax;
      return [
        r.number,
        r.paid_at ?? "",
        r.day,
        r.status,
        r.email,
        r.wallet ?? "",
        r.items ?? "",
        Number(r.bags),
        money(r.lines),
        money(-r.store_code),
        money(-r.creator_code),
        money(-r.holder_perk),
        money(-r.npx_spent),
        r.code ?? "",
        money(r.shipping),
        money(r.tax),
        money(salesTotal),
        money(-r.returns),
        money(-r.shipping_refunded),
        money(-r.tax_refunded),
        money(r.lines - reductions + r.returns),
        money(r.paid),
        money(-r.refunded),
        money(r.paid + r.refunded),
        r.method ? t.methods[r.method as keyof typeof t.methods] : "",
        r.payment_reference ?? "",
        r.refund_reference ?? "",
      ];
    }),
  ]);
}

interface MovementRow {
  id: number;
  at: string;
  day: string;
  number: string | null;
  kind: MoneyKind;
  method: string | null;
  amount_cents: number;
  bags: number | null;
  reference: string | null;
  note: string | null;
  creator: string | null;
}

/** Every movement of the period, oldest first. */
export async function movementsCsv(db: DbOrTx, range: Range, timeZone: string): Promise<string> {
  const result = await rows<MovementRow>(
    db,
    sql`select m.id, to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, ${dayOf(sql`m.at`, timeZone)} as day,
      o.number, m.kind, m.method, m.amount_cents::float8 as amount_cents, m.bags, m.reference, m.note, c.code as creator
    from money_entries m
    left join orders o on o.id = m.order_id
    left join creators c on c.id = m.creator_id
    where ${within(sql`m.at`, range)}
    order by m.at, m.id`,
  );
  return toCsv([
    t.movementsHeader,
    ...result.map((r) => [
      r.at,
      r.day,
      r.number ?? "",
      r.kind,
      accountOf(r.kind),
      r.method ? (t.methods[r.method as keyof typeof t.methods] ?? r.method) : "",
      money(r.amount_cents),
      r.bags === null ? "" : Number(r.bags),
      r.reference ?? "",
      r.note ?? "",
      r.creator ?? "",
    ]),
  ]);
}

/** An export, recorded in the audit log (who took which period). */
export async function exportCsv(
  db: DbOrTx,
  which: "orders" | "movements",
  range: Range,
  timeZone: string,
  actor: string,
) {
  const csv = which === "orders" ? await ordersCsv(db, range, timeZone) : await movementsCsv(db, range, timeZone);
  await recordAudit(db, {
    actor,
    action: `${which}.exported`,
    target: `${which}:${range.from}..${range.to}`,
    detail: { from: range.from, to: range.to, timeZone },
  });
  return csv;
}

/** The orders export, recorded in the audit log. */
export const exportOrdersCsv = (db: DbOrTx, range: Range, timeZone: string, actor: string) =>
  exportCsv(db, "orders", range, timeZone, actor);
