// The header wallet menu's copy and what it needs to draw: kept apart from the rest of the
// wallet copy (toasts, the connect page) so the header's first load carries only this.

/** The spec's localStorage key for the remembered wallet. */
export const WALLET_STORAGE_KEY = "walletName";

/** First 4 and last 4 characters of an address. */
export function shortAddress(address: string): string {
  return address.length <= 8 ? address : `${address.slice(0, 4)}...${address.slice(-4)}`;
}

export const walletMenu = {
  connect: "Connect wallet",
  menuLabel: "Wallet",
  connected: "Connected",
  signedIn: "Signed in",
  copy: "Copy address",
  signIn: "Sign in",
  signingIn: "Signing in...",
  signOut: "Sign out",
  disconnect: "Disconnect",
  rewards: "My NPX rewards",
  reconnect: "Connect wallet",
} as const;
