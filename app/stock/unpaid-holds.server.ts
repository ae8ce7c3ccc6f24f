// What unpaid orders may hold (docs/decisions/0030-unpaid-orders-hold-bags-for-minutes.md): an
// order placed at checkout holds its bags for minutes, not for its payment deadline, and one client
// (its address, its email or its wallet) holds at most a few bags in all its unpaid orders. A
// payment that arrives after the hold ended takes the bags again if any are left; if they are gone,
// the payment's flow cancels the order and the payment goes back.
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { unpaidHoldLimits } from "~/content/stock";
import { stockCopy } from "~/content/stock";
import { orders, stockHolds } from "~/db/schema";
import type { Db, DbOrTx, Tx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { normalizedEmailSql, normalizeEmail } from "~/utils/normalize-email";
import { productName, readStocks, returnBags, takeBags, type HoldTerms } from "./stock.server";

/** A placing client: its address (as the rate limits see it; "" when unknown), email and wallet. */
export interface PlacingClient {
  address: string;
  email: string;
  wallet: string | null;
}

/** The key a hold records for its client: the address hashed; "-" when the address is unknown. */
export function clientKeyOf(address: string): string {
  return address ? createHash("sha256").update(`unpaid-holds:${address}`).digest("hex") : "-";
}

/** Bags in every unpaid order placed at checkout by this address, this email or this wallet. */
export async function unpaidBagsOf(db: DbOrTx, client: PlacingClient): Promise<number> {
  const key = clientKeyOf(client.address);
  const [row] = await db
    .select({ bags: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
    .from(stockHolds)
    .innerJoin(orders, eq(orders.id, stockHolds.orderId))
    .where(
      and(
        eq(orders.status, "pending_payment"),
        // Renewals hold without a client: the subscriber's renewals are not orders they placed.
        sql`${stockHolds.clientKey} is not null`,
        or(
          client.address ? eq(stockHolds.clientKey, key) : undefined,
          sql`${normalizedEmailSql(orders.email)} = ${normalizeEmail(client.email)}`,
          client.wallet ? eq(orders.wallet, client.wallet) : undefined,
        ),
      ),
    );
  return row?.bags ?? 0;
}

/**
 * At placement, before the bags are taken and after the customer's lock (app/orders): why this
 * client may not hold these bags unpaid, or null. The address is locked too, so two checkouts from
 * one address cannot both fit under the cap.
 */
export async function unpaidCapRefusal(
  tx: Tx,
  client: PlacingClient,
  lines: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<string | null> {
  const counted = await readStocks(
    tx,
    lines.map((l) => l.productId),
  );
  const bags = lines.filter((l) => counted.has(l.productId)).reduce((n, l) => n + l.quantity, 0);
  if (bags === 0) return null;
  const max = unpaidHoldLimits.MAX_UNPAID_BAGS;
  if (client.address)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-holds:${clientKeyOf(client.address)}`}))`);
  const held = await unpaidBagsOf(tx, client);
  return held + bags > max ? stockCopy.unpaidCap(max, held) : null;
}

/** How an order placed now holds its bags. */
export function placementHoldTerms(address: string): HoldTerms {
  return {
    expiresAt: new Date(now().getTime() + unpaidHoldLimits.HOLD_MINUTES * 60_000),
    clientKey: clientKeyOf(address),
  };
}

/** When the order's hold ends (null: held until paid or cancelled, or nothing held), and whether it ended. */
export async function orderHold(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ releasedAt: stockHolds.releasedAt, expiresAt: stockHolds.expiresAt })
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId));
  if (rows.length === 0) return null;
  const released = rows.every((r) => r.releasedAt !== null);
  const until = rows.map((r) => r.expiresAt).find((at) => at !== null) ?? null;
  return { released, until };
}

/** Gives back the bags of one unpaid order whose hold has ended (once; a payment first keeps them). */
async function releaseExpiredHold(tx: DbOrTx, orderId: string): Promise<number> {
  const released = await tx
    .update(stockHolds)
    .set({ releasedAt: now() })
    .where(
      and(
        eq(stockHolds.orderId, orderId),
        isNull(stockHolds.releasedAt),
        lte(stockHolds.expiresAt, now()),
        inArray(
          stockHolds.orderId,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment"))),
        ),
      ),
    )
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
  for (const { productId, quantity } of released) await returnBags(tx, productId, quantity);
  return released.length;
}

/** The minute's sweep: every unpaid order whose hold ended gives its bags back. Returns how many orders. */
export async function releaseExpiredHolds(db: Db, limit = 200): Promise<number> {
  const due = await db
    .selectDistinct({ orderId: stockHolds.orderId })
    .from(stockHolds)
    .where(and(isNull(stockHolds.releasedAt), lte(stockHolds.expiresAt, now())))
    .limit(limit);
  let orderCount = 0;
  for (const { orderId } of due) {
    if ((await db.transaction((tx) => releaseExpiredHold(tx, orderId))) > 0) orderCount += 1;
  }
  return orderCount;
}

