// The wallet copy a page's first load draws (the header menu, the protocol page's Login): kept
// apart from the rest of the wallet copy (toasts, the connect page), which loads with the wallet.

/** The spec's localStorage key for the remembered wallet. */
export const WALLET_STORAGE_KEY = "walletName";

/** First 4 and last 4 characters of an address. */
export function shortAddress(address: string): string {
  return address.length <= 8 ? address : `${address.slice(0, 4)}...${address.slice(-4)}`;
}

/** The wallet page, coming back to `path` (the page the shopper is on) once signed in. */
export const walletConnectHref = (path: string) => `/wallet-connect?next=${encodeURIComponent(path)}`;

export const walletMenu = {
  connect: "Connect wallet",
  menuLabel: "Wallet",
  connected: "Connected",
  signedIn: "Signed in",
  /** What a sign-in offered in a sentence (product and cart reward notes) says while it connects. */
  connecting: "Connecting...",
  copy: "Copy address",
  signIn: "Sign in",
  signingIn: "Signing in...",
  signOut: "Sign out",
  disconnect: "Disconnect",
  rewards: "My NPX rewards",
  reconnect: "Connect wallet",
} as const;

export const protocolLogin = {
  idle: "Login",
  connecting: "Connecting...",
  connected: "Connected!",
} as const;
