// Tax owed becomes tax filed: a paid order's calculation is recorded at Stripe as a tax
// transaction, and a refund reverses it (in full, or the refunded part). The order's listeners
// queue a job in the transition's transaction; the job calls Stripe outside it, retried until it
// succeeds, with a reference unique at Stripe and an idempotency key, so each is recorded once.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orders, taxRecords } from "~/db/schema";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { getTaxConfig } from "./config.server";

export const TAX_TRANSACTION_JOB = "tax.record-transaction";
export const TAX_REVERSAL_JOB = "tax.reverse";

async function taxedOrder(db: DbOrTx, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      taxCalculationId: orders.taxCalculationId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.taxCalculationId ? order : null;
}

/** Listener of paid: an order taxed by Stripe Tax gets its transaction recorded. */
export async function queueTaxTransaction(tx: DbOrTx, orderId: string): Promise<void> {
  if (!(await taxedOrder(tx, orderId))) return;
  await enqueueJob(tx, TAX_TRANSACTION_JOB, { orderId }, { key: orderId });
}

/**
 * Reverses a taxed order's transaction. Without `refundedCents` the whole order (the refunded
 * listener); with it, that part of the total, tax included (a partial refund). `refundKey` names
 * the partial refund, so the same refund reported twice reverses once.
 */
export async function queueTaxReversal(
  tx: DbOrTx,
  orderId: string,
  part?: { refundedCents: number; refundKey: string },
): Promise<void> {
  const order = await taxedOrder(tx, orderId);
  if (!order || (part && part.refundedCents <= 0)) return;
  // Unique across the account's tax transactions, as Stripe asks (e.g. NAVA-100042-refund-re_…).
  const reference = `${order.number}-refund-${part ? part.refundKey : "full"}`;
  await enqueueJob(
    tx,
    TAX_REVERSAL_JOB,
    { orderId, refundedCents: part?.refundedCents ?? null, reference },
    { key: reference },
  );
}

async function recorded(db: DbOrTx, orderId: string, kind: "transaction" | "reversal") {
  return db
    .select()
    .from(taxRecords)
    .where(and(eq(taxRecords.orderId, orderId), eq(taxRecords.kind, kind)));
}

defineJob<{ orderId: string }>(TAX_TRANSACTION_JOB, async ({ db, payload }) => {
  const order = await taxedOrder(db, payload.orderId);
  const config = getTaxConfig();
  if (!order || !config) return;
  if ((await recorded(db, order.id, "transaction")).length > 0) return;
  const transaction = await config.stripe.tax.transactions.createFromCalculation(
    { calculation: order.taxCalculationId!, reference: order.number, metadata: { order_id: order.id } },
    { idempotencyKey: `nava-tax-transaction-${order.id}` },
  );
  await db
    .insert(taxRecords)
    .values({
      orderId: order.id,
      kind: "transaction",
      reference: order.number,
      stripeId: transaction.id,
      amountCents: order.totalCents,
    })
    .onConflictDoNothing();
});

defineJob<{ orderId: string; refundedCents: number | null; reference: string }>(
  TAX_REVERSAL_JOB,
  async ({ db, payload }) => {
    const order = await taxedOrder(db, payload.orderId);
    const config = getTaxConfig();
    if (!order || !config) return;
    const { reference } = payload;
    const [done] = await db.select({ id: taxRecords.id }).from(taxRecords).where(eq(taxRecords.reference, reference));
    if (done) return;
    const [original] = await recorded(db, order.id, "transaction");
    // The transaction is recorded by its own job; until then this one waits (a retry).
    if (!original) throw new Error(`order ${order.number} has no tax transaction to reverse yet`);
    const [{ reversed }] = await db
      .select({ reversed: sql<number>`coalesce(-sum(${taxRecords.amountCents}), 0)`.mapWith(Number) })
      .from(taxRecords)
      .where(and(eq(taxRecords.orderId, order.id), eq(taxRecords.kind, "reversal")));
    const left = order.totalCents - reversed;
    const amount = Math.min(payload.refundedCents ?? left, left);
    if (amount <= 0) return;
    // Stripe takes a full reversal only of a transaction nothing was reversed from yet.
    const full = amount === order.totalCents;
    const reversal = await config.stripe.tax.transactions.createReversal(
      {
        mode: full ? "full" : "partial",
        original_transaction: original.stripeId,
        reference,
        ...(full ? {} : { flat_amount: -amount }),
        metadata: { order_id: order.id },
      },
      { idempotencyKey: `nava-tax-reversal-${reference}` },
    );
    await db
      .insert(taxRecords)
      .values({ orderId: order.id, kind: "reversal", reference, stripeId: reversal.id, amountCents: -amount })
      .onConflictDoNothing();
  },
);