class GoneAtPayment extends Error {
  constructor(readonly productName: string) {
    super(productName);
  }
}

/** The product an order's ended hold cannot take again now (fewer left than it asks), or null. */
async function goneProduct(tx: Tx, orderId: string): Promise<string | null> {
  const holds = await tx
    .select({ productId: stockHolds.productId, quantity: stockHolds.quantity, releasedAt: stockHolds.releasedAt })
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId));
  if (holds.length === 0 || holds.some((h) => h.releasedAt === null)) return null;
  const levels = await readStocks(
    tx,
    holds.map((h) => h.productId),
  );
  const short = holds.find((h) => (levels.get(h.productId)?.available ?? Infinity) < h.quantity);
  return short ? productName(tx, short.productId) : null;
}

export type HoldResult = { ok: true } | { ok: false; productName: string };

/**
 * In the order's transaction: the bags still held are held until `until` (null: until shipped or
 * cancelled; a hold is never shortened); a hold that ended takes its bags again, all or none, held
 * until `until`. `ok: false` names the product that is gone; nothing is taken then.
 */
async function keepOrTakeAgain(tx: Tx, orderId: string, until: Date | null): Promise<HoldResult> {
  const kept = await tx
    .update(stockHolds)
    .set({
      expiresAt:
        until === null
          ? null
          : sql`case when ${stockHolds.expiresAt} is null then null else greatest(${stockHolds.expiresAt}, ${until.toISOString()}::timestamptz) end`,
    })
    .where(and(eq(stockHolds.orderId, orderId), isNull(stockHolds.releasedAt)))
    .returning({ productId: stockHolds.productId });
  if (kept.length > 0) return { ok: true };
  const released = await tx
    .select({ productId: stockHolds.productId, quantity: stockHolds.quantity })
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId));
  if (released.length === 0) return { ok: true };
  try {
    await tx.transaction(async (savepoint) => {
      for (const { productId, quantity } of released) {
        const taken = await takeBags(savepoint, productId, quantity);
        if (!taken.taken && taken.reason === "short") throw new GoneAtPayment(await productName(savepoint, productId));
      }
      await savepoint
        .update(stockHolds)
        .set({ releasedAt: null, expiresAt: until })
        .where(eq(stockHolds.orderId, orderId));
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof GoneAtPayment) return { ok: false, productName: error.productName };
    throw error;
  }
}

/**
 * A payment arrived for an unpaid order, in its transaction: bags still held stay held (until the
 * order ships); a hold that ended takes its bags again, all or none. `ok: false` names the product
 * that is gone: the order cannot be paid for and the payment goes back.
 */
export async function holdForPayment(
  tx: Tx,
  orderId: string,
): Promise<{ ok: true } | { ok: false; productName: string; message: string }> {
  const result = await keepOrTakeAgain(tx, orderId, null);
  return result.ok ? result : { ...result, message: stockCopy.soldOutAtPayment(result.productName) };
}

/**
 * A payment is under way for an unpaid order (Stripe Checkout opened, a wallet asking for the
 * transaction): its bags are held until `until`, or longer if they already were; a hold that
 * ended takes its bags again if they are all left. Never beyond PAYING_HELD_AT_MOST_MINUTES after
 * placing (then nothing changes: a payment still takes what is left, or goes back). The client's
 * cap is unchanged (it counts unpaid orders, held or not). `ok: false`: the bags are gone, and
 * paying now would pay for nothing.
 */
export async function holdWhilePaying(db: Db, orderId: string, until: Date): Promise<HoldResult> {
  return db.transaction(async (tx) => {
    const [open] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (open?.status !== "pending_payment") return { ok: true };
    const [placed] = await tx
      .select({ at: sql<Date | string | null>`min(${stockHolds.createdAt})` })
      .from(stockHolds)
      .where(and(eq(stockHolds.orderId, orderId), sql`${stockHolds.clientKey} is not null`));
    // Renewals (no client) hold until paid anyway; an order placed at checkout is held a bounded time in all.
    if (!placed?.at) return { ok: true };
    const latest = new Date(new Date(placed.at).getTime() + unpaidHoldLimits.PAYING_HELD_AT_MOST_MINUTES * 60_000);
    const end = until < latest ? until : latest;
    if (end > now()) return keepOrTakeAgain(tx, orderId, end);
    // Held long enough: nothing is held again, but bags already gone are said before paying.
    const gone = await goneProduct(tx, orderId);
    return gone ? { ok: false, productName: gone } : { ok: true };
  });
}
