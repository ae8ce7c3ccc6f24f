// Reviews for a period: how many came in and their average rating (rejected ones left out), and
// how many wait for moderation now.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import type { Range } from "~/utils/period";
import { rows, within } from "./sql.server";

export interface ReviewFigures {
  count: number;
  /** Null without reviews. */
  average: number | null;
  awaiting: number;
}

export async function getReviewFigures(db: DbOrTx, range: Range): Promise<ReviewFigures> {
  const [r] = await rows<Record<string, number | null>>(
    db,
    sql`select
      (count(*) filter (where ${within(sql`created_at`, range)} and status <> 'rejected'))::float8 as count,
      (avg(rating) filter (where ${within(sql`created_at`, range)} and status <> 'rejected'))::float8 as average,
      (count(*) filter (where status = 'pending'))::float8 as awaiting
    from reviews`,
  );
  return {
    count: Number(r!.count),
    average: r!.average === null ? null : Number(r!.average),
    awaiting: Number(r!.awaiting),
  };
}
