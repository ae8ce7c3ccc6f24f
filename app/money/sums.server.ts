// Reading the money record by store day: from the hours' sums kept as entries are written (a
// period costs its hours, not its orders), or from the entries themselves in a time zone whose
// midnight is not on the hour.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { nextDay, offsetMinutes, startOfStoreDay, storeDay } from "~/utils/store-time";
import type { MoneyKind } from "~/db/money-kinds";

export interface DaySum {
  /** Store day, YYYY-MM-DD. */
  day: string;
  kind: MoneyKind;
  /** '' for entries without a method. */
  method: string;
  cents: number;
  entries: number;
}

/** True when every store day of the range starts on an hour (the hours' sums add up to its days). */
export function onTheHour(range: { start: Date; end: Date }, timeZone: string): boolean {
  return [range.start, range.end].every((at) => offsetMinutes(at, timeZone) % 60 === 0);
}

/**
 * The record's sums by store day, kind and method over [start, end), `kinds` only (all when
 * omitted). Days with nothing are left out.
 */
export async function moneyByDay(
  db: DbOrTx,
  range: { start: Date; end: Date },
  timeZone: string,
  kinds?: readonly MoneyKind[],
): Promise<DaySum[]> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const only = (column: ReturnType<typeof sql>) =>
    kinds
      ? sql`and ${column} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
  if (onTheHour(range, timeZone)) {
    // Each hour's store day by comparing it with the days' first instants (a search in a short
    // array) rather than formatting every row in the zone: the same days, a fraction of the work.
    const days: string[] = [];
    for (let day = storeDay(range.start, timeZone); startOfStoreDay(day, timeZone) < range.end; day = nextDay(day))
      days.push(day);
    const bounds = sql`array[${sql.join(
      [...days.map((day) => startOfStoreDay(day, timeZone)), range.end].map(
        (at) => sql`${at.toISOString()}::timestamptz`,
      ),
      sql`, `,
    )}]`;
    const result = (await db.execute(
      sql`select width_bucket(hour, ${bounds}) as bucket, kind, method,
        sum(cents)::float8 as cents, sum(entries)::float8 as entries
      from money_sums where hour >= ${start} and hour < ${end} ${only(sql`kind`)}
      group by 1, 2, 3 order by 1`,
    )) as unknown as { rows: Array<Omit<DaySum, "day"> & { bucket: number }> };
    return result.rows.map(({ bucket, ...r }) => ({
      day: days[Number(bucket) - 1]!,
      ...r,
      cents: Number(r.cents),
      entries: Number(r.entries),
    }));
  }
  const query = sql`select to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day, kind, coalesce(method, '') as method,
        sum(amount_cents)::float8 as cents, count(*)::float8 as entries
      from money_entries where at >= ${start} and at < ${end} ${only(sql`kind`)}
      group by 1, 2, 3 order by 1`;
  const result = (await db.execute(query)) as unknown as { rows: DaySum[] };
  return result.rows.map((r) => ({ ...r, cents: Number(r.cents), entries: Number(r.entries) }));
}
