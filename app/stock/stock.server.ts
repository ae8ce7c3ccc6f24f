// Stock: bags for sale per counted product (docs/stock.md). An order holds its bags when it is
// placed (docs/decisions/0026-stock-held-at-placement.md): the one statement that takes them only
// takes them while enough are left, so two shoppers for the last bag cannot both have it, on
// PGlite or PostgreSQL. A cancelled (or expired) order gives them back once; a refund does not.
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { stockCopy } from "~/content/stock";
import type { Db, DbOrTx, Tx } from "~/db/types";
import { orderLines, orders, productStock, products, stockHeldRenewals, stockHolds } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { absoluteUrl } from "~/utils/links.server";
import { RENEW_JOB } from "~/utils/renew-job";
import { enqueueJob } from "~/jobs/scheduler.server";
import { getEnv } from "~/utils/env.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { stockStateOf, type StockLevel, type StockState } from "./state";
import { notifyWaitlist } from "./waitlist.server";

/** The product's level, or undefined when the store does not count it. */
export async function readStock(db: DbOrTx, productId: string): Promise<StockLevel | undefined> {
  const [row] = await db
    .select({ available: productStock.available, alertLevel: productStock.alertLevel })
    .from(productStock)
    .where(eq(productStock.productId, productId));
  return row;
}

export async function readStockState(db: DbOrTx, productId: string): Promise<StockState> {
  return stockStateOf(await readStock(db, productId));
}

/** An order asked for more bags than are left; thrown inside the savepoint to undo what it took. */
export class StockShortError extends Error {
  constructor(
    readonly productName: string,
    readonly available: number,
  ) {
    super(stockCopy.orderRefusal(productName, available));
  }
}

/**
 * Takes `quantity` bags if that many are left. "short" when fewer are (nothing taken),
 * "not_counted" for a product without stock.
 */
export async function takeBags(
  tx: DbOrTx,
  productId: string,
  quantity: number,
): Promise<{ taken: true; level: StockLevel } | { taken: false; reason: "short" | "not_counted"; available: number }> {
  const [level] = await tx
    .update(productStock)
    .set({ available: sql`${productStock.available} - ${quantity}`, updatedAt: now() })
    .where(and(eq(productStock.productId, productId), sql`${productStock.available} >= ${quantity}`))
    .returning({ available: productStock.available, alertLevel: productStock.alertLevel });
  if (level) {
    await afterChange(tx, productId, level.available + quantity, level);
    return { taken: true, level };
  }
  const current = await readStock(tx, productId);
  return { taken: false, reason: current ? "short" : "not_counted", available: current?.available ?? 0 };
}

/** Gives `quantity` bags back to a counted product. */
export async function returnBags(tx: DbOrTx, productId: string, quantity: number): Promise<void> {
  const [level] = await tx
    .update(productStock)
    .set({ available: sql`${productStock.available} + ${quantity}`, updatedAt: now() })
    .where(eq(productStock.productId, productId))
    .returning({ available: productStock.available, alertLevel: productStock.alertLevel });
  if (level) await afterChange(tx, productId, level.available - quantity, level);
}

/** How an unpaid order holds: until when (null: until paid or cancelled) and for which client. */
export interface HoldTerms {
  expiresAt: Date | null;
  clientKey: string | null;
}

export async function recordHold(
  tx: DbOrTx,
  orderId: string,
  productId: string,
  quantity: number,
  terms: HoldTerms = { expiresAt: null, clientKey: null },
): Promise<void> {
  await tx.insert(stockHolds).values({ orderId, productId, quantity, createdAt: now(), ...terms });
}

/** Sums an order's lines per product (a bag is a bag, subscribed or bought once). */
function bagsPerProduct(lines: ReadonlyArray<{ productId: string; name: string; quantity: number }>) {
  const per = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const entry = per.get(line.productId) ?? { name: line.name, quantity: 0 };
    entry.quantity += line.quantity;
    per.set(line.productId, entry);
  }
  return per;
}

/**
 * At placement, in the order's transaction and before the order is written: takes the bags of
 * every line, all or none (a savepoint), or says what is left. The holds are recorded once the
 * order exists (`recordHolds`).
 */
