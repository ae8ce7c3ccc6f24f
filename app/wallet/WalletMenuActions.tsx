// The header wallet menu's live part, fetched when the menu is first used or a connected wallet
// is not signed in: the buttons that need the browser (sign in beside the menu; copy, reconnect,
// disconnect in it) with the wallet facade, and closing the menu on Escape, a click outside it, or
// once a reconnect or disconnect asked for in it is done.
import { Icon } from "~/components/icons";
import { useEffect, type RefObject } from "react";
import { toast } from "~/components/ui/use-toast";
import { walletToasts } from "~/content/wallet";
import { walletMenu } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import { useWalletSession } from "./wallet-state";
import { connectWallet, disconnectWallet, signInWithWallet } from "./wallet-store";

interface WalletMenuActionsProps {
  /** Where: before the menu (sign in), in the menu before the rewards link, after it, or last. */
  slot: "signIn" | "top" | "middle" | "end";
  address: string;
  menu: RefObject<HTMLDetailsElement | null>;
  close: () => void;
  /** The menu's item style, shared with the items drawn on the server. */
  itemClassName: string;
}

export default function WalletMenuActions({ slot, address, menu, close, itemClassName: item }: WalletMenuActionsProps) {
  const { wallet, signedIn } = useWalletSession();

  useEffect(() => {
    if (slot !== "top") return;
    const onPointerDown = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return;
      close();
      menu.current.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [slot, menu, close]);

  if (slot === "top") {
    return (
      <>
        <button
          type="button"
          className={item}
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(() => toast(walletToasts.addressCopied));
            close();
          }}
        >
          <Icon name="copy" aria-hidden />
          {walletMenu.copy}
        </button>
      </>
    );
  }
  if (slot === "signIn") {
    // Connected, not signed in: signing in is one tap, in the header itself.
    return (
      <button
        type="button"
        className="inline-flex h-11 items-center gap-1.5 rounded-full bg-chai-600 px-3.5 text-sm font-semibold text-white hover:bg-chai-700 disabled:opacity-60 [&_svg]:size-4"
        disabled={wallet.signingIn}
        onClick={() => void signInWithWallet()}
        data-testid="header-sign-in"
      >
        <Icon name="log-in" aria-hidden />
        {wallet.signingIn ? walletMenu.signingIn : walletMenu.signIn}
      </button>
    );
  }
  if (slot === "middle") {
    return (
      signedIn &&
      !wallet.connected && (
        <button
          type="button"
          className={item}
          disabled={wallet.connecting}
          onClick={() => void connectWallet().then(close)}
        >
          <Icon name="check" aria-hidden />
          {walletMenu.reconnect}
        </button>
      )
    );
  }
  return (
    wallet.connected && (
      <button type="button" className={cn(item, "text-berry-700")} onClick={() => void disconnectWallet().then(close)}>
        <Icon name="unplug" aria-hidden />
        {walletMenu.disconnect}
      </button>
    )
  );
}
