// A payout paid (outside the store or on chain) in the money record: the commissions it paid and,
// apart, what it took back of commission owed back, each dated when the payout was paid. The
// payout's cash is the two together (paid less recovered).
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { creatorCommissions, type creatorPayouts } from "~/db/schema";
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
