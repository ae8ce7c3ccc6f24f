// Every figure of /protocol, each with where it comes from and when it was read. Read at most once
// every FIGURES_MS for all visitors (the page is kept and shared, never per visitor): the ledger's
// from the database, supply and pool from the chain, market figures from the operator's price API
// (or, when none is set, it fails or is slow, the brand's dated statement).
import { fetchEncodedAccount, address } from "@solana/kit";
import { getMintDecoder } from "@solana-program/token";
import { sql } from "drizzle-orm";
import { getChainRpc } from "~/chain/sender.server";
import { getNpxFigures, getPoolBalance } from "~/dashboard/npx.server";
import { rows } from "~/dashboard/sql.server";
import { explorerTxUrl } from "~/utils/explorer.server";
import type { Db } from "~/db/types";
import { now as storeNow } from "~/jobs/clock.server";
import { productDefinition } from "~/content/product";
import { getEnv } from "~/utils/env.server";
import { centsForNpx } from "~/utils/npx-value";
import { getNpxValue } from "~/utils/npx-value.server";
import { logger } from "~/utils/logger.server";
import { cached, within } from "./cached.server";
import { currentMonth, monthFigures, monthStatements, previousMonth, type MonthStatement } from "./months.server";
import { getStatements, type Statement, type Statements } from "./statements.server";

/** How long the page's figures are kept before they are read again. */
export const FIGURES_MS = 3 * 60_000;
/** A read that missed the chain or the price API is tried again sooner. */
export const DEGRADED_FIGURES_MS = 20_000;
const CHAIN_TIMEOUT_MS = 1500;

export interface LedgerFigures {
  readAt: string;
  earnedNpx: number;
  claims: number;
  claimedNpx: number;
  thisMonth: { month: string; netRevenueCents: number };
  lastMonth: { month: string; netRevenueCents: number };
}

export type ChainFigure =
  { state: "read"; value: number; readAt: string } | { state: "unavailable" | "not_configured" };

export interface MarketFigure {
  source: "api" | "statement";
  value: number | string;
  /** When the API was read, or the day of the brand's statement. */
  asOf: string;
}

export interface MarketFigures {
  /** The price API's address without its query (shown as the source), or null when none is set. */
  api: string | null;
  /** Why the brand's statements are shown: no API set, or it failed or was slow. */
  fallback: "not_configured" | "failed" | null;
  price: MarketFigure | null;
  marketCap: MarketFigure | null;
  change24h: MarketFigure | null;
  volume24h: MarketFigure | null;
  holders: MarketFigure | null;
}

/** The store's own value of NPX (NPX_VALUE_USD): what rewards and NPX spent are counted at, not a market price. */
export interface StoreValueFigure {
  perNpxUsd: string;
  /** A bag's reward at that value, in cents. */
  bagCents: number;
  bagNpx: number;
}

export interface ProtocolFigures {
  mint: string | null;
  /** What the store gives back on a bag ("10%"): storeRewardBack(), from the store's value of NPX. */
  back: string;
  storeValue: StoreValueFigure;
  ledger: LedgerFigures;
  supply: ChainFigure;
  pool: ChainFigure;
  market: MarketFigures;
  months: Array<MonthStatement & { links: { buyback: string; liquidity: string } | null }>;
}

async function readLedger(db: Db, now: Date, timeZone: string): Promise<LedgerFigures> {
  const always = { from: "", to: "", start: new Date(0), end: new Date(now.getTime() + 86_400_000), days: 0 };
  const thisMonth = currentMonth(now, timeZone);
  const lastMonth = previousMonth(thisMonth);
  const [npx, [claims], current, previous] = await Promise.all([
    getNpxFigures(db, always, now),
    rows<{ count: number }>(
      db,
      sql`select count(*)::float8 as count from reward_distributions where tx_signature is not null`,
    ),
    monthFigures(db, thisMonth, timeZone, now),
    monthFigures(db, lastMonth, timeZone, now),
  ]);
  return {
    readAt: now.toISOString(),
    earnedNpx: npx.earned,
    claims: Number(claims!.count),
    claimedNpx: npx.claimed,
    thisMonth: { month: thisMonth, netRevenueCents: current.netRevenueCents },
    lastMonth: { month: lastMonth, netRevenueCents: previous.netRevenueCents },
  };
}

/** NPX in existence: the mint's supply, in whole tokens. */
async function readSupply(mint: string | null): Promise<ChainFigure> {
  if (!mint) return { state: "not_configured" };
  const read = async (): Promise<ChainFigure> => {
    const account = await fetchEncodedAccount(getChainRpc(), address(mint));
    if (!account.exists) return { state: "unavailable" };
    const { supply, decimals } = getMintDecoder().decode(account.data.slice(0, 82));
    return { state: "read", value: Number(supply / 10n ** BigInt(decimals)), readAt: storeNow().toISOString() };
  };
  return within(
    read().catch((error: unknown) => {
      logger.warn({ err: error }, "the protocol page could not read NPX's supply");
      return { state: "unavailable" } as const;
    }),
    CHAIN_TIMEOUT_MS,
    { state: "unavailable" },
  );
}

async function readPool(): Promise<ChainFigure> {
  const pool = await getPoolBalance(CHAIN_TIMEOUT_MS);
  return pool.state === "read" ? { state: "read", value: pool.balanceNpx, readAt: pool.readAt.toISOString() } : pool;
}

