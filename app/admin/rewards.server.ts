// The console's rewards ledger: totals per wallet, the export for the token distribution,
// and marking a batch distributed.
import { data } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import { rewardsCopy as t } from "~/content/admin";
import { isSolanaSignature } from "~/creators/base58";
import type { Db, DbOrTx } from "~/db/client.server";
import {
  distributeRewards,
  getRewardTotalsByWallet,
  getUndistributedByWallet,
  listDistributions,
  type RewardStatus,
} from "~/rewards/ledger.server";
import { toCsv } from "./csv";

export interface WalletTotals extends Record<RewardStatus, number> {
  wallet: string;
  entries: number;
}

export async function getRewardsOverview(db: DbOrTx) {
  const [totals, undistributed, distributions] = await Promise.all([
    getRewardTotalsByWallet(db),
    getUndistributedByWallet(db),
    listDistributions(db),
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
  return { totals: [...byWallet.values()], undistributed, distributions };
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
