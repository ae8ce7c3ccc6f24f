// Payouts: each creator's approved commission, less anything owed back, becomes one payout per
// period once it reaches CREATOR_PAYOUT_MINIMUM_CENTS: on the 1st of each month by the scheduler,
// or when the operator asks. A payout goes in USDC to the creator's wallet through the store's
// on-chain sender (app/creators/usdc-payouts.server.ts) when the brand's payout account is set;
// otherwise it is paid outside the store and the operator marks it paid with its reference.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { toCsv } from "~/utils/csv";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers, creatorCommissions, creatorPayouts, creators } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { payoutSigner, recordPayoutTransfer } from "./usdc-payouts.server";

export type PayoutRow = typeof creatorPayouts.$inferSelect;

/** The monthly run's period: the month it runs in, "2026-12". */
export const monthPeriod = (at: Date) => at.toISOString().slice(0, 7);

/**
 * Makes the period's payout of one creator, in one transaction: the approved commissions become
 * paid and the owed-back ones recovered, in the payout. Null when under the minimum or already made.
 */
async function payOutCreator(db: Db, creatorId: number, period: string, actor: string): Promise<PayoutRow | null> {
  const [creator] = await db.select({ wallet: creators.wallet }).from(creators).where(eq(creators.id, creatorId));
  // In USDC to the creator's wallet when the brand's payout account is set; else outside the store.
  const signer = creator?.wallet ? await payoutSigner() : null;
  return db.transaction(async (tx) => {
    const open = await tx
      .select({
        id: creatorCommissions.id,
        status: creatorCommissions.status,
        amountCents: creatorCommissions.amountCents,
      })
      .from(creatorCommissions)
      .where(
        and(eq(creatorCommissions.creatorId, creatorId), inArray(creatorCommissions.status, ["approved", "owed_back"])),
      )
      .for("update");
    const sum = (status: string) => open.filter((c) => c.status === status).reduce((n, c) => n + c.amountCents, 0);
    const net = sum("approved") - sum("owed_back");
    if (net <= 0 || net < getEnv().CREATOR_PAYOUT_MINIMUM_CENTS) return null;
    const [payout] = await tx
      .insert(creatorPayouts)
      .values({ creatorId, period, amountCents: net, method: signer ? "usdc" : "outside", createdBy: actor })
      .onConflictDoNothing()
      .returning();
    if (!payout) return null;
    if (signer && creator?.wallet)
      await recordPayoutTransfer(tx, { payoutId: payout.id, amountCents: net, wallet: creator.wallet, signer });
    const ids = (status: string) => open.filter((c) => c.status === status).map((c) => c.id);
    if (ids("approved").length > 0)
      await tx
        .update(creatorCommissions)
        .set({ status: "paid", payoutId: payout.id })
        .where(inArray(creatorCommissions.id, ids("approved")));
    if (ids("owed_back").length > 0)
      await tx
        .update(creatorCommissions)
        .set({ status: "recovered", recoveredInPayoutId: payout.id })
        .where(inArray(creatorCommissions.id, ids("owed_back")));
    await recordAudit(tx, {
      actor,
      action: "payout.created",
      target: `creator:${creatorId}`,
      detail: { payoutId: payout.id, period, amountCents: net, recoveredCents: sum("owed_back") },
    });
    return payout;
  });
}

/** Every creator's payout for `period`; returns the payouts made. */
export async function runPayouts(db: Db, { period, actor }: { period: string; actor: string }): Promise<PayoutRow[]> {
  const due = await db
    .selectDistinct({ creatorId: creatorCommissions.creatorId })
    .from(creatorCommissions)
    .where(eq(creatorCommissions.status, "approved"))
    .orderBy(asc(creatorCommissions.creatorId));
  const made: PayoutRow[] = [];
  for (const { creatorId } of due) {
    const payout = await payOutCreator(db, creatorId, period, actor);
    if (payout) made.push(payout);
  }
  return made;
}

export async function listPayouts(db: DbOrTx, creatorId?: number) {
  return db
    .select({
      payout: creatorPayouts,
      code: creators.code,
      name: creators.name,
      wallet: creators.wallet,
      /** The USDC transfer's state (open, sent, confirmed, failed), for a payout in USDC. */
      transferStatus: chainTransfers.status,
    })
    .from(creatorPayouts)
    .innerJoin(creators, eq(creators.id, creatorPayouts.creatorId))
    .leftJoin(chainTransfers, eq(chainTransfers.key, sql`'creator-payout:' || ${creatorPayouts.id}`))
    .where(creatorId === undefined ? undefined : eq(creatorPayouts.creatorId, creatorId))
    .orderBy(desc(creatorPayouts.createdAt), desc(creatorPayouts.id));
}

/** The payouts for the accountant: one row per payout, amounts in dollars. */
export async function payoutsCsv(db: DbOrTx): Promise<string> {
  const rows = await listPayouts(db);
  return toCsv([
    [
      "payout_id",
      "created_at",
      "period",
      "creator",
      "code",
      "amount_usd",
      "method",
      "status",
      "paid_at",
      "wallet",
      "reference",
      "tx_signature",
    ],
    ...rows.map(({ payout: p, name, code, wallet }) => [
      p.id,
      p.createdAt.toISOString(),
      p.period,
      name,
      code,
      (p.amountCents / 100).toFixed(2),
      p.method,
      p.status,
      p.paidAt?.toISOString() ?? "",
      wallet ?? "",
      p.reference ?? "",
      p.txSignature ?? "",
    ]),
  ]);
}
