// The local chain's public addresses as plain text, for configuration that should not load
// the Solana libraries (playwright.config.ts). accounts.test.ts keeps them equal to the seeds.
export const svmFixtures = {
  usdcMint: "BVqrbK4ajyPy76RQTb1Q2B4ZbshGkrFj7o4wsSmxbY4c",
  otherMint: "EVd34D9tBhJ7TeX1UraCNLHiqYvzuBp6yVFXtuHUKDuW",
  merchant: "FRzbxueGnnRBCjMpjvyPeHnYY6KR27mbzFTDahu8GxPb",
} as const;
