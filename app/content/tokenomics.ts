// NPX protocol constants: the one source for the protocol page and the whitepaper.
// Supply, distribution, vesting and the ecosystem's revenue split are the spec's, shown as the
// brand's statement; what buyers get back follows the store's value of NPX (storeRewardBack()).
// Market figures are hardcoded (not live) and carry the date they were taken.
import { productDefinition } from "./product";

export const TOTAL_SUPPLY = 1_000_000_000;
export const TOKEN_SYMBOL = "NPX";

export interface Allocation {
  id: string;
  label: string;
  percent: number;
  /** Chart colour (a palette hex, used in the SVG and the table's key). */
  color: string;
}

export const distribution: Allocation[] = [
  { id: "community", label: "Community and Rewards", percent: 35, color: "#9c5d26" },
  { id: "reserve", label: "Protocol Reserve", percent: 20, color: "#475639" },
  { id: "future", label: "Future Contribution", percent: 17, color: "#d9955a" },
  { id: "team", label: "Founders and Team", percent: 16, color: "#3d2a1d" },
  { id: "market-makers", label: "Market Makers", percent: 4, color: "#a63a32" },
  { id: "seed", label: "Seed", percent: 4, color: "#6e7f5e" },
  { id: "public-sale", label: "Public Sale", percent: 4, color: "#e6b17e" },
];

/** Tokens in an allocation: its share of the fixed supply. */
export function allocationTokens(a: Pick<Allocation, "percent">): number {
  return (TOTAL_SUPPLY * a.percent) / 100;
}

/** 350000000 → "350M", 1000000000 → "1B". */
export function compactTokens(n: number): string {
  if (n >= 1_000_000_000) return `${n / 1_000_000_000}B`;
  if (n >= 1_000_000) return `${n / 1_000_000}M`;
  return n.toLocaleString("en-US");
}

export const teamVesting = {
  cliffMonths: 12,
  linearMonths: 24,
  note: "Founders and Team tokens are locked for 12 months, then vest linearly over 24 months.",
} as const;

/**
 * "10%" (what storeRewardBack() says the store gives back) → 10, "12.6%" → 12.6. The holders' share
 * follows the store's value of NPX (NPX_VALUE_USD), never a number written here.
 */
