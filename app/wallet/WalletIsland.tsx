// The wallet island: the whole wallet stack (Wallet Standard, the modal), loaded lazily by
// WalletMount. It connects Phantom by the spec's Error catalogue, signs in with Sign-In With
// Solana, and publishes the wallet's state to the small store pages read.
import "./wallet-modal.css";
import type { Wallet, WalletAccount } from "@wallet-standard/base";
import bs58 from "bs58";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { buildSiwsMessage, siwsMessageFor } from "~/auth/siws";
import { toast } from "~/components/ui/use-toast";
import { CONNECT_REDIRECT_DELAY_MS, notSignedIn, walletToasts } from "~/content/wallet";
import { WALLET_STORAGE_KEY } from "~/content/wallet-menu";
import { markRootDataStale, type RootLoaderData } from "~/utils/root-data";
import { isMobileLike, runConnectFlow } from "./connect-flow";
import {
  chainOf,
  connectAccount,
  featuresOf,
  fromBase64,
  openInPhantom,
  PHANTOM_NAME,
  solanaWallets,
  walletEntries,
  type WalletEntry,
} from "./standard-wallets";
import { registerWalletIsland, type WalletIslandApi } from "./wallet-store";
import { isWalletRemembered, setWalletState } from "./wallet-state";
import { WalletModal } from "./WalletModal";

interface Control {
  /** A wallet was remembered when the island loaded: autoConnect may run, once. */
  remembered: boolean;
  /** The visitor asked for something: autoConnect stands down. */
  userActed: boolean;
}

interface Session {
  wallet: Wallet;
  account: WalletAccount;
}

/** How long a connect waits for Phantom's provider to register as a Wallet Standard wallet. */
const REGISTRATION_WAIT_MS = 3000;

function warn(message: string, error?: unknown) {
  // A refused prompt is an expected outcome, not a page error: log it as a warning.
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? "" : String(error);
  console.warn(`[wallet] ${message}${detail ? ` (${detail})` : ""}`);
}

/** The wallet remembered by name, as wallet-adapter stored it (a JSON string). */
function rememberedName(): string | null {
  try {
    const stored = window.localStorage.getItem(WALLET_STORAGE_KEY);
    return stored === null ? null : (JSON.parse(stored) as string);
  } catch {
    return null;
  }
}

function remember(name: string | null) {
  try {
    if (name === null) window.localStorage.removeItem(WALLET_STORAGE_KEY);
    else window.localStorage.setItem(WALLET_STORAGE_KEY, JSON.stringify(name));
  } catch {
    // Storage refused (private mode): the wallet is simply not remembered.
  }
}

export default function WalletIsland({ rpcUrl }: { rpcUrl: string }) {
  const control = useRef<Control>({ remembered: isWalletRemembered(), userActed: false });
  return <Bridge control={control} chain={chainOf(rpcUrl)} />;
}

/** The registered Solana wallets, re-read when one registers or leaves. */
function useRegisteredWallets(): readonly Wallet[] {
  const registry = useMemo(() => solanaWallets(), []);
  const cache = useRef<{ key: string; list: readonly Wallet[] }>({ key: "", list: [] });
  return useSyncExternalStore(
    registry.onChange,
    () => {
      const list = registry.get();
      const key = list.map((w) => w.name).join("\n");
      if (key !== cache.current.key || list.length !== cache.current.list.length) cache.current = { key, list };
      return cache.current.list;
    },
    () => cache.current.list,
  );
}

