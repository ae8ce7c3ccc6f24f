// The wallet as pages see it, without the wallet libraries: a tiny store that the lazy
// wallet island fills in once it is loaded. Pages ask to connect or sign in here; the island
// is fetched on the first such request (or after hydration when a wallet was remembered).
import { useSyncExternalStore } from "react";
import { WALLET_STORAGE_KEY } from "~/content/wallet";

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
}

/** What the island does for pages. */
export interface WalletIslandApi {
  /** The Error catalogue's connect handler; the address on success. */
  connectPhantom(): Promise<string | null>;
  /** Connects if needed, then signs a Sign-In With Solana message; the wallet on success. */
  signIn(): Promise<string | null>;
  disconnect(): Promise<void>;
  openModal(): void;
  /** The connected wallet signs and sends a serialized transaction (base64). */
  sendTransaction(base64Tx: string): Promise<SendResult>;
}

export type SendResult = { ok: true; signature: string } | { ok: false; declined: boolean };

const initial: WalletState = {
  requested: false,
  ready: false,
  connecting: false,
  autoConnecting: false,
  connected: false,
  address: null,
  signingIn: false,
};
let state = initial;
let island: WalletIslandApi | null = null;
let waiting: Array<(api: WalletIslandApi) => void> = [];
const listeners = new Set<() => void>();

export function setWalletState(patch: Partial<WalletState>) {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as Array<keyof WalletState>).every((k) => state[k] === next[k])) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Called by the island when it mounts (and with null when it unmounts). */
export function registerWalletIsland(api: WalletIslandApi | null) {
  island = api;
  if (!api) return;
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done(api);
}

/** Loads the island if needed; resolves once it runs. */
export function loadWallet(): Promise<WalletIslandApi> {
  if (island) return Promise.resolve(island);
  setWalletState({ requested: true });
  return new Promise((resolve) => waiting.push(resolve));
}

/** A wallet was connected on an earlier visit (autoConnect should run). */
export function isWalletRemembered(): boolean {
  try {
    return window.localStorage.getItem(WALLET_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Runs an island task with a busy flag raised for pages to show. */
async function whileBusy<T>(flag: "connecting" | "signingIn", task: (api: WalletIslandApi) => Promise<T>): Promise<T> {
  setWalletState({ [flag]: true });
  try {
    return await task(await loadWallet());
  } finally {
    setWalletState({ [flag]: false });
  }
}

export const connectWallet = () => whileBusy("connecting", (api) => api.connectPhantom());
export const signInWithWallet = () => whileBusy("signingIn", (api) => api.signIn());

export async function disconnectWallet(): Promise<void> {
  if (island) await island.disconnect();
}

export async function sendWalletTransaction(base64Tx: string): Promise<SendResult> {
  return (await loadWallet()).sendTransaction(base64Tx);
}

export async function openWalletModal(): Promise<void> {
  (await loadWallet()).openModal();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWalletState(): WalletState {
  return useSyncExternalStore(subscribe, () => state, () => initial);
}
