// The wallet's copy and constants: the spec's Error catalogue word for word, the connect
// page, sign-in and the rewards page (the header menu's copy is in wallet-menu.ts).
import { shortAddress } from "./wallet-menu";

/** A toast's words (the toaster's ToastInput has this shape). */
interface WalletToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** The spec's constants. */
export const CONNECT_REDIRECT_DELAY_MS = 1500;
export const PHANTOM_SITE_URL = "https://phantom.app/";
export const PHANTOM_DOWNLOAD_URL = "https://phantom.app/download";

/** The Error catalogue's toasts (destructive unless noted). */
export const walletToasts = {
  adapterMissing: { title: "Error", description: "Phantom wallet adapter not found.", variant: "destructive" },
  connectFailed: {
    title: "Error",
    description: "Failed to connect to Phantom wallet. Please try again.",
    variant: "destructive",
  },
  notInstalled: {
    title: "Phantom Not Installed",
    description: "Please install the Phantom wallet extension first.",
    variant: "destructive",
  },
  installApp: {
    title: "Install Phantom App",
    description: "Please install the Phantom mobile app to continue.",
    variant: "default",
  },
  connected: (address: string, wallet = "Phantom wallet"): WalletToast => ({
    title: "Success",
    description: `${shortAddress(address)} Connected to ${wallet}!`,
  }),
  otherConnectFailed: (name: string): WalletToast => ({
    title: "Error",
    description: `Failed to connect to ${name}. Please try again.`,
    variant: "destructive",
  }),
  signedIn: (address: string): WalletToast => ({
    title: "Signed in",
    description: `Signed in as ${shortAddress(address)}. Your orders now earn NPX.`,
  }),
  /** The wallet refused the sign-in message: it stays connected, not signed in. */
  signInFailed: {
    title: "Connected, not signed in",
    description:
      "Your wallet did not sign the sign-in message, so your orders do not earn NPX yet. Choose Sign in to try again.",
    variant: "destructive",
  },
  signInRefused: {
    title: "Sign-in failed",
    description: "We could not verify that signature. Please try again.",
    variant: "destructive",
  },
  signedOutOnSwitch: {
    title: "Signed out",
    description: "Your wallet switched to another account, so you were signed out. Sign in again with this account.",
  },
  addressCopied: { title: "Address copied", description: "Your wallet address is on the clipboard." },
} as const satisfies Record<string, WalletToast | ((...args: never[]) => WalletToast)>;

/** Beside a sign-in button after the wallet refused to sign. */
export const notSignedIn = (address: string) =>
  `Connected as ${shortAddress(address)}, but not signed in: your orders earn NPX only once you sign in.`;

/** The wallet-connect page; `back` is the store's "% back" ("10%"), from the root loader's data. */
export const walletConnectPage = (back: string) => ({
  metaDescription: `Connect your Phantom wallet to earn ${back} back in NPX on every purchase.`,
  eyebrow: "NPX rewards",
  title: "Connect Phantom Wallet",
  intro: `Connect your Phantom wallet to earn ${back} back in NPX on every NAVA order. No e-mail, no password: your wallet is your login.`,
  connect: "Connect Phantom Wallet",
  connecting: "Connecting...",
  signingIn: "Signing in...",
  signIn: "Sign in with Phantom",
  connectedAs: "Connected as",
  signedInAs: "Signed in as",
  continueUnsigned: "Continue without signing in",
  otherWallets: "Choose another Solana wallet",
  guest: "Continue as Guest",
  needsScript: "Connecting a wallet needs JavaScript. You can still shop as a guest.",
  whatIs: {
    summary: "What's Phantom Wallet",
    paragraphs: [
      "Phantom is a free, self-custody wallet for the Solana blockchain. It runs as a browser extension on desktop and as an app on iOS and Android.",
      "Your keys stay on your device. NAVA never sees them: connecting only shares your public address, and signing in asks Phantom to sign a short message, never a payment.",
      `With a connected wallet, every order earns ${back} back in NPX tokens, recorded to your address.`,
    ],
  },
  benefits: [
    { title: `${back} back in NPX`, body: "Every bag earns 10,000 NPX, recorded to your wallet." },
    { title: "No password", body: "Sign in by signing a message. Nothing is sent or spent." },
    { title: "Yours to keep", body: "Rewards belong to your address, not to an account we hold." },
  ],
});