function Bridge({ control, chain }: { control: RefObject<Control>; chain: `solana:${string}` }) {
  const registered = useRegisteredWallets();
  const [session, setSessionState] = useState<Session | null>(null);
  // Read by the steps right after a connect, before React has drawn the new session.
  const current = useRef<Session | null>(null);
  const setSession = useCallback((next: Session | null) => {
    current.current = next;
    setSessionState(next);
  }, []);
  const [autoConnecting, setAutoConnecting] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const { revalidate } = useRevalidator();
  const signedInWallet = useRouteLoaderData<RootLoaderData>("root")?.signedInWallet ?? null;
  const address = session?.account.address ?? null;

  const latest = useRef({ registered, revalidate, signedInWallet });
  useEffect(() => {
    latest.current = { registered, revalidate, signedInWallet };
  });

  /** The registered wallet by name, waiting a moment for it to register. */
  const registeredWallet = useCallback((name: string) => {
    const find = () =>
      solanaWallets()
        .get()
        .find((w) => w.name === name);
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise<Wallet>((resolve, reject) => {
      const off = solanaWallets().onChange(() => {
        const wallet = find();
        if (!wallet) return;
        off();
        clearTimeout(timer);
        resolve(wallet);
      });
      const timer = setTimeout(() => {
        off();
        reject(new Error(`${name} did not register as a Wallet Standard wallet`));
      }, REGISTRATION_WAIT_MS);
    });
  }, []);

  const connectEntry = useCallback(
    async (entry: WalletEntry): Promise<string | null> => {
      control.current.userActed = true;
      // On a phone's browser this opens the page in the wallet's in-app browser.
      if (entry.readyState === "Loadable") {
        openInPhantom();
        return null;
      }
      try {
        const wallet = entry.wallet ?? (await registeredWallet(entry.name));
        const account = await connectAccount(wallet, false);
        remember(wallet.name);
        setSession({ wallet, account });
        return account.address;
      } catch (error) {
        // A refused connect is not remembered.
        remember(null);
        throw error;
      }
    },
    [control, registeredWallet, setSession],
  );

  const connectPhantom = useCallback(() => {
    const entry = walletEntries(latest.current.registered).find((w) => w.name === PHANTOM_NAME);
    return runConnectFlow<WalletEntry>({
      phantom: entry ? { wallet: entry, readyState: entry.readyState } : null,
      isMobile: isMobileLike(navigator.userAgent),
      connect: connectEntry,
      toast,
      openTab: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
      // Leave the toast on screen a moment before leaving for the download page.
      navigate: (url) => void setTimeout(() => window.location.assign(url), CONNECT_REDIRECT_DELAY_MS),
      log: warn,
    });
  }, [connectEntry]);

  // autoConnect: a remembered wallet reconnects once it registers, silently (only if it approved
  // this site before); it never signs in. A refusal forgets it.
  useEffect(() => {
    const name = control.current.remembered ? rememberedName() : null;
    if (!name) return;
    control.current.remembered = false;
    let cancelled = false;
    setAutoConnecting(true);
    registeredWallet(name)
      .then(async (wallet) => {
        if (control.current.userActed) return;
        const account = await connectAccount(wallet, true);
        if (!cancelled && !control.current.userActed) setSession({ wallet, account });
      })
      .catch((error: unknown) => {
        warn(`${name} did not reconnect`, error);
        if (!control.current.userActed) remember(null);
      })
      .finally(() => setAutoConnecting(false));
    return () => {
      cancelled = true;
    };
  }, [control, registeredWallet, setSession]);

  // The wallet's own changes: another account chosen, or the site disconnected in the wallet.
  const connectedWallet = session?.wallet ?? null;
  useEffect(() => {
    const events = connectedWallet && featuresOf(connectedWallet)["standard:events"];
    if (!events) return;
    return events.on("change", ({ accounts }) => {
      if (!accounts) return;
      const account = accounts.find((a) => a.chains.some((c) => c.startsWith("solana:")));
      if (account) return setSession({ wallet: connectedWallet, account });
      remember(null);
      setSession(null);
    });
  }, [connectedWallet, setSession]);

  // One step: connects if needed and asks for the signature right after. `quiet`: no toast of its
  // own once signed in (the wallet page keeps the spec's connect toast as the one it shows).
  const signIn = useCallback(
    async (quiet?: boolean): Promise<string | null> => {
      let who = current.current?.account.address ?? null;
      if (!who) who = await connectPhantom();
      if (!who) return null;
      const connected = current.current;
      const signMessage = connected && featuresOf(connected.wallet)["solana:signMessage"];
      if (!connected || !signMessage) {
        toast(walletToasts.signInFailed);
        return null;
      }
      try {
        const nonceResponse = await fetch("/auth/nonce", { method: "POST", headers: { accept: "application/json" } });
        if (!nonceResponse.ok) throw new Error(`nonce request answered ${nonceResponse.status}`);
        const { nonce, expiresAt } = (await nonceResponse.json()) as { nonce: string; expiresAt: string };
        const message = buildSiwsMessage(
          siwsMessageFor({ origin: window.location.origin, address: who, nonce, nonceExpiresAt: new Date(expiresAt) }),
        );
        let signature: Uint8Array;
        try {
          const [signed] = await signMessage.signMessage({
            account: connected.account,
            message: new TextEncoder().encode(message),
          });
          if (!signed) throw new Error("the wallet returned no signature");
          signature = signed.signature;
        } catch (error) {
          warn("the wallet did not sign the sign-in message", error);
          toast(walletToasts.signInFailed);
          setWalletState({ notSignedIn: notSignedIn(who) });
          return null;
        }
        const verify = await fetch("/auth/verify", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ message, signature: bs58.encode(signature), publicKey: who }),
        });
        if (!verify.ok)
          throw new Error(
            `sign-in refused: ${((await verify.json().catch(() => ({}))) as { error?: string }).error ?? verify.status}`,
          );
        setWalletState({ notSignedIn: null });
        if (!quiet) toast(walletToasts.signedIn(who));
        // Done once the pages know it: a page that moves on at once (the wallet page goes home)
        // would otherwise cancel the reload that shows the shopper signed in.
        markRootDataStale();
        await latest.current.revalidate();
        return who;
      } catch (error) {
        warn("sign-in failed", error);
        toast(walletToasts.signInRefused);
        return null;
      }
    },
    [connectPhantom],
  );

  // A choice in the wallet modal is a request to connect that wallet.
  const connectChosen = useCallback(
    (entry: WalletEntry) => {
      const name = entry.name;
      if (name === PHANTOM_NAME) return void connectPhantom();
      connectEntry(entry).then(
        (who) => who && toast(walletToasts.connected(who, name)),
        (error) => {
          warn(`${name} connection failed`, error);
          toast(walletToasts.otherConnectFailed(name));
        },
      );
    },
    [connectPhantom, connectEntry],
  );

  // An account change replaces the key; a session of another wallet ends.
  useEffect(() => {
    const signed = latest.current.signedInWallet;
    if (!address || !signed || address === signed) return;
    void fetch("/auth/sign-out", { method: "POST", headers: { accept: "application/json" } }).then(() => {
      toast(walletToasts.signedOutOnSwitch);
      markRootDataStale();
      void latest.current.revalidate();
    });
  }, [address]);

  useEffect(() => {
    setWalletState({ ready: true, connected: address !== null, address, autoConnecting });
  }, [address, autoConnecting]);
  // A refusal belongs to the account that refused.
  useEffect(() => setWalletState({ notSignedIn: null }), [address]);

  useEffect(() => {
    const api: WalletIslandApi = {
      connectPhantom,
      signIn,
      disconnect: async () => {
        const connected = current.current;
        remember(null);
        setSession(null);
        if (!connected) return;
        try {
          await featuresOf(connected.wallet)["standard:disconnect"]?.disconnect();
        } catch (error) {
          warn(`${connected.wallet.name} did not disconnect`, error);
        }
      },
      openModal: () => {
        control.current.userActed = true;
        setModalOpen(true);
      },
      sendTransaction: async (base64Tx) => {
        const connected = current.current;
        try {
          const send = connected && featuresOf(connected.wallet)["solana:signAndSendTransaction"];
          if (!connected || !send) throw new Error("no connected wallet can send transactions");
          const [sent] = await send.signAndSendTransaction({
            account: connected.account,
            chain,
            transaction: fromBase64(base64Tx),
            // The commitment the store confirms payments at.
            options: { preflightCommitment: "confirmed" },
          });
          if (!sent) throw new Error("the wallet returned no signature");
          return { ok: true, signature: bs58.encode(sent.signature) };
        } catch (error) {
          warn("the wallet did not send the transaction", error);
          // 4001: the user refused the prompt (EIP-1193, as Phantom answers).
          const code = (error as { code?: unknown; error?: { code?: unknown } } | null)?.code;
          return { ok: false, declined: code === 4001 };
        }
      },
    };
    registerWalletIsland(api);
    return () => {
      registerWalletIsland(null);
      setWalletState({ ready: false, connected: false, address: null, autoConnecting: false, notSignedIn: null });
    };
  }, [connectPhantom, signIn, control, chain, setSession]);

  return modalOpen ? (
    <WalletModal wallets={walletEntries(registered)} onChoose={connectChosen} onClose={() => setModalOpen(false)} />
  ) : null;
}
