// A creator's figures: for the creator's own dashboard (never a shopper's name, email or address:
// only dates, amounts and how each order came) and for the operator's list of creators. The money
// (pending, approved, paid, owed back) is read from the money record (./earnings.server.ts).
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { creatorClickDays, creatorCommissions, creators } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { creatorEarnings, earningsByCreator } from "./earnings.server";
import { listPayouts } from "./payouts.server";

/** Per creator, from the commission table: orders brought (first orders, not renewals) and their revenue. */
const figures = {
  orders: sql<number>`count(*) filter (where ${creatorCommissions.source} <> 'renewal' and ${creatorCommissions.status} not in ('void', 'owed_back', 'recovered'))::int`,
  revenueCents: sql<number>`coalesce(sum(${creatorCommissions.baseCents}) filter (where ${creatorCommissions.status} not in ('void', 'owed_back', 'recovered')), 0)::int`,
};

const clicksOf = (db: DbOrTx) =>
  db
    .select({ creatorId: creatorClickDays.creatorId, clicks: sql<number>`sum(${creatorClickDays.clicks})::int` })
    .from(creatorClickDays)
    .groupBy(creatorClickDays.creatorId);

export function explorerTxUrl(signature: string): string {
  const cluster = getEnv().SOLANA_CLUSTER;
  const suffix = cluster === "mainnet-beta" ? "" : `?cluster=${cluster === "localnet" ? "custom" : cluster}`;
  return `https://explorer.solana.com/tx/${signature}${suffix}`;
}

export async function creatorDashboard(db: DbOrTx, creatorId: number) {
  const [totals] = await db.select(figures).from(creatorCommissions).where(eq(creatorCommissions.creatorId, creatorId));
  const [clicks] = await db
    .select({ clicks: sql<number>`coalesce(sum(${creatorClickDays.clicks}), 0)::int` })
    .from(creatorClickDays)
    .where(eq(creatorClickDays.creatorId, creatorId));
  const commissions = await db
    .select({
      id: creatorCommissions.id,
      createdAt: creatorCommissions.createdAt,
      source: creatorCommissions.source,
      baseCents: creatorCommissions.baseCents,
      amountCents: creatorCommissions.amountCents,
      status: creatorCommissions.status,
    })
    .from(creatorCommissions)
    .where(eq(creatorCommissions.creatorId, creatorId))
    .orderBy(desc(creatorCommissions.createdAt), desc(creatorCommissions.id))
    .limit(100);
  // The money: what the record says was earned, approved, reversed, paid out and recovered.
  const { pendingCents, approvedCents, paidCents, owedBackCents } = await creatorEarnings(db, creatorId);
  const payouts = (await listPayouts(db, creatorId)).map(({ payout }) => ({
    id: payout.id,
    createdAt: payout.createdAt.toISOString(),
    amountCents: payout.amountCents,
    method: payout.method,
    status: payout.status,
    txUrl: payout.txSignature ? explorerTxUrl(payout.txSignature) : null,
  }));
  const clickCount = clicks?.clicks ?? 0;
  const t = totals!;
  return {
    clicks: clickCount,
    ...t,
    pendingCents,
    approvedCents,
    paidCents,
    owedBackCents,
    conversion: clickCount > 0 ? t.orders / clickCount : null,
    commissions: commissions.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    payouts,
    refundWindowDays: getEnv().CREATOR_REFUND_WINDOW_DAYS,
  };
}

/** Every creator with its figures, for the operator. */
export async function listCreatorsWithFigures(db: DbOrTx) {
  const [rows, clicks, byCreator, earnings] = await Promise.all([
    db.select().from(creators).orderBy(desc(creators.createdAt), desc(creators.id)),
    clicksOf(db),
    db
      .select({ creatorId: creatorCommissions.creatorId, ...figures })
      .from(creatorCommissions)
      .groupBy(creatorCommissions.creatorId),
    earningsByCreator(db),
  ]);
  return rows.map((creator) => {
    const f = byCreator.find((r) => r.creatorId === creator.id);
    const e = earnings.get(creator.id);
    return {
      creator,
      clicks: clicks.find((r) => r.creatorId === creator.id)?.clicks ?? 0,
      orders: f?.orders ?? 0,
      revenueCents: f?.revenueCents ?? 0,
      // Owed: commission earned (its order paid), waiting out the refund window or approved; an
      // order not paid yet may never be, and the record holds nothing of it.
      owedCents: e ? e.pendingCents + e.approvedCents : 0,
      paidCents: e?.paidCents ?? 0,
      owedBackCents: e?.owedBackCents ?? 0,
    };
  });
}