export async function takeOrderBags(
  tx: Tx,
  lines: ReadonlyArray<{ productId: string; name: string; quantity: number }>,
): Promise<{ ok: true; taken: TakenBags[] } | { ok: false; message: string }> {
  try {
    const taken = await tx.transaction(async (savepoint) => {
      const bags: TakenBags[] = [];
      for (const [productId, { name, quantity }] of bagsPerProduct(lines)) {
        const result = await takeBags(savepoint, productId, quantity);
        if (result.taken) bags.push({ productId, quantity });
        else if (result.reason === "short") throw new StockShortError(name, result.available);
      }
      return bags;
    });
    return { ok: true, taken };
  } catch (error) {
    if (error instanceof StockShortError) return { ok: false, message: error.message };
    throw error;
  }
}

export interface TakenBags {
  productId: string;
  quantity: number;
}

/** Bags taken for an order that was not written after all (its key was taken meanwhile). */
export async function giveBackBags(tx: DbOrTx, taken: ReadonlyArray<TakenBags>): Promise<void> {
  for (const { productId, quantity } of taken) await returnBags(tx, productId, quantity);
}

export async function recordHolds(
  tx: DbOrTx,
  orderId: string,
  taken: ReadonlyArray<TakenBags>,
  terms?: HoldTerms,
): Promise<void> {
  for (const { productId, quantity } of taken) await recordHold(tx, orderId, productId, quantity, terms);
}

/**
 * A paid order takes its bags: an order that still holds them keeps them (held until shipped now);
 * one that holds none (placed before the product was counted, or its hold ended and the payment
 * did not check first, as a card's) takes what is left, never refused, since it is paid for.
 */
export async function takePaidOrderStock(tx: DbOrTx, orderId: string): Promise<void> {
  const holds = await tx
    .update(stockHolds)
    .set({ expiresAt: null })
    .where(eq(stockHolds.orderId, orderId))
    .returning({ releasedAt: stockHolds.releasedAt });
  if (holds.some((h) => h.releasedAt === null)) return;
  if (holds.length > 0) await tx.delete(stockHolds).where(eq(stockHolds.orderId, orderId));
  const lines = await tx
    .select({ productId: orderLines.productId, name: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const [productId, { quantity }] of bagsPerProduct(lines)) {
    const [level] = await tx
      .update(productStock)
      .set({ available: sql`greatest(${productStock.available} - ${quantity}, 0)`, updatedAt: now() })
      .where(eq(productStock.productId, productId))
      .returning({ available: productStock.available, alertLevel: productStock.alertLevel });
    if (!level) continue;
    await recordHold(tx, orderId, productId, quantity);
    await afterChange(tx, productId, level.available + quantity, level);
  }
}

/** A cancelled or expired order gives its bags back, once. */
export async function releaseOrderStock(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await tx
    .update(stockHolds)
    .set({ releasedAt: now() })
    .where(and(eq(stockHolds.orderId, orderId), isNull(stockHolds.releasedAt)))
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
  for (const { productId, quantity } of released) await returnBags(tx, productId, quantity);
}

/**
 * Everything a change of bags for sale sets off: the kept product page redrawn when its state
 * changes, the operator's alert when the bags fall to the alert level (once per dip), and, when
 * bags come back, held renewals resumed and the waiting addresses emailed.
 */
async function afterChange(tx: DbOrTx, productId: string, before: number, after: StockLevel): Promise<void> {
  if (stockStateOf({ ...after, available: before }) !== stockStateOf(after)) keptPagesChanged();
  if (after.available <= after.alertLevel && after.available < before) await alertOperator(tx, productId, after);
  if (after.available > after.alertLevel) {
    await tx
      .update(productStock)
      .set({ alertedAt: null })
      .where(and(eq(productStock.productId, productId), sql`${productStock.alertedAt} is not null`));
  }
  if (after.available > before) {
    await resumeHeldRenewals(tx, productId);
    if (before <= 0) await notifyWaitlist(tx, productId);
  }
}

/**
 * The kept /product is forgotten now and once more shortly after: the change commits after this
 * runs, and a page drawn in between would still show the old state.
 */
function keptPagesChanged(): void {
  sharedPagesChanged();
  setTimeout(sharedPagesChanged, 1_000).unref();
}

export async function productName(tx: DbOrTx, productId: string): Promise<string> {
  const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? productId;
}

/** Whether the store sells `productId` now (an active product): only those have a waiting list. */
export async function isOnSale(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return row !== undefined;
}

async function alertOperator(tx: DbOrTx, productId: string, level: StockLevel): Promise<void> {
  const [claimed] = await tx
    .update(productStock)
    .set({ alertedAt: now() })
    .where(and(eq(productStock.productId, productId), isNull(productStock.alertedAt)))
    .returning({ at: productStock.alertedAt });
  const to = getEnv().OPERATOR_EMAIL;
  if (!claimed || !to) return;
  const copy = stockCopy.emails.lowStock({
    product: await productName(tx, productId),
    ...level,
    consoleUrl: absoluteUrl("/admin/stock"),
  });
  await queueEmail(tx, { to, ...copy, kind: "stock.alert", key: `stock-alert:${productId}:${claimed.at!.getTime()}` });
}

/** The console's figures: every product, its level if counted, and the bags unpaid orders hold. */
/** Bags of `productId` in orders paid since `since` (refunded ones too: the bags left the shelf). */
export async function bagsPaidSince(db: DbOrTx, productId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ bags: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), gte(orders.paidAt, since)));
  return row?.bags ?? 0;
}

