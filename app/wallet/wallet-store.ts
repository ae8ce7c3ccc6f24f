// The wallet facade, without the wallet libraries: pages ask to connect or sign in here; the
// lazy wallet island is fetched on the first such request (or after hydration when a wallet was
// remembered) and reports its state to wallet-state.
import { setWalletState } from "./wallet-state";

/** What the island does for pages. */
export interface WalletIslandApi {
  /** The Error catalogue's connect handler; the address on success. */
  connectPhantom(): Promise<string | null>;
  /** Connects if needed, then signs a Sign-In With Solana message; the wallet on success. */
  signIn(quiet?: boolean): Promise<string | null>;
  disconnect(): Promise<void>;
  openModal(): void;
  /** The connected wallet signs and sends a serialized transaction (base64). */
  sendTransaction(base64Tx: string): Promise<SendResult>;
}

export type SendResult = { ok: true; signature: string } | { ok: false; declined: boolean };

let island: WalletIslandApi | null = null;
let waiting: Array<(api: WalletIslandApi) => void> = [];

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
/** Connect and sign in, one step; `quiet`: without the signed-in toast. */
export const signInWithWallet = (quiet?: boolean) => whileBusy("signingIn", (api) => api.signIn(quiet));

export async function disconnectWallet(): Promise<void> {
  if (island) await island.disconnect();
}

export async function sendWalletTransaction(base64Tx: string): Promise<SendResult> {
  return (await loadWallet()).sendTransaction(base64Tx);
}

export async function openWalletModal(): Promise<void> {
  (await loadWallet()).openModal();
}
