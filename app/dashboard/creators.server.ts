// Creators for a period: the orders they brought (their commissions' orders, paid in the period),
// the revenue (the paid total before shipping that commission is reckoned on), commission by
// state now, and the period's top creators. The commission is read from the money record (earned,
// reversed, paid out, recovered); the commission table gives each one's base and creator.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { Range } from "~/utils/period";
import { earningsByCreator } from "~/creators/earnings.server";
import { rows, within } from "./sql.server";

export interface CreatorFigures {
  orders: number;
  revenueCents: number;
  commissionCents: number;
  /** Now: paid, waiting out the refund window (an unpaid order's commission is not counted). */
  pendingCents: number;
  /** Now: approved, not yet paid out. */
  approvedCents: number;
  /** Paid out in the period. */
  paidCents: number;
}

export interface TopCreator {
  id: number;
  name: string;
  code: string;
  orders: number;
  revenueCents: number;
  commissionCents: number;
}

/**
 * The commission entries earned in the period (dated when the order was paid) whose commission was
 * not reversed since, beside their commission's base (the paid total before shipping and tax) and
 * their creator.
 */
const brought = (range: Range) =>
  sql`money_entries m join creator_commissions c on c.order_id = m.order_id join creators cr on cr.id = m.creator_id
    where m.creator_id is not null and m.kind = 'commission_earned' and ${within(sql`m.at`, range)}
      and not exists (select 1 from money_entries r
        where r.order_id = m.order_id and r.kind = 'commission_reversed' and r.creator_id is not null)`;

/** Commission waiting now (earned in its refund window; approved, not paid out), the same for every period: read once and shared. */
export async function getCommissionsWaiting(db: DbOrTx): Promise<{ pendingCents: number; approvedCents: number }> {
  let pendingCents = 0;
  let approvedCents = 0;
  for (const e of (await earningsByCreator(db)).values()) {
    pendingCents += e.pendingCents;
    approvedCents += e.approvedCents;
  }
  return { pendingCents, approvedCents };
}

export async function getCreatorFigures(
  db: DbOrTx,
  range: Range,
  waiting: Promise<{ pendingCents: number; approvedCents: number }> = getCommissionsWaiting(db),
): Promise<CreatorFigures> {
  const [[a], b, [c]] = await Promise.all([
    rows<Record<string, number>>(
      db,
      sql`select count(*)::float8 as orders, coalesce(sum(c.base_cents), 0)::float8 as revenue,
        coalesce(sum(m.amount_cents), 0)::float8 as commission
      from ${brought(range)}`,
    ),
    waiting,
    // What payouts sent in the period: the commissions they paid less what they recovered.
    rows<Record<string, number>>(
      db,
      sql`select coalesce(-sum(m.amount_cents), 0)::float8 as paid from money_entries m
      where m.creator_id is not null and m.kind in ('commission_paid', 'commission_recovered') and ${within(sql`m.at`, range)}`,
    ),
  ]);
  return {
    orders: Number(a!.orders),
    revenueCents: Number(a!.revenue),
    commissionCents: Number(a!.commission),
    pendingCents: b.pendingCents,
    approvedCents: b.approvedCents,
    paidCents: Number(c!.paid),
  };
}

export async function getTopCreators(db: DbOrTx, range: Range, limit = 5): Promise<TopCreator[]> {
  const result = await rows<Record<string, string | number>>(
    db,
    sql`select cr.id, cr.name, cr.code, count(*)::float8 as orders, sum(c.base_cents)::float8 as revenue,
      sum(m.amount_cents)::float8 as commission
    from ${brought(range)}
    group by cr.id, cr.name, cr.code
    order by revenue desc, orders desc, cr.id
    limit ${limit}`,
  );
  return result.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    code: String(r.code),
    orders: Number(r.orders),
    revenueCents: Number(r.revenue),
    commissionCents: Number(r.commission),
  }));
}
