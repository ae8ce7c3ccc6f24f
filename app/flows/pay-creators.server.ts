// Paying creators: a payout paid outside the store (the operator's record) or on chain (its
// transfer confirmed) is paid in the creators domain and, in the same transaction, written to the
// money record: the commissions it paid and, apart, what it took back of commission owed back,
// each dated when the payout was paid. The payout's cash is the two together (paid less
// recovered). Importing this module defines the payout transfers' purpose for the settle job.
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { defineTransferPurpose } from "~/chain/sender.server";
import { payoutSigner, payoutTransfer, payoutTransferSettled, PAYOUT_PURPOSE } from "~/creators/usdc-payouts.server";
import type { Db, DbOrTx } from "~/db/types";
import { creatorCommissions, creatorPayouts } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { recordMoney } from "~/money/record.server";

/** The commissions a payout paid and the owed-back commission it recovered, in cents. */
export async function payoutParts(db: DbOrTx, payoutId: number) {
  const sumOf = (column: typeof creatorCommissions.payoutId | typeof creatorCommissions.recoveredInPayoutId) =>
    db
      .select({ cents: sql<number>`coalesce(sum(${creatorCommissions.amountCents}), 0)::int` })
      .from(creatorCommissions)
      .where(eq(column, payoutId));
  const [[paid], [recovered]] = await Promise.all([
    sumOf(creatorCommissions.payoutId),
    sumOf(creatorCommissions.recoveredInPayoutId),
  ]);
  return { paidCents: Number(paid!.cents), recoveredCents: Number(recovered!.cents) };
}

/** The money record's side of a payout: the commission paid out and the commission recovered, by its method, with its reference. */
export async function recordPayoutPaid(db: DbOrTx, payout: typeof creatorPayouts.$inferSelect, actor: string) {
  const parts = await payoutParts(db, payout.id);
  // A payout always nets its parts; should its commissions be unknown, its amount is what it paid.
  const paidCents =
    parts.paidCents - parts.recoveredCents === payout.amountCents ? parts.paidCents : payout.amountCents;
  const recoveredCents = paidCents - payout.amountCents;
  const common = {
    at: payout.paidAt ?? undefined,
    method: payout.method,
    reference: payout.txSignature ?? payout.reference,
    note: payout.period,
    creatorId: payout.creatorId,
    actor,
  };
  await recordMoney(db, [
    { key: `payout:${payout.id}:paid`, kind: "commission_paid", amountCents: -paidCents, ...common },
    { key: `payout:${payout.id}:recovered`, kind: "commission_recovered", amountCents: recoveredCents, ...common },
  ]);
}

/** The operator's record that a payout was paid outside the store (bank, PayPal…). */
export async function markPayoutPaid(
  db: Db,
  { payoutId, reference, actor }: { payoutId: number; reference: string; actor: string },
): Promise<"ok" | "not_found" | "already_paid" | "on_chain"> {
  // A payout whose USDC transfer is under way or landed is paid by it, never a second time outside.
  const transfer = await payoutTransfer(db, payoutId);
  if (transfer && transfer.status !== "failed") return "on_chain";
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(creatorPayouts)
      .set({ status: "paid", reference, paidAt: now() })
      .where(and(eq(creatorPayouts.id, payoutId), eq(creatorPayouts.status, "due")))
      .returning();
    if (!paid) {
      const [exists] = await tx
        .select({ id: creatorPayouts.id })
        .from(creatorPayouts)
        .where(eq(creatorPayouts.id, payoutId));
      return exists ? "already_paid" : "not_found";
    }
    await recordPayoutPaid(tx, paid, actor);
    await recordAudit(tx, {
      actor,
      action: "payout.marked_paid",
      target: `creator:${paid.creatorId}`,
      detail: { payoutId, reference, amountCents: paid.amountCents },
    });
    return "ok";
  });
}

defineTransferPurpose(PAYOUT_PURPOSE, {
  signer: payoutSigner,
  onSettled: async (tx, transfer) => {
    const paid = await payoutTransferSettled(tx, transfer);
    if (paid) await recordPayoutPaid(tx, paid, "system:chain");
  },
});