export async function listStock(db: DbOrTx) {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      available: productStock.available,
      alertLevel: productStock.alertLevel,
      held: sql<number>`coalesce((select sum(h.quantity) from ${stockHolds} h join orders o on o.id = h.order_id
        where h.product_id = ${products.id} and h.released_at is null and o.status = 'pending_payment'), 0)::int`,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.active, true))
    .orderBy(products.name);
  return rows.map((row) => ({
    ...row,
    counted: row.available !== null,
    state: row.available === null ? null : stockStateOf({ available: row.available, alertLevel: row.alertLevel! }),
  }));
}

export type SetStockResult =
  { ok: true; level: StockLevel } | { ok: false; reason: "product" | "changed"; available?: number };

/**
 * The operator's figure. `expected` is the count the form showed: when orders moved it since, the
 * save is refused rather than overwriting bags they took.
 */
export async function setStock(
  db: Db,
  input: { productId: string; available: number; alertLevel: number; expected: number | null },
  actor: string,
): Promise<SetStockResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
    if (!product) return { ok: false, reason: "product" } as const;
    const [current] = await tx
      .select({ available: productStock.available, alertLevel: productStock.alertLevel })
      .from(productStock)
      .where(eq(productStock.productId, input.productId))
      .for("update");
    if ((current?.available ?? null) !== input.expected)
      return { ok: false, reason: "changed", available: current?.available ?? 0 } as const;
    const level = { available: input.available, alertLevel: input.alertLevel };
    await tx
      .insert(productStock)
      .values({ productId: input.productId, ...level, updatedAt: now() })
      .onConflictDoUpdate({ target: productStock.productId, set: { ...level, updatedAt: now() } });
    // A product counted for the first time: it was "in stock" before.
    const before = current ? current.available : Math.max(level.available, level.alertLevel + 1);
    await afterChange(tx, input.productId, before, level);
    if (current && current.alertLevel !== level.alertLevel && stockStateOf(current) !== stockStateOf(level))
      keptPagesChanged();
    await recordAudit(tx, {
      actor,
      action: "stock.set",
      target: `product:${input.productId}`,
      detail: { from: current ?? null, to: level },
    });
    return { ok: true, level } as const;
  });
}

/** The counted levels of these products (absent: not counted). */
export async function readStocks(db: DbOrTx, productIds: string[]): Promise<Map<string, StockLevel>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productStock.productId,
      available: productStock.available,
      alertLevel: productStock.alertLevel,
    })
    .from(productStock)
    .where(inArray(productStock.productId, productIds));
  return new Map(rows.map(({ productId, ...level }) => [productId, level]));
}

/** Bags came back: every held renewal of the product runs again (it stays held if still short). */
export async function resumeHeldRenewals(tx: DbOrTx, productId: string): Promise<void> {
  const held = await tx
    .select({ subscriptionId: stockHeldRenewals.subscriptionId, period: stockHeldRenewals.period })
    .from(stockHeldRenewals)
    .where(eq(stockHeldRenewals.productId, productId))
    .orderBy(stockHeldRenewals.heldAt);
  const at = now().getTime();
  for (const { subscriptionId, period } of held) {
    await enqueueJob(tx, RENEW_JOB, { subscriptionId }, { key: `${subscriptionId}:${period}:restock:${at}` });
  }
}
