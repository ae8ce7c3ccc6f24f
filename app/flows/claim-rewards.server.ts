// A holder's claim as the store makes it: the rewards ledger records and sends it, and when the
// pool holds less than holders are owed the operator is told (the store's operator alerts,
// app/ops/alerts.server.ts) once per shortage, again only after the pool covered what is owed.
import { operatorAlertCopy } from "~/content/operator-alerts";
import type { Db, DbOrTx } from "~/db/types";
import { clearAlert, raiseAlert } from "~/ops/alerts.server";
import { sendClaim, sendDueBalances, type ClaimOptions, type PoolShortage } from "~/rewards/claims.server";

/** The operator alert open while the pool holds less than holders are owed. */
export const POOL_SHORT_ALERT = "reward-pool-short";

/**
 * Tells the operator that the pool holds less than the NPX owed, once per shortage. A balance that
 * covers clears the shortage. Returns true when an email was queued.
 */
export async function alertIfPoolShort(db: DbOrTx, { balanceNpx, owedNpx }: PoolShortage) {
  if (balanceNpx >= owedNpx) {
    await clearAlert(db, POOL_SHORT_ALERT);
    return false;
  }
  return raiseAlert(db, POOL_SHORT_ALERT, {
    ...operatorAlertCopy.poolShort(balanceNpx, owedNpx),
    kind: "rewards.pool-short",
  });
}

/** Claims `wallet`'s earned NPX (app/rewards/claims.server.ts), the operator told if the pool is short. */
export function claimRewards(db: Db, wallet: string, options: Omit<ClaimOptions, "onPoolShort"> = {}) {
  return sendClaim(db, wallet, { ...options, onPoolShort: alertIfPoolShort });
}

/** The console's batch: every wallet's due balance claimed by `operator`, the pool watched the same way. */
export function sendEveryDueBalance(db: Db, operator: string, options: Pick<ClaimOptions, "rpc"> = {}) {
  return sendDueBalances(db, operator, { ...options, onPoolShort: alertIfPoolShort });
}
