// Creators for a period: the orders they brought (their commissions' orders, paid in the period),
// the revenue (the paid total before shipping that commission is reckoned on), commission by
// state now, and the period's top creators.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { Range } from "./period";
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

const brought = (range: Range) =>
  sql`${within(sql`c.paid_at`, range)} and c.status not in ('void', 'owed_back', 'recovered')`;

/** Commission waiting now (pending, approved), the same for every period: read once and shared. */
export async function getCommissionsWaiting(db: DbOrTx): Promise<{ pendingCents: number; approvedCents: number }> {
  const [b] = await rows<Record<string, number>>(
    db,
    sql`select coalesce(sum(c.amount_cents) filter (where c.status = 'pending' and c.paid_at is not null), 0)::float8 as pending,
      coalesce(sum(c.amount_cents) filter (where c.status = 'approved' and c.payout_id is null), 0)::float8 as approved
    from creator_commissions c where c.status in ('pending', 'approved')`,
  );
  return { pendingCents: Number(b!.pending), approvedCents: Number(b!.approved) };
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
        coalesce(sum(c.amount_cents), 0)::float8 as commission
      from creator_commissions c where ${brought(range)}`,
    ),
    waiting,
    rows<Record<string, number>>(
      db,
      sql`select coalesce(sum(p.amount_cents), 0)::float8 as paid from creator_payouts p
      where p.status = 'paid' and ${within(sql`p.paid_at`, range)}`,
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
      sum(c.amount_cents)::float8 as commission
    from creator_commissions c join creators cr on cr.id = c.creator_id
    where ${brought(range)}
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
