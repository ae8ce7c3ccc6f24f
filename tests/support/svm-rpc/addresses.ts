// The local chain's public addresses as plain text, for configuration that should not load
// the Solana libraries (playwright.config.ts). accounts.test.ts keeps them equal to the seeds.
export const svmFixtures = {
  usdcMint: "BVqrbK4ajyPy76RQTb1Q2B4ZbshGkrFj7o4wsSmxbY4c",
  otherMint: "EVd34D9tBhJ7TeX1UraCNLHiqYvzuBp6yVFXtuHUKDuW",
  merchant: "FRzbxueGnnRBCjMpjvyPeHnYY6KR27mbzFTDahu8GxPb",
} as const;

/**
 * The local chain's NPX mint and reward pool, for the e2e store's settings. The pool's key is a
 * test key of this local chain only (seeded in accounts.ts), written as solana-keygen writes it.
 */
export const svmRewardPool = {
  npxMint: "FD9iqhd6KwuiuAGQYHqm3xYMfwUud9cGQ6xDNV6FjdiR",
  authority: "DKfmc4RXfahegJ8A3eCH56xe5mJoJmoWHybCLLTS8ZML",
  secretKey:
    "[232,245,234,131,12,124,188,150,194,207,203,109,23,74,172,27,88,79,153,222,70,140,93,15,233,224,235,91,243,250,7,80,183,20,136,178,161,175,221,167,42,254,232,89,240,152,246,64,168,153,153,247,89,168,7,177,217,32,188,192,254,108,230,67]",
} as const;
