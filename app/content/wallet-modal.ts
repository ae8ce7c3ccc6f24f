// The wallet modal's copy (loaded with the wallet stack, never in a first load).
/** The spec's fade when the modal closes. */
export const WALLET_MODAL_CLOSE_MS = 150;

/** The wallet modal, as the spec words it. */
export const walletModal = {
  title: "Connect a wallet on Solana to continue",
  noWalletTitle: "You'll need a wallet on Solana to continue",
  detected: "Detected",
  close: "Close",
  moreOptions: { open: "More options", close: "Less options" },
  viewOptions: { open: "Already have a wallet? View options", close: "Hide options" },
} as const;