export function backPercent(back: string): number {
  const n = Number.parseFloat(back);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export interface RevenueStream {
  id: string;
  label: string;
  percent: number;
  toEcosystem: boolean;
  text: string;
}

/**
 * The ecosystem's share of monthly revenue: the brand's stated policy (the spec's 15 + 8 + 7 = 30%),
 * not something the store or the chain can check. Shown on /protocol labelled as the brand's statement.
 */
export const statedEcosystemStreams: readonly RevenueStream[] = [
  {
    id: "buybacks",
    label: "Monthly buybacks",
    percent: 15,
    toEcosystem: true,
    text: "NPX bought on the market every month.",
  },
  {
    id: "marketing",
    label: "Web3 marketing",
    percent: 8,
    toEcosystem: true,
    text: "Creators, community and partnerships on chain.",
  },
  { id: "liquidity", label: "Liquidity add", percent: 7, toEcosystem: true, text: "Deeper pools, steadier trading." },
];

export const STATED_ECOSYSTEM_PERCENT = statedEcosystemStreams.reduce((sum, s) => sum + s.percent, 0);

/**
 * Where revenue goes, for the store's `back` (storeRewardBack(): "10%" at the default NPX_VALUE_USD).
 * The protocol's share is the brand's stated ecosystem share plus what buyers get back in NPX.
 */
export function revenueFlow(back: string) {
  const rewards: RevenueStream = {
    id: "rewards",
    label: "Back on purchases",
    percent: backPercent(back),
    toEcosystem: false,
    text: `${back} back in NPX to shoppers who connect Phantom.`,
  };
  const [buybacks, ...rest] = statedEcosystemStreams;
  const streams = [buybacks!, rewards, ...rest];
  return {
    ecosystemPercent: STATED_ECOSYSTEM_PERCENT,
    protocolPercent: Number((STATED_ECOSYSTEM_PERCENT + rewards.percent).toFixed(1)),
    streams,
  };
}

export type RevenueFlow = ReturnType<typeof revenueFlow>;

/**
 * The launch figures: the brand's first dated statement, shown until it states newer ones in the
 * console or a price API answers (app/protocol). The spec's "health score" is dropped: nobody can check it.
 */
export const marketStats = {
  asOf: "2026-11-01",
  asOfLabel: "As of November 1, 2026 · hardcoded, not live",
  change24h: "+8.24%",
  change24hLabel: "24H",
  stats: [
    { value: "$4.2M", label: "Market Cap" },
    { value: "12,847", label: "Holders" },
    { value: "$318K", label: "24H Volume" },
  ],
} as const;

/**
 * Links to the token go by its mint address (the REWARD_NPX_MINT setting), never by its ticker: a
 * copycat token can sit under the same name. Without the setting, Buy is marked as coming soon.
 */
export const protocolLinks = {
  chart: {
    label: "View Chart",
    href: (mint: string | null) =>
      mint ? `https://dexscreener.com/solana/${mint}` : "https://dexscreener.com/search?q=NPX",
  },
  buy: {
    label: "Buy NPX Token",
    href: (mint: string) => `https://jup.ag/swap/SOL-${mint}`,
    soon: "Buy NPX: coming soon",
  },
  mint: {
    label: "NPX mint address",
    copy: "Copy",
    copied: "Copied",
    hint: "Check this address in your wallet before you buy.",
  },
  whitepaper: { label: "Read Whitepaper", to: "/protocol/whitepaper" },
} as const;

export const protocolCopy = {
  eyebrow: "NPX Protocol",
  title: "Own a piece of the ritual",
  intro: (back: string) =>
    `NPX is the rewards token of NAVA on Solana. Every bag earns ${back} back, and a share of revenue the brand has set flows back into the token ecosystem each month.`,
  marketTitle: "Market",
  distributionEyebrow: "Tokenomics",
  distributionTitle: "Token distribution",
  distributionIntro:
    "The brand states a fixed supply of 1B NPX, with no minting. The supply the mint holds is read on chain below.",
  tableCaption: "NPX token distribution of the fixed 1B supply",
  /** The supply, its split and the vesting are the brand's word, not read from the chain. */
  statedLabel: "The brand's statement",
  statedDistribution:
    "The 1B supply and its split are stated by the brand; the supply the mint holds is read under On chain.",
  statedVesting: "The brand's statement:",
  tableHeads: { allocation: "Allocation", share: "Share", tokens: "Tokens" },
  totalLabel: "Total supply",
  revenueEyebrow: "Revenue flow",
  revenueTitle: "Revenue that comes back",
  ecosystemLine: "of monthly revenue returns to the token ecosystem",
  protocolLine: "of revenue flows through the protocol",
  revenueSource: "NAVA monthly revenue",
  statedPolicy: "The brand's stated policy",
  statedPolicyNote:
    "The brand's stated policy: the store and the chain cannot check it. What each month's share came to is in the monthly statement below.",
  rewardsNote: (perNpxUsd: string) =>
    `Follows the store's value of NPX ($${perNpxUsd} per NPX, its NPX_VALUE_USD setting): a bag's NPX at that value on the one-time price. Not the market price.`,
  ecosystemGroup: "To the token ecosystem",
  holdersGroup: "To you",
  ctaTitle: "Join the protocol",
  ctaText: "Connect Phantom, buy NAVA Focus, and earn NPX on every bag.",
} as const;

export const whitepaper = {
  title: "NPX Protocol Whitepaper",
  version: "Version 1.0 · November 2026",
  abstract: (back: string) =>
    `NPX is the rewards and ownership token of NAVA, a functional mushroom coffee brand. Shoppers who connect a Phantom wallet earn ${back} back in NPX on their purchases, and a fixed share of NAVA's monthly revenue flows back into the token ecosystem through buybacks, marketing and liquidity. This paper sets out the supply, its distribution, vesting and the revenue flow. They are the brand's statement; the figures the store and the chain can show are on the protocol page.`,
  sections: {
    supply: {
      title: "1. Supply",
      text: "The supply of NPX is fixed at 1B tokens on Solana. No further tokens can be minted.",
    },
    distribution: { title: "2. Distribution" },
    vesting: {
      title: "3. Vesting",
      text: "Founders and Team tokens carry a 12-month lock from launch, followed by 24 months of linear vesting. No team tokens move before the lock ends.",
    },
    revenue: {
      title: "4. Revenue flow",
      text: (flow: { protocolPercent: number; ecosystemPercent: number }, back: string) =>
        `${flow.protocolPercent}% of NAVA's revenue is committed to the protocol. Of this, ${flow.ecosystemPercent}% of monthly revenue returns to the token ecosystem (the brand's stated policy) and ${back} goes back to shoppers as NPX (the store's value of NPX on a bag's price).`,
    },
    rewards: {
      title: "5. Rewards",
      text: (back: string) =>
        `Each bag of NAVA Focus carries a reward of ${productDefinition.npxReward.toLocaleString("en-US")} NPX, ${back} back on the purchase, credited to the wallet that signed in when the order was placed.`,
    },
    risks: {
      title: "6. Risks",
      text: "NPX is a utility and rewards token, not an investment product. Its market price can fall as well as rise, and market figures shown on this site are hardcoded and dated, not live.",
    },
  },
  labels: {
    lock: "Lock",
    linear: "Linear vesting",
    months: "months",
    stream: "Stream",
    goesTo: "Goes to",
    share: "Share of revenue",
    ecosystem: "Token ecosystem",
    shoppers: "Shoppers",
    inProtocol: "In the protocol",
  },
  printLabel: "Print or save as PDF",
  backLabel: "Back to Protocol",
} as const;
