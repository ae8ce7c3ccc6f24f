// The console's rewards ledger: totals per wallet, the export for the token distribution,
// and marking a batch distributed.
import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import { rewardsCopy as t } from "~/content/admin";
import { isSolanaSignature } from "~/creators/base58";
import type { Db, DbOrTx } from "~/db/types";
import {
  distributeRewards,
  getRewardTotalsByWallet,
  getUndistributedByWallet,
  listDistributions,
  type RewardStatus,
} from "~/rewards/ledger.server";
import { alertIfPoolShort, sendEveryDueBalance } from "~/flows/claim-rewards.server";
import { owedToHolders } from "~/rewards/claims.server";
import { getRewardPool, getRewardSettings, readPoolState, updateRewardSettings } from "~/rewards/pool.server";
import { logger } from "~/utils/logger.server";
import { toCsv } from "~/utils/csv";
import { confirmationMissing } from "./route-helpers.server";

export interface WalletTotals extends Record<RewardStatus, number> {
  wallet: string;
  entries: number;
}

export interface PoolOverview {
  configured: boolean;
  /** Why the pool's key did not load (never the key). */
  keyError: string | null;
  authority: string | null;
  mint: string | null;
  /** Whole NPX in the pool; null when the chain could not be read. */
  balanceNpx: number | null;
  owedNpx: number;
}

/** The pool's balance against the NPX owed to holders; tells the operator when it falls short. */
async function getPoolOverview(db: DbOrTx): Promise<PoolOverview> {
  const owedNpx = await owedToHolders(db);
  let keyError: string | null = null;
  const pool = await getRewardPool().catch((error: unknown) => {
    keyError = error instanceof Error ? error.message : "the key did not load";
    return null;
  });
  if (!pool) return { configured: false, keyError, authority: null, mint: null, balanceNpx: null, owedNpx };
  const state = await readPoolState(pool).catch((error: unknown) => {
    logger.warn({ err: error }, "the reward pool's balance could not be read");
    return null;
  });
  if (state) await alertIfPoolShort(db, { balanceNpx: state.balanceNpx, owedNpx });
  return {
    configured: true,
    keyError: null,
    authority: pool.authority,
    mint: pool.mint,
    balanceNpx: state?.balanceNpx ?? null,
    owedNpx,
  };
}

export async function getRewardsOverview(db: DbOrTx) {
  const [totals, undistributed, distributions, pool, settings] = await Promise.all([
    getRewardTotalsByWallet(db),
    getUndistributedByWallet(db),
    listDistributions(db),
    getPoolOverview(db),
    getRewardSettings(db),
  ]);
  const byWallet = new Map<string, WalletTotals>();
  for (const row of totals) {
    const w = byWallet.get(row.wallet) ?? {
      wallet: row.wallet,
      pending: 0,
      earned: 0,
      distributed: 0,
      void: 0,
      entries: 0,
    };
    w[row.status] += row.amountNpx;
    w.entries += row.entries;
    byWallet.set(row.wallet, w);
  }
  return { totals: [...byWallet.values()], undistributed, distributions, pool, settings };
}

/** The earned, undistributed rewards as CSV; the export itself goes into the audit log. */
export async function exportUndistributedCsv(db: Db, actor: string) {
  const batches = await getUndistributedByWallet(db);
  const csv = toCsv([
    t.csvHeader,
    ...batches.map((b) => [b.wallet, b.amountNpx, b.entryIds.join(" "), b.orderNumbers.join(" ")]),
  ]);
  await recordAudit(db, {
    actor,
    action: "rewards.exported",
    target: "rewards:undistributed",
    detail: { wallets: batches.length, totalNpx: batches.reduce((n, b) => n + b.amountNpx, 0) },
  });
  return csv;
}

const entryIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((v) => v.split(",").map(Number));

const DistributeSchema = z.object({
  txSignature: z.string().trim().refine(isSolanaSignature, t.errors.signature),
  batch: z.array(entryIdList, { error: t.errors.none }).min(1, t.errors.none).max(10_000, t.errors.none),
});

export type DistributeActionData = { ok: boolean; message: string; field?: "txSignature" | "batch" };

export async function runDistributeAction(db: Db, form: FormData, actor: string) {
  const parsed = DistributeSchema.safeParse({
    txSignature: form.get("txSignature") ?? "",
    batch: form.getAll("batch"),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "txSignature" ? "txSignature" : "batch";
    return data<DistributeActionData>(
      { ok: false, message: field === "batch" ? t.errors.none : issue.message, field },
      { status: 400 },
    );
  }
  const result = await distributeRewards(db, {
    entryIds: parsed.data.batch.flat(),
    txSignature: parsed.data.txSignature,
    actor,
  });
  if (result.ok)
    return data<DistributeActionData>({
      ok: true,
      message: t.done(result.totalNpx, result.entries, result.distributionId),
    });
  if (result.reason === "signature_used")
    return data<DistributeActionData>(
      { ok: false, message: t.errors.used(result.distributionId), field: "txSignature" },
      { status: 409 },
    );
  if (result.reason === "changed")
    return data<DistributeActionData>({ ok: false, message: t.errors.changed, field: "batch" }, { status: 409 });
  return data<DistributeActionData>({ ok: false, message: t.errors.none, field: "batch" }, { status: 400 });
}

const npxLimit = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message);

const SettingsSchema = z.object({
  minClaimNpx: npxLimit(t.errors.limit),
  dailyCapNpx: npxLimit(t.errors.limit),
  claimsPaused: z.boolean(),
});

/** The console's rewards forms: the claim limits, the batch send, and marking an outside transfer. */
export async function runRewardsAction(db: Db, form: FormData, actor: string) {
  const intent = form.get("intent");
  if (intent === "settings") {
    const parsed = SettingsSchema.safeParse({
      minClaimNpx: form.get("minClaimNpx") ?? "",
      dailyCapNpx: form.get("dailyCapNpx") ?? "",
      claimsPaused: form.get("claimsPaused") === "on",
    });
    if (!parsed.success) return data<DistributeActionData>({ ok: false, message: t.errors.limit }, { status: 400 });
    await db.transaction((tx) => updateRewardSettings(tx, parsed.data, actor));
    return data<DistributeActionData>({ ok: true, message: t.settingsSaved });
  }
  // NPX sent, or a batch recorded as sent, cannot be taken back: the operator ticks first.
  const unconfirmed = confirmationMissing<DistributeActionData>(form, ["send-all", null]);
  if (unconfirmed) return unconfirmed;
  if (intent === "send-all") {
    if (!(await getRewardPool().catch(() => null)))
      return data<DistributeActionData>({ ok: false, message: t.errors.noPool }, { status: 409 });
    const results = await sendEveryDueBalance(db, actor);
    const sent = results.filter((r) => r.result.ok);
    const totalNpx = sent.reduce((n, r) => n + (r.result.ok ? r.result.totalNpx : 0), 0);
    const refused = results.length - sent.length;
    return data<DistributeActionData>({ ok: refused === 0, message: t.sentAll(totalNpx, sent.length, refused) });
  }
  return runDistributeAction(db, form, actor);
}
