// Wallet Standard for the wallet island: the Solana wallets the browser has registered (Phantom
// registers itself this way), Phantom's entry while it is not, and the features the store uses.
// Loaded only with the island.
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature } from "@solana/wallet-standard-features";
import { getWallets } from "@wallet-standard/app";
import type { Wallet, WalletAccount } from "@wallet-standard/base";
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from "@wallet-standard/features";
import type { Readiness } from "./connect-flow";
import { PHANTOM_ICON } from "./phantom-icon";

export const PHANTOM_NAME = "Phantom";

/** A wallet as the modal lists it: registered (Installed), or Phantom's entry while it is not. */
export interface WalletEntry {
  name: string;
  icon: string;
  readyState: Readiness;
  /** The registered wallet; null for Phantom not (yet) registered. */
  wallet: Wallet | null;
}

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignAndSendTransactionFeature
>;

export const featuresOf = (wallet: Wallet) => wallet.features as Features;

const isSolanaWallet = (wallet: Wallet) =>
  wallet.chains.some((chain) => chain.startsWith("solana:")) && "standard:connect" in wallet.features;

/** Every Solana wallet registered so far, and a way to hear of new ones. */
export function solanaWallets() {
  const registry = getWallets();
  return {
    get: () => registry.get().filter(isSolanaWallet),
    onChange(listener: () => void) {
      const offs = [registry.on("register", listener), registry.on("unregister", listener)];
      return () => offs.forEach((off) => off());
    },
  };
}

/** iOS Safari, where Phantom's own page opens this one in its in-app browser (the adapter's rule). */
function isIosAndRedirectable(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return (ua.includes("iphone") || ua.includes("ipad")) && ua.includes("safari");
}

/** Phantom's injected provider, the way the extension announced itself before Wallet Standard. */
export function hasPhantomProvider(): boolean {
  const w = window as { isPhantomInstalled?: boolean; phantom?: { solana?: { isPhantom?: boolean } } };
  return !!w.isPhantomInstalled && !!w.phantom?.solana?.isPhantom;
}

/** The modal's list: registered wallets, then Phantom's entry when Phantom has not registered. */
export function walletEntries(registered: readonly Wallet[]): WalletEntry[] {
  const entries: WalletEntry[] = registered.map((wallet) => ({
    name: wallet.name,
    icon: wallet.icon,
    readyState: "Installed",
    wallet,
  }));
  if (!entries.some((entry) => entry.name === PHANTOM_NAME)) {
    const readyState: Readiness = hasPhantomProvider()
      ? "Installed"
      : isIosAndRedirectable(navigator.userAgent)
        ? "Loadable"
        : "NotDetected";
    entries.push({ name: PHANTOM_NAME, icon: PHANTOM_ICON, readyState, wallet: null });
  }
  return entries;
}

/** Sends this page into Phantom's in-app browser (a phone's browser without the extension). */
export function openInPhantom() {
  const url = encodeURIComponent(window.location.href);
  const ref = encodeURIComponent(window.location.origin);
  window.location.href = `https://phantom.app/ul/browse/${url}?ref=${ref}`;
}

/** The wallet's first Solana account after `standard:connect`; `silent`: only if already approved. */
export async function connectAccount(wallet: Wallet, silent: boolean): Promise<WalletAccount> {
  const connect = featuresOf(wallet)["standard:connect"];
  if (!connect) throw new Error(`${wallet.name} cannot connect`);
  const { accounts } = await connect.connect({ silent });
  const account = accounts.find((a) => a.chains.some((chain) => chain.startsWith("solana:")));
  if (!account) throw new Error(`${wallet.name} gave no Solana account`);
  return account;
}

/** The Wallet Standard chain of the store's RPC endpoint (mainnet unless it names another). */
export function chainOf(rpcUrl: string): `solana:${string}` {
  const match = /devnet|testnet/.exec(rpcUrl);
  return match ? `solana:${match[0]}` : "solana:mainnet";
}

/** Base64 to bytes, without Node's Buffer. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
