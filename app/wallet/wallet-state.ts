// The wallet's state as pages see it: a tiny store the wallet island fills in. It is all the
// shell (header, WalletMount) needs; asking the wallet for something is the facade's job
// (wallet-store), which the header loads only once its menu is used.
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { WALLET_STORAGE_KEY } from "~/content/wallet-menu";
import type { RootLoaderData } from "~/utils/root-data";

export interface WalletState {
  /** The island was asked for (it renders only then). */
  requested: boolean;
  /** The island is loaded and running. */
  ready: boolean;
  /** A connect this page asked for is under way. */
  connecting: boolean;
  /** The wallet library is connecting by itself (autoConnect). */
  autoConnecting: boolean;
  connected: boolean;
  /** Base58 address of the connected account. */
  address: string | null;
  signingIn: boolean;
  /**
   * The connected wallet refused to sign the sign-in message: what to say beside a sign-in button
   * (connected, not signed in). The island words it, so the copy loads with the wallet.
   */
  notSignedIn: string | null;
}

const initial: WalletState = {
  requested: false,
  ready: false,
  connecting: false,
  autoConnecting: false,
  connected: false,
  address: null,
  signingIn: false,
  notSignedIn: null,
};
let state = initial;
const listeners = new Set<() => void>();

export function setWalletState(patch: Partial<WalletState>) {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as Array<keyof WalletState>).every((k) => state[k] === next[k])) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A wallet was connected on an earlier visit (autoConnect should run). */
export function isWalletRemembered(): boolean {
  try {
    return window.localStorage.getItem(WALLET_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWalletState(): WalletState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

/** The wallet as a page sees it: connected (this tab) and signed in (the server's session). */
export function useWalletSession() {
  const wallet = useWalletState();
  const signedInWallet = useRouteLoaderData<RootLoaderData>("root")?.signedInWallet ?? null;
  // A session counts while no other account is connected in this tab.
  const signedIn = signedInWallet !== null && (wallet.address === null || wallet.address === signedInWallet);
  const busy = wallet.connecting || wallet.signingIn || wallet.autoConnecting;
  return { wallet, signedInWallet, signedIn, busy };
}
