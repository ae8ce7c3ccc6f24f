// The dashboard's queries are aggregates written in SQL: one round trip each, the same on PGlite
// and PostgreSQL. Numbers come back as float8 (a JS number on both drivers), never as bigint text.
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { Range } from "~/utils/period";

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant as a timestamptz parameter. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** `column` falls within the range (start inclusive, end exclusive). */
export const within = (column: SQL, range: Pick<Range, "start" | "end">) =>
  sql`${column} >= ${at(range.start)} and ${column} < ${at(range.end)}`;

/** The store day (YYYY-MM-DD) of a timestamptz column. */
export const dayOf = (column: SQL, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** The store month (YYYY-MM) of a timestamptz column. */
export const monthOf = (column: SQL, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;

/** Statuses of an order that was paid and still counts as a sale (its refunds are counted apart). */
export const PAID = sql`('paid', 'fulfilled', 'refunded', 'disputed')`;

/** A ratio, or null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
