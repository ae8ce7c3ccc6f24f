// The technology page: the rewards layer in plain words.
import { productDefinition } from "./product";

/** `back`: the store's "% back" (app/cart/reward-back.server.ts). */
export const techHeroFor = (back: string) =>
  ({
    eyebrow: "Technology",
    title: "Rewards that belong to you",
    intro: `NAVA's rewards run on Solana, a fast public blockchain. Connect the Phantom wallet, sign in with it instead of a password, and every purchase earns ${back} back in NPX.`,
  }) as const;

export const techStepsFor = (back: string) =>
  ({
    eyebrow: "How it works",
    title: "Four steps, no jargon",
    steps: [
      {
        title: "Get Phantom",
        text: "Phantom is a free wallet app for your browser or phone. It holds your tokens and keeps your keys on your device, never on our servers.",
      },
      {
        title: "Connect and sign in",
        text: "Connect Phantom, then sign a short message to prove the wallet is yours. It is not a payment, costs nothing and moves no funds.",
      },
      {
        title: "Shop as usual",
        text: `Subscribe or buy once. Each purchase earns ${back} back in NPX: ${productDefinition.npxReward.toLocaleString("en-US")} NPX for every bag.`,
      },
      {
        title: "Watch your NPX grow",
        text: "Your rewards page shows every reward you have earned, order by order. Claiming on-chain from the page is coming soon.",
      },
    ],
  }) as const;

export const techWhy = {
  eyebrow: "Why Solana",
  title: "Built on fast, low-cost rails",
  items: [
    { title: "Fast", text: "Transactions settle in seconds, so rewards feel like part of checkout, not a wait." },
    { title: "Low fees", text: "Fractions of a cent per transaction mean small rewards still make sense." },
    { title: "Energy efficient", text: "Proof of stake uses a tiny fraction of the energy of older blockchains." },
    { title: "Open", text: "NPX is a public token: anyone can verify the supply and where it goes." },
  ],
} as const;

export const techSafety = {
  eyebrow: "Safe by design",
  title: "Your wallet stays yours",
  items: [
    "We never see or store your private key or recovery phrase",
    "Signing in is a message, not a transaction: nothing is spent",
    "Each sign-in message is single-use and expires in 10 minutes",
    "You can shop as a guest; a wallet is only needed for NPX rewards",
  ],
} as const;

export const techCta = {
  title: "Ready to earn NPX?",
  text: "Connect Phantom in under a minute, or read how the NPX protocol works.",
  connect: "Connect your wallet",
  protocol: "Explore the NPX protocol",
} as const;
