// The reward pool: the NPX mint, the key that owns the pool's token account (and pays fees and
// rent), and the operator's limits on claims. Claims are open only when the mint and the key are set.
import type { KeyPairSigner } from "@solana/kit";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { loadSigner } from "~/chain/keys.server";
import { getChainRpc, getMintInfo, getTokenBalance, type ChainRpc } from "~/chain/sender.server";
import type { DbOrTx } from "~/db/types";
import { rewardSettings } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

export interface RewardPool {
  mint: string;
  /** The pool's authority: owns the pool's token account (its associated account of the mint). */
  signer: KeyPairSigner;
  authority: string;
}

let loaded: { settings: string; pool: Promise<RewardPool | null> } | undefined;

/** The configured pool, or null when this store has none (claims are then not open). */
export function getRewardPool(): Promise<RewardPool | null> {
  const env = getEnv();
  // The settings' identity, not the key itself, decides when to load again (tests change them).
  const settings = [env.REWARD_NPX_MINT, env.REWARD_POOL_KEY_FILE, env.REWARD_POOL_SECRET_KEY?.length].join("|");
  if (loaded?.settings !== settings) loaded = { settings, pool: loadPool() };
  return loaded.pool;
}

async function loadPool(): Promise<RewardPool | null> {
  const env = getEnv();
  if (!env.REWARD_NPX_MINT) return null;
  const signer = await loadSigner({
    secret: env.REWARD_POOL_SECRET_KEY,
    file: env.REWARD_POOL_KEY_FILE,
    name: env.REWARD_POOL_SECRET_KEY ? "REWARD_POOL_SECRET_KEY" : "REWARD_POOL_KEY_FILE",
  });
  if (!signer) return null;
  return { mint: env.REWARD_NPX_MINT, signer, authority: signer.address };
}

export interface PoolState {
  /** Whole NPX in the pool's token account. */
  balanceNpx: number;
  decimals: number;
}

/** The pool's balance in whole NPX (what a claim can use), read on chain. */
export async function readPoolState(pool: RewardPool, rpc: ChainRpc = getChainRpc()): Promise<PoolState> {
  const { decimals } = await getMintInfo(rpc, pool.mint);
  const balance = await getTokenBalance(rpc, pool.authority, pool.mint);
  return { balanceNpx: Number(balance / 10n ** BigInt(decimals)), decimals };
}

export type RewardSettings = typeof rewardSettings.$inferSelect;

/** The operator's limits (the row is made with its defaults the first time). */
export async function getRewardSettings(db: DbOrTx): Promise<RewardSettings> {
  const read = () => db.select().from(rewardSettings).where(eq(rewardSettings.id, 1));
  const [row] = await read();
  if (row) return row;
  await db.insert(rewardSettings).values({ id: 1 }).onConflictDoNothing();
  return (await read())[0]!;
}

export async function updateRewardSettings(
  db: DbOrTx,
  values: { minClaimNpx: number; dailyCapNpx: number; claimsPaused: boolean },
  actor: string,
) {
  await getRewardSettings(db);
  await db
    .update(rewardSettings)
    .set({ ...values, updatedAt: new Date(), updatedBy: actor })
    .where(eq(rewardSettings.id, 1));
  await recordAudit(db, { actor, action: "rewards.settings", target: "rewards:settings", detail: values });
}
