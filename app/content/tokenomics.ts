// NPX protocol constants: the one source for the protocol page and the whitepaper.
// Supply, distribution, vesting and revenue split are the spec's; market figures are
// hardcoded (not live) and carry the date they were taken.
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

/** Where revenue goes. The protocol's 40% is the ecosystem's 30% plus the 10% back to buyers. */
export const revenueFlow = {
  ecosystemPercent: 30,
  protocolPercent: 40,
  streams: [
    {
      id: "buybacks",
      label: "Monthly buybacks",
      percent: 15,
      toEcosystem: true,
      text: "NPX bought on the market every month.",
    },
    {
      id: "rewards",
      label: "Back on purchases",
      percent: 10,
      toEcosystem: false,
      text: "10% back in NPX to shoppers who connect Phantom.",
    },
    {
      id: "marketing",
      label: "Web3 marketing",
      percent: 8,
      toEcosystem: true,
      text: "Creators, community and partnerships on chain.",
    },
    { id: "liquidity", label: "Liquidity add", percent: 7, toEcosystem: true, text: "Deeper pools, steadier trading." },
  ],
} as const;

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
  intro:
    "NPX is the rewards token of NAVA on Solana. Every bag earns 10% back, and a fixed share of revenue flows back into the token ecosystem each month.",
  marketTitle: "Market",
  distributionEyebrow: "Tokenomics",
  distributionTitle: "Token distribution",
  distributionIntro:
    "The brand states a fixed supply of 1B NPX, with no minting. The supply the mint holds is read on chain below.",
  tableCaption: "NPX token distribution of the fixed 1B supply",
  tableHeads: { allocation: "Allocation", share: "Share", tokens: "Tokens" },
  totalLabel: "Total supply",
  revenueEyebrow: "Revenue flow",
  revenueTitle: "Revenue that comes back",
  ecosystemLine: "of monthly revenue returns to the token ecosystem",
  protocolLine: "of revenue flows through the protocol",
  revenueSource: "NAVA monthly revenue",
  ecosystemGroup: "To the token ecosystem",
  holdersGroup: "To you",
  ctaTitle: "Join the protocol",
  ctaText: "Connect Phantom, buy NAVA Focus, and earn NPX on every bag.",
} as const;

export const whitepaper = {
  title: "NPX Protocol Whitepaper",
  version: "Version 1.0 · November 2026",
  abstract:
    "NPX is the rewards and ownership token of NAVA, a functional mushroom coffee brand. Shoppers who connect a Phantom wallet earn 10% back in NPX on their purchases, and a fixed share of NAVA's monthly revenue flows back into the token ecosystem through buybacks, marketing and liquidity. This paper sets out the supply, its distribution, vesting and the revenue flow.",
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
      text: "40% of NAVA's revenue is committed to the protocol. Of this, 30% of monthly revenue returns to the token ecosystem and 10% goes back to shoppers as NPX.",
    },
    rewards: {
      title: "5. Rewards",
      text: `Each bag of NAVA Focus carries a reward of ${productDefinition.npxReward.toLocaleString("en-US")} NPX, 10% back on the purchase, credited to the wallet that signed in when the order was placed.`,
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
