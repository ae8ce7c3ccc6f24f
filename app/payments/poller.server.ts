// The background check: every few seconds, read the chain for orders awaiting payment (and
// recently paid ones, to catch a second transfer). Its only state is the database, so after a
// restart it resumes where it was.
import { and, eq, gt, isNotNull, or } from "drizzle-orm";
import type { Connection } from "@solana/web3.js";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { getConnection } from "./chain.server";
import { checkOrderPayments } from "./confirm.server";
import { getPaymentConfig, type PaymentConfig } from "./config.server";

export const POLL_INTERVAL_MS = 5_000;
/** Older unpaid orders are checked when their page asks, not in the background. */
const PENDING_WINDOW_MS = 7 * 86_400_000;
/** How long after payment a second transfer is still looked for in the background. */
const PAID_WINDOW_MS = 86_400_000;

export interface PaymentPoller {
  /** One pass over the orders to check; resolves when it is done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export interface PollerOptions {
  db: Db;
  intervalMs?: number;
  config?: PaymentConfig;
  connection?: Connection;
}

/** Orders whose reference the chain should be asked about now. */
export async function ordersToCheck(db: Db, now = new Date()) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      paymentReference: orders.paymentReference,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentReference),
        or(
          and(eq(orders.status, "pending_payment"), gt(orders.createdAt, new Date(now.getTime() - PENDING_WINDOW_MS))),
          and(eq(orders.status, "paid"), gt(orders.paidAt, new Date(now.getTime() - PAID_WINDOW_MS))),
        ),
      ),
    )
    .orderBy(orders.createdAt);
}

export function startPaymentPoller({ db, intervalMs = POLL_INTERVAL_MS, ...options }: PollerOptions): PaymentPoller {
  const checked = options.config ? { ok: true as const, config: options.config } : getPaymentConfig();
  if (!checked.ok) {
    logger.warn({ problem: checked.problem }, "USDC payments are off");
    return { tick: async () => {}, stop: async () => {} };
  }
  const config = checked.config;
  const connection = options.connection ?? getConnection(config.rpcUrl);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    let list: Awaited<ReturnType<typeof ordersToCheck>>;
    try {
      list = await ordersToCheck(db);
    } catch (error) {
      logger.error({ err: error }, "payment poller could not read orders");
      return;
    }
    for (const order of list) {
      if (stopped) return;
      try {
        await checkOrderPayments(db, connection, config, order);
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, "payment check failed; retrying next pass");
      }
    }
  };

  const tick = () => {
    // Passes never overlap: a slow RPC delays the next one instead of stacking them.
    running = running.then(pass);
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), intervalMs);
    timer.unref();
  };
  void tick().finally(schedule);
  logger.info(
    { intervalMs, merchant: config.merchant.toBase58(), mint: config.mint.toBase58() },
    "payment poller started",
  );

  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