interface Quote {
  price: number;
  change24h: number | null;
  volume24h: number | null;
}

const num = (v: unknown): number | null => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/**
 * The price API's quote for `mint`. Jupiter's answer is `{ [mint]: { usdPrice, priceChange24h } }`
 * (older versions nest it under `data` with `price`); a `volume24h` beside them is read too.
 */
export function readQuote(body: unknown, mint: string): Quote | null {
  if (!body || typeof body !== "object") return null;
  const top = body as Record<string, unknown>;
  const entry = (top[mint] ?? (top.data as Record<string, unknown> | undefined)?.[mint]) as
    Record<string, unknown> | undefined;
  if (!entry || typeof entry !== "object") return null;
  const price = num(entry.usdPrice ?? entry.price);
  if (price === null || price < 0) return null;
  return { price, change24h: num(entry.priceChange24h), volume24h: num(entry.volume24h ?? entry.volume24hUsd) };
}

async function fetchQuote(url: string, mint: string, timeoutMs: number): Promise<Quote | null> {
  try {
    const response = await fetch(url.replaceAll("{mint}", encodeURIComponent(mint)), {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`price API answered ${response.status}`);
    const quote = readQuote(await response.json(), mint);
    if (!quote) throw new Error("the price API's answer has no price for the mint");
    return quote;
  } catch (error) {
    logger.warn({ err: error }, "the protocol page could not read the price API");
    return null;
  }
}

const stated = (s: Statement | undefined): MarketFigure | null =>
  s ? { source: "statement", value: s.value, asOf: s.asOf } : null;

async function readMarket(mint: string | null, supply: ChainFigure, statements: Statements): Promise<MarketFigures> {
  const env = getEnv();
  const holders = stated(statements.holders);
  const fromStatements = (fallback: MarketFigures["fallback"], api: string | null): MarketFigures => ({
    api,
    fallback,
    price: stated(statements.price),
    marketCap: stated(statements.market_cap),
    change24h: stated(statements.change_24h),
    volume24h: stated(statements.volume_24h),
    holders,
  });
  if (!env.PRICE_API_URL || !mint) return fromStatements("not_configured", null);
  const api = new URL(env.PRICE_API_URL).origin + new URL(env.PRICE_API_URL).pathname;
  const quote = await fetchQuote(env.PRICE_API_URL, mint, env.PRICE_API_TIMEOUT_MS);
  if (!quote) return fromStatements("failed", api);
  const asOf = storeNow().toISOString();
  const live = (value: number | null): MarketFigure | null => (value === null ? null : { source: "api", value, asOf });
  return {
    api,
    fallback: null,
    price: live(quote.price),
    // The price times the supply read on chain; without the supply, the brand's statement.
    marketCap: supply.state === "read" ? live(quote.price * supply.value) : stated(statements.market_cap),
    change24h: live(quote.change24h),
    volume24h: live(quote.volume24h) ?? stated(statements.volume_24h),
    holders,
  };
}

async function readFigures(db: Db, back: string): Promise<ProtocolFigures> {
  const env = getEnv();
  const mint = env.REWARD_NPX_MINT ?? null;
  const now = storeNow();
  const [ledger, months, supply, pool, statements] = await Promise.all([
    readLedger(db, now, env.STORE_TIME_ZONE),
    monthStatements(db, now, env.STORE_TIME_ZONE, back),
    readSupply(mint),
    readPool(),
    getStatements(db),
  ]);
  const market = await readMarket(mint, supply, statements);
  const withLinks = months.map((m) => ({
    ...m,
    links: m.close
      ? { buyback: explorerTxUrl(m.close.buybackSignature), liquidity: explorerTxUrl(m.close.liquiditySignature) }
      : null,
  }));
  const bagNpx = productDefinition.npxReward;
  const storeValue = { perNpxUsd: env.NPX_VALUE_USD, bagNpx, bagCents: centsForNpx(bagNpx, getNpxValue()) };
  return { mint, back, storeValue, ledger, supply, pool, market, months: withLinks };
}

const keepFor = (f: ProtocolFigures) =>
  f.supply.state === "unavailable" || f.pool.state === "unavailable" || f.market.fallback === "failed"
    ? DEGRADED_FIGURES_MS
    : FIGURES_MS;

let kept: { key: string; db: Db; figures: ReturnType<typeof cached<ProtocolFigures>> } | undefined;

/**
 * The page's figures: the last FIGURES_MS's read, or a fresh one (the settings or the store's `back`
 * changed: a fresh one). `back` is storeRewardBack(), passed by the page.
 */
export function getProtocolFigures(db: Db, back: string): Promise<ProtocolFigures> {
  const env = getEnv();
  const key = [
    env.REWARD_NPX_MINT,
    env.SOLANA_RPC_URL,
    env.PRICE_API_URL,
    env.PRICE_API_TIMEOUT_MS,
    env.STORE_TIME_ZONE,
    env.SOLANA_CLUSTER,
    env.NPX_VALUE_USD,
    back,
  ].join("|");
  if (kept?.db !== db || kept.key !== key) kept = { key, db, figures: cached(keepFor, () => readFigures(db, back)) };
  return kept.figures.get();
}

/** A month closed or a statement changed: the next read is fresh. */
export function forgetProtocolFigures(): void {
  kept?.figures.forget();
}
