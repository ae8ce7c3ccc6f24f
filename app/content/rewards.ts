// The rewards page: the program in plain words for visitors, the ledger's labels for a
// signed-in wallet. Sent from the page's loader, so it stays out of the page's script.
import { productDefinition } from "./product";

const perBag = productDefinition.npxReward.toLocaleString("en-US");

export const rewardsCopy = {
  eyebrow: "NPX Rewards",
  program: {
    title: "10% back, paid in NPX",
    intro: `Every bag of NAVA Focus earns ${perBag} NPX, 10% back on your purchase, recorded to your Solana wallet. No account, no password: your Phantom wallet is your login.`,
    signIn: "Connect & sign in with Phantom",
    signingIn: "Connecting...",
    signedIn: "Signed in",
    shop: "Shop NAVA Focus",
    stepsEyebrow: "How it works",
    stepsTitle: "Three steps to your first NPX",
    steps: [
      {
        title: "Sign in with Phantom",
        text: "Connect your Phantom wallet and sign a short message. Nothing is sent or spent; it proves the address is yours.",
      },
      {
        title: "Order NAVA Focus",
        text: `Subscribe or buy once while signed in. Every bag in the order earns ${perBag} NPX, shown as pending.`,
      },
      {
        title: "Earned when paid",
        text: "As soon as the order is paid, its NPX is earned. A cancelled order's NPX is void.",
      },
    ],
    stats: [
      { value: "10%", label: "back in NPX" },
      { value: perBag, label: "NPX per bag" },
    ],
  },
  ledger: {
    title: "Your NPX",
    signedInAs: "Signed in as",
    totalsLabel: "Your NPX totals",
    earned: "Earned",
    earnedNote: "From paid orders",
    pending: "Pending",
    pendingNote: "Earned once the order is paid",
    entriesTitle: "Rewards by order",
    subscriptions: "Your subscriptions: skip, reschedule, change or cancel",
    columns: { order: "Order", date: "Date", status: "Status", amount: "NPX" },
    empty: {
      title: "No NPX yet",
      text: `Orders you place while signed in earn ${perBag} NPX per bag. They appear here as soon as you check out.`,
    },
  },
  status: {
    pending: "Pending",
    earned: "Earned",
    void: "Void",
    distributed: "Sent to wallet",
  },
  claim: {
    title: "Claim on-chain",
    text: "Claiming your earned NPX to your wallet on Solana is coming soon.",
    button: "Claim NPX",
    badge: "Coming soon",
  },
  statusHelp: [
    { term: "Pending", text: "The order is placed and awaits payment." },
    { term: "Earned", text: "The order is paid; the NPX is yours." },
    { term: "Void", text: "The order was cancelled; it earns nothing." },
  ],
} as const;

export type RewardsCopy = typeof rewardsCopy;
