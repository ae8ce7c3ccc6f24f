// What waits for the operator: the one place that says which rows count. The dashboard's Today and
// the menu's badges (./today.server.ts) count them; the operator's daily digest
// (app/ops/digest.server.ts) lists them. Each set is a `from … where …` clause on fixed aliases,
// so a count and a list of the same set cannot disagree.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { UNPAID_DEADLINE_JOB } from "~/payments/unpaid-deadline.server";
import { REFUND_PURPOSE } from "~/refunds/usdc.server";
import { at, rows } from "./sql.server";

/** Paid orders not yet shipped (`o`). */
export const TO_SHIP = sql`from orders o where o.status = 'paid'`;

/** Refund requests in these statuses, with their order (`q`, `o`). */
const refundRequestsIn = (...statuses: ("open" | "waiting_funds")[]) =>
  sql`from refund_requests q join orders o on o.id = q.order_id
      where q.status in (${sql.raw(statuses.map((s) => `'${s}'`).join(", "))})`;
/** Refund requests waiting for the operator's answer. */
export const REFUNDS_OPEN = refundRequestsIn("open");
/** Refund requests approved that wait for the refund account's SOL or USDC. */
export const REFUNDS_WAITING_FUNDS = refundRequestsIn("waiting_funds");
/** Both: what the digest lists as refund requests that wait. */
export const REFUNDS_WAITING = refundRequestsIn("open", "waiting_funds");

/** Unpaid orders whose deadline falls within [start, end) (`o`, `j`). */
export const unpaidDueWithin = (start: Date, end: Date) =>
  sql`from orders o join jobs j on j.name = ${UNPAID_DEADLINE_JOB} and j.key = o.id
      where o.status = 'pending_payment' and j.run_at >= ${at(start)} and j.run_at < ${at(end)}`;

/** Counted, active products at or under their low mark, sold out included (`s`, `p`). */
export const LOW_STOCK = sql`from product_stock s join products p on p.id = s.product_id
  where p.active and s.available <= s.alert_level`;

/** Payments to send back that nothing holds, with no transfer yet or a failed one (`r`, `t`). */
export const RETURNS_WAITING = sql`from payment_returns r left join chain_transfers t on t.id = r.transfer_id
  where r.hold is null and (r.transfer_id is null or t.status = 'failed')`;

/** Refund transfers that failed and are not already counted with a request waiting for funds (`t`). */
export const REFUND_SENDS_FAILED = sql`from chain_transfers t where t.purpose = ${REFUND_PURPOSE} and t.status = 'failed'
  and not exists (select 1 from refund_requests q where q.status = 'waiting_funds' and t.key = 'order-refund:' || q.id)`;

/** Creator payouts created and not yet paid (`c`). */
export const PAYOUTS_DUE = sql`from creator_payouts c where c.status = 'due'`;

/** How many rows a set holds, as a JS number. */
export const countOf = (set: SQL) => sql`(select count(*) ${set})::float8`;

/** A set's rows as a JSON array, in the given order. */
export const listOf = (columns: SQL, set: SQL, order: SQL, limit?: number) =>
  sql`(select coalesce(json_agg(x), '[]') from (select ${columns} ${set} order by ${order}${
    limit === undefined ? sql`` : sql` limit ${limit}`
  }) x)`;

/** Paid orders to ship, oldest first. */
export const toShipList = (limit?: number) =>
  listOf(
    sql`o.id, o.number, coalesce(o.paid_at, o.created_at) as at`,
    TO_SHIP,
    sql`coalesce(o.paid_at, o.created_at), o.number`,
    limit,
  );

/** Refund requests in a set, oldest first. */
export const refundList = (set: SQL, limit?: number) =>
  listOf(
    sql`q.id, q.created_at as at, o.number, q.asked_cents as "askedCents", q.status`,
    set,
    sql`q.created_at, q.id`,
    limit,
  );

/** Products at or under their low mark, the fewest first. */
export const lowStockList = (limit?: number) =>
  listOf(
    sql`s.product_id as id, p.name, s.available, s.alert_level as "alertLevel"`,
    LOW_STOCK,
    sql`s.available, p.name`,
    limit,
  );

export interface ShipRow {
  id: string;
  number: string;
  at: string;
}
export interface RefundRow {
  id: number;
  at: string;
  number: string;
  askedCents: number;
  status: "open" | "waiting_funds";
}
export interface LowRow {
  id: string;
  name: string;
  available: number;
  alertLevel: number;
}

/** A JSON column (PGlite parses it, node-postgres may not). */
export const parseJson = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

/** Everything that waits, listed in full (the daily digest): one query. */
export async function getWaiting(db: DbOrTx) {
  const [row] = await rows<{
    toShip: ShipRow[] | string;
    refunds: RefundRow[] | string;
    low: LowRow[] | string;
    returnsWaiting: number;
    refundSendsFailed: number;
  }>(
    db,
    sql`select ${toShipList()} as "toShip",
      ${refundList(REFUNDS_WAITING)} as "refunds",
      ${lowStockList()} as "low",
      ${countOf(RETURNS_WAITING)} as "returnsWaiting",
      ${countOf(REFUND_SENDS_FAILED)} as "refundSendsFailed"`,
  );
  const r = row!;
  return {
    toShip: parseJson(r.toShip),
    refunds: parseJson(r.refunds),
    low: parseJson(r.low),
    returnsWaiting: r.returnsWaiting,
    refundSendsFailed: r.refundSendsFailed,
  };
}
