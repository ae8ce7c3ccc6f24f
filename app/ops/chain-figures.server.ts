// What the refund account and the reward pool hold, for /metrics: read from the chain with the
// store's kit client at most once per CACHE_MS whatever the scrapes, and never waited on for more
// than WAIT_MS (a slow RPC leaves the last figures in place). A read that fails is a figure too
// (nava_chain_read_ok 0), never an error of the scrape.
import { getChainRpc, getLamports, getTokenBalance } from "~/chain/sender.server";
import { USDC_DECIMALS } from "~/utils/usdc-amount";
import { refundSigner } from "~/refunds/usdc.server";
import { getRewardPool, readPoolState } from "~/rewards/pool.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

const CACHE_MS = 30_000;
const WAIT_MS = 2_000;
const LAMPORTS_PER_SOL = 1e9;

export interface AccountFigures {
  /** Not configured in this store: no figures, no read. */
  configured: boolean;
  /** The last read succeeded. */
  ok: boolean;
  values: Record<string, number>;
}

export interface ChainFigures {
  refund: AccountFigures;
  pool: AccountFigures;
}

async function readRefund(): Promise<AccountFigures> {
  const signer = await refundSigner().catch(() => null);
  if (!signer) return { configured: false, ok: true, values: {} };
  const rpc = getChainRpc();
  const [lamports, usdc] = await Promise.all([
    getLamports(rpc, signer.address),
    getTokenBalance(rpc, signer.address, getEnv().USDC_MINT),
  ]);
  return {
    configured: true,
    ok: true,
    values: { sol: Number(lamports) / LAMPORTS_PER_SOL, usdc: Number(usdc) / 10 ** USDC_DECIMALS },
  };
}

async function readPool(): Promise<AccountFigures> {
  const pool = await getRewardPool().catch(() => null);
  if (!pool) return { configured: false, ok: true, values: {} };
  const { balanceNpx } = await readPoolState(pool);
  return { configured: true, ok: true, values: { npx: balanceNpx } };
}

/** A failed read keeps the figures last read, marked not ok. */
const settle = (read: Promise<AccountFigures>, last: AccountFigures | undefined, what: string) =>
  read.catch((error: unknown): AccountFigures => {
    logger.warn({ err: error }, `${what} could not be read for /metrics`);
    return { configured: true, ok: false, values: last?.values ?? {} };
  });

let last: ChainFigures | undefined;
let lastAt = 0;
let reading: Promise<ChainFigures> | undefined;

function refresh(): Promise<ChainFigures> {
  reading ??= Promise.all([
    settle(readRefund(), last?.refund, "the refund account"),
    settle(readPool(), last?.pool, "the reward pool"),
  ])
    .then(([refund, pool]) => {
      last = { refund, pool };
      lastAt = Date.now();
      return last;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/**
 * The figures for this scrape: the cached ones while fresh; otherwise one read for all scrapes,
 * waited on for WAIT_MS at most (then the last figures, or none yet).
 */
export async function chainFigures(): Promise<ChainFigures | undefined> {
  if (last && Date.now() - lastAt < CACHE_MS) return last;
  const read = refresh();
  let stop = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), WAIT_MS);
    stop = () => clearTimeout(timer);
  });
  const figures = await Promise.race([read, late]);
  stop();
  return figures ?? last;
}

/** Tests only: forget the figures read (and a read still under way). */
export function forgetChainFigures() {
  last = undefined;
  lastAt = 0;
  reading = undefined;
}

/** Tests only: read the figures now and wait for them, however slow the machine (a scrape waits WAIT_MS). */
export function readChainFiguresNow(): Promise<ChainFigures> {
  forgetChainFigures();
  return refresh();
}
