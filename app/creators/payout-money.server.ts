// A payout paid (outside the store or on chain) in the money record: the commission paid out.
import type { DbOrTx } from "~/db/types";
import type { creatorPayouts } from "~/db/schema";
import { recordMoney } from "~/money/record.server";

/** The money record's side of a payout: the commission paid out, by its method, with its reference. */
export async function recordPayoutPaid(db: DbOrTx, payout: typeof creatorPayouts.$inferSelect, actor: string) {
  await recordMoney(db, [
    {
      key: `payout:${payout.id}:paid`,
      kind: "commission_paid",
      amountCents: -payout.amountCents,
      at: payout.paidAt ?? undefined,
      method: payout.method,
      reference: payout.txSignature ?? payout.reference,
      note: payout.period,
      creatorId: payout.creatorId,
      actor,
    },
  ]);
}
