// Which orders the chain is asked about, and when. An order is watched once its buyer opens its
// payment page, asks for its status or fetches its transaction; for WATCH_MS after the last such
// sign of life, with checks spaced further apart each time nobody asks. Unwatched orders (spam,
// abandoned checkouts) cost nothing. The spacing is one schedule per order in the database, so
// every process and the background job together read the chain at most once per spacing.
import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orders, paymentWatches } from "~/db/schema";
import { now } from "~/jobs/clock.server";

/** How long after the buyer's last sign of life the background job keeps checking. */
export const WATCH_MS = 30 * 60_000;
/** Spacing after each check since the buyer last asked: 2 s, 4 s, 8 s… at most 5 minutes. */
const FIRST_SPACING_S = 2;
const MAX_SPACING_S = 300;

/** The buyer showed up: watch the order from now on, with the shortest spacing again. */
export async function watchPayment(db: DbOrTx, orderId: string, at: Date = now()): Promise<void> {
  await db
    .insert(paymentWatches)
    .values({ orderId, watchUntil: new Date(at.getTime() + WATCH_MS), nextCheckAt: at, checks: 0 })
    .onConflictDoUpdate({
      target: paymentWatches.orderId,
      set: {
        watchUntil: new Date(at.getTime() + WATCH_MS),
        checks: 0,
        // A check put off by the backoff comes due at once; one spaced by a check just now waits.
        nextCheckAt: sql`least(${paymentWatches.nextCheckAt}, ${new Date(at.getTime() + FIRST_SPACING_S * 1000).toISOString()}::timestamptz)`,
      },
    });
}

/**
 * Takes the order's next check if it is due: true for one caller per spacing, whichever process
 * or job asks. The row's update is the claim, so two callers never both get it.
 */
export async function claimCheck(db: DbOrTx, orderId: string, at: Date = now()): Promise<boolean> {
  const [claimed] = await db
    .update(paymentWatches)
    .set({
      checks: sql`${paymentWatches.checks} + 1`,
      nextCheckAt: sql`${at.toISOString()}::timestamptz + make_interval(secs => least(${FIRST_SPACING_S} * power(2, ${paymentWatches.checks}), ${MAX_SPACING_S}))`,
    })
    .where(
      and(eq(paymentWatches.orderId, orderId), lte(paymentWatches.nextCheckAt, at), gt(paymentWatches.watchUntil, at)),
    )
    .returning({ orderId: paymentWatches.orderId });
  return claimed !== undefined;
}

/** Watched orders whose check is due, the longest-waiting first. */
export async function dueWatches(db: DbOrTx, limit: number, at: Date = now()) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      paymentReference: orders.paymentReference,
    })
    .from(paymentWatches)
    .innerJoin(orders, eq(orders.id, paymentWatches.orderId))
    .where(and(lte(paymentWatches.nextCheckAt, at), gt(paymentWatches.watchUntil, at)))
    .orderBy(asc(paymentWatches.nextCheckAt))
    .limit(limit);
}

/** Drops watches nobody renewed in time. */
export async function dropEndedWatches(db: DbOrTx, at: Date = now()): Promise<number> {
  const dropped = await db
    .delete(paymentWatches)
    .where(lt(paymentWatches.watchUntil, at))
    .returning({ orderId: paymentWatches.orderId });
  return dropped.length;
}

/** The newest signature below which every transaction naming the order's reference was read. */
export async function readThrough(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ readThrough: paymentWatches.readThrough })
    .from(paymentWatches)
    .where(eq(paymentWatches.orderId, orderId));
  return row?.readThrough ?? undefined;
}

export async function setReadThrough(db: DbOrTx, orderId: string, signature: string): Promise<void> {
  await db.update(paymentWatches).set({ readThrough: signature }).where(eq(paymentWatches.orderId, orderId));
}
