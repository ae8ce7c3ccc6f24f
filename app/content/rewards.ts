// The rewards page: the program in plain words for visitors, the ledger's labels for a
// signed-in wallet. Sent from the page's loader, so it stays out of the page's script.
import { productDefinition } from "./product";

const perBag = productDefinition.npxReward.toLocaleString("en-US");

export const rewardsCopy = {
  eyebrow: "NPX Rewards",
  program: {
    signIn: "Connect & sign in with Phantom",
    /** The same button while the wallet is connected but not signed in. */
    signInConnected: "Sign in with Phantom",
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
  /** A negative entry: NPX sent for an order later refunded, taken from the next claim. */
  owedBack: "Owed back",
  /** A negative entry: NPX the holder spent at checkout on this order. */
  spent: "Spent on this order",
  /** Below the totals: how the earned NPX adds up. */
  addsUp: {
    title: "How your earned NPX adds up",
    ready: "Ready to claim",
    claimed: "Claimed to your wallet",
    spent: "Spent in the store",
    takenBack: "Taken back for refunded orders",
    earned: "Earned from paid orders",
    pending: (npx: string) => `Not counted yet: ${npx} NPX pending on orders awaiting payment.`,
  },
  claim: {
    title: "Claim on-chain",
    /** Shown where the store has no reward pool: said plainly, no button. */
    closed: "Claiming NPX to your wallet is not open on this store. Your NPX stays recorded here.",
    closedBadge: "Not open",
    paused: "Claims are paused for a moment. Your NPX stays recorded here; try again later.",
    pausedBadge: "Paused",
    open: "Send your earned NPX to your wallet on Solana. The store pays the network fee.",
    claimable: "Ready to claim",
    button: "Claim NPX",
    minimum: (npx: string) => `Claims start at ${npx} NPX.`,
    owedBack: (npx: string) =>
      `${npx} NPX was sent for an order that was later refunded or cancelled. It is taken from your next claim.`,
    nothing: "Nothing to claim yet: NPX becomes claimable once its order is paid.",
  },
  /** After pressing Claim (the page is shown again with ?claim=ID or ?refused=reason). */
  claimStatus: {
    sending: {
      title: "Sending your NPX",
      text: "The transfer is on its way to the Solana network. This takes a few seconds; check again shortly.",
    },
    confirmed: { title: "NPX sent", text: "The transfer is confirmed on Solana." },
    failed: {
      title: "The transfer did not go through",
      text: "No NPX left the pool, and your NPX is back in your balance: you can claim it again.",
    },
    checkAgain: "Check again",
    explorer: "View on Solana Explorer",
    notFound: "That claim was not found for this wallet.",
  },
  refused: {
    not_open: "Claiming is not open on this store.",
    paused: "Claims are paused for a moment. Nothing was sent; try again later.",
    nothing: "There is nothing to claim yet.",
    owes_back: "NPX sent for a refunded order is owed back first; nothing to claim yet.",
    below_minimum: "Your claimable NPX is below the minimum claim.",
    daily_cap: "You reached today's claim limit. The rest can be claimed tomorrow.",
    pool_short: "The reward pool cannot cover this claim right now. Nothing was sent; the store has been told.",
    in_flight: "A claim of yours is already on its way.",
    signed_out: "Sign in with your wallet to claim.",
    unavailable: "The Solana network could not be reached. Nothing was sent; try again in a minute.",
  },
  history: {
    title: "Your claims",
    columns: { date: "Date", amount: "NPX", status: "Status", transaction: "Transaction" },
    status: { sending: "Sending", confirmed: "Confirmed", failed: "Failed" },
  },
  /** A guest order's page: its NPX waits on the order until a wallet collects it. */
  collect: {
    title: "NPX waiting for a wallet",
    invite: (npx: string) => `Sign in with your wallet to collect ${npx} NPX`,
    text: "This order was placed without a signed-in wallet. Its NPX waits here: collect it to one wallet, once.",
    signIn: "Connect & sign in with Phantom",
    signInConnected: "Sign in with Phantom",
    signingIn: "Connecting...",
    signedIn: "Signed in",
    button: (npx: string, wallet: string) => `Collect ${npx} NPX to ${wallet}`,
    collectedTo: (npx: string, wallet: string) => `${npx} NPX collected to ${wallet}.`,
    voided: "The order was cancelled or refunded: its NPX is void.",
    seeRewards: "See your NPX",
    outcome: {
      collected: "Collected: the NPX is credited to your wallet.",
      signed_out: "Sign in with your wallet first, then collect.",
      void: "The order was cancelled or refunded: its NPX is void.",
      nothing: "This order earns no NPX.",
      collected_elsewhere: "This order's NPX was already collected to another wallet.",
    },
  },
  statusHelp: [
    { term: "Pending", text: "The order is placed and awaits payment." },
    { term: "Earned", text: "The order is paid; the NPX is yours." },
    { term: "Void", text: "The order was cancelled; it earns nothing." },
    { term: "Sent to wallet", text: "Claimed: the NPX is in your wallet on Solana (or on its way)." },
    { term: "Owed back", text: "NPX sent for an order later refunded: taken from your next claim." },
  ],
} as const;

/**
 * The page's copy with the store's "% back" (`back`, from its NPX value setting:
 * app/cart/reward-back.server.ts), so changing the setting changes the words.
 */
export function rewardsCopyFor(back: string) {
  return {
    ...rewardsCopy,
    program: {
      ...rewardsCopy.program,
      title: `${back} back, paid in NPX`,
      intro: `Every bag of NAVA Focus earns ${perBag} NPX, ${back} back on your purchase, recorded to your Solana wallet. No account, no password: your Phantom wallet is your login.`,
      stats: [
        { value: back, label: "back in NPX" },
        { value: perBag, label: "NPX per bag" },
      ],
    },
  };
}

export type RewardsCopy = ReturnType<typeof rewardsCopyFor>;
