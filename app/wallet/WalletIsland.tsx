// The wallet island: the whole wallet stack (web3.js, the adapters, the modal), loaded
// lazily by WalletMount. It connects Phantom by the spec's Error catalogue, signs in with
// Sign-In With Solana, and publishes the wallet's state to the small store pages read.
import "./buffer-global";
import "./wallet-modal.css";
import type { Adapter, WalletError, WalletName } from "@solana/wallet-adapter-base";
import { PhantomWalletAdapter, PhantomWalletName } from "@solana/wallet-adapter-phantom";
import {
  ConnectionProvider,
  useConnection,
  useWallet,
  WalletProvider,
  type Wallet,
} from "@solana/wallet-adapter-react";
import { Transaction } from "@solana/web3.js";
import bs58 from "bs58";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { buildSiwsMessage, siwsMessageFor } from "~/auth/siws";
import { toast } from "~/components/ui/use-toast";
import { CONNECT_REDIRECT_DELAY_MS, notSignedIn, walletToasts } from "~/content/wallet";
import { WALLET_STORAGE_KEY } from "~/content/wallet-menu";
import type { RootLoaderData } from "~/root-data";
import { isMobileLike, runConnectFlow, type Readiness } from "./connect-flow";
import { registerWalletIsland, type WalletIslandApi } from "./wallet-store";
import { isWalletRemembered, setWalletState } from "./wallet-state";
import { WalletModal } from "./WalletModal";

interface Control {
  /** A wallet was remembered when the island loaded: autoConnect may run, once. */
  remembered: boolean;
  /** The visitor asked for something: autoConnect stands down. */
  userActed: boolean;
}

function warn(message: string, error?: unknown) {
  // A refused prompt is an expected outcome, not a page error: log it as a warning.
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? "" : String(error);
  console.warn(`[wallet] ${message}${detail ? ` (${detail})` : ""}`);
}

export default function WalletIsland({ rpcUrl }: { rpcUrl: string }) {
  const wallets = useMemo(() => [new PhantomWalletAdapter()], []);
  const control = useRef<Control>({
    remembered: isWalletRemembered(),
    userActed: false,
  });
  // autoConnect is on for a remembered wallet; it connects, it never signs in.
  const autoConnect = useCallback(async () => control.current.remembered && !control.current.userActed, []);
  const onError = useCallback(
    (error: WalletError, adapter?: Adapter) => warn(`${adapter?.name ?? "wallet"} reported an error`, error),
    [],
  );
  return (
    <ConnectionProvider endpoint={rpcUrl}>
      <WalletProvider
        wallets={wallets}
        autoConnect={autoConnect}
        localStorageKey={WALLET_STORAGE_KEY}
        onError={onError}
      >
        <Bridge control={control} />
      </WalletProvider>
    </ConnectionProvider>
  );
}

function Bridge({ control }: { control: RefObject<Control> }) {
  const wallet = useWallet();
  const { connection } = useConnection();
  const [modalOpen, setModalOpen] = useState(false);
  const { revalidate } = useRevalidator();
  const signedInWallet = useRouteLoaderData<RootLoaderData>("root")?.signedInWallet ?? null;
  const address = wallet.publicKey?.toBase58() ?? null;
  const selectedName = wallet.wallet?.adapter.name ?? null;

  const latest = useRef({ wallet, connection, revalidate, signedInWallet, address });
  useEffect(() => {
    latest.current = { wallet, connection, revalidate, signedInWallet, address };
  });

  // Selecting a wallet takes a render of the provider; connect only once it adopted it.
  const adoption = useRef<Array<{ name: string; done: () => void }>>([]);
  useEffect(() => {
    adoption.current = adoption.current.filter((waiter) =>
      waiter.name === selectedName ? (waiter.done(), false) : true,
    );
  }, [selectedName]);
  const selectAndWait = useCallback((name: WalletName) => {
    if (latest.current.wallet.wallet?.adapter.name === name) return Promise.resolve();
    return new Promise<void>((done) => {
      adoption.current.push({ name, done });
      latest.current.wallet.select(name);
    });
  }, []);

  const connectEntry = useCallback(
    async (entry: Wallet): Promise<string | null> => {
      control.current.userActed = true;
      try {
        await selectAndWait(entry.adapter.name);
        // On a phone's browser (loadable) this redirects into the wallet's in-app browser.
        await entry.adapter.connect();
        return entry.adapter.publicKey?.toBase58() ?? null;
      } catch (error) {
        // A refused connect is not remembered.
        latest.current.wallet.select(null);
        throw error;
      }
    },
    [control, selectAndWait],
  );

  const connectPhantom = useCallback(() => {
    const entry = latest.current.wallet.wallets.find((w) => w.adapter.name === PhantomWalletName);
    return runConnectFlow<Wallet>({
      phantom: entry ? { wallet: entry, readyState: entry.readyState as Readiness } : null,
      isMobile: isMobileLike(navigator.userAgent),
      connect: connectEntry,
      toast,
      openTab: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
      // Leave the toast on screen a moment before leaving for the download page.
      navigate: (url) => void setTimeout(() => window.location.assign(url), CONNECT_REDIRECT_DELAY_MS),
      log: warn,
    });
  }, [connectEntry]);

  // One step: connects if needed and asks for the signature right after. `quiet`: no toast of its
  // own once signed in (the wallet page keeps the spec's connect toast as the one it shows).
  const signIn = useCallback(
    async (quiet?: boolean): Promise<string | null> => {
      let who = latest.current.address;
      if (!who) who = await connectPhantom();
      if (!who) return null;
      const adapter = latest.current.wallet.wallets.find((w) => w.adapter.publicKey?.toBase58() === who)?.adapter;
      if (!adapter || !("signMessage" in adapter)) {
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
          signature = await adapter.signMessage(new TextEncoder().encode(message));
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
        latest.current.revalidate();
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
    (entry: Wallet) => {
      const name = entry.adapter.name;
      if (name === PhantomWalletName) return void connectPhantom();
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
      latest.current.revalidate();
    });
  }, [address]);

  useEffect(() => {
    setWalletState({ ready: true, connected: wallet.connected, address, autoConnecting: wallet.connecting });
  }, [wallet.connected, wallet.connecting, address]);
  // A refusal belongs to the account that refused.
  useEffect(() => setWalletState({ notSignedIn: null }), [address]);

  useEffect(() => {
    const api: WalletIslandApi = {
      connectPhantom,
      signIn,
      disconnect: () => latest.current.wallet.disconnect(),
      openModal: () => {
        control.current.userActed = true;
        setModalOpen(true);
      },
      sendTransaction: async (base64Tx) => {
        try {
          const tx = Transaction.from(Buffer.from(base64Tx, "base64"));
          return { ok: true, signature: await latest.current.wallet.sendTransaction(tx, latest.current.connection) };
        } catch (error) {
          warn("the wallet did not send the transaction", error);
          // 4001: the user refused the prompt (EIP-1193, as Phantom answers).
          const cause = (error as { error?: { code?: unknown } }).error;
          return { ok: false, declined: cause?.code === 4001 };
        }
      },
    };
    registerWalletIsland(api);
    return () => {
      registerWalletIsland(null);
      setWalletState({ ready: false, connected: false, address: null, autoConnecting: false, notSignedIn: null });
    };
  }, [connectPhantom, signIn, control]);

  return modalOpen ? (
    <WalletModal wallets={wallet.wallets} onChoose={connectChosen} onClose={() => setModalOpen(false)} />
  ) : null;
}
