// The header wallet menu's live part, fetched when the menu is first used: the buttons that
// need the browser (copy, sign in, reconnect, disconnect) with the wallet facade, and closing
// the menu on Escape or a click outside it.
import { Icon } from "~/components/icons";
import { useEffect, type RefObject } from "react";
import { toast } from "~/components/ui/use-toast";
import { walletToasts } from "~/content/wallet";
import { walletMenu } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import { useWalletSession } from "./wallet-state";
import { connectWallet, disconnectWallet, signInWithWallet } from "./wallet-store";

interface WalletMenuActionsProps {
  /** Where in the menu: before the rewards link, after it, or last. */
  slot: "top" | "middle" | "end";
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
        {!signedIn && wallet.connected && (
          <button type="button" className={item} disabled={wallet.signingIn} onClick={() => void signInWithWallet()}>
            <Icon name="log-in" aria-hidden />
            {wallet.signingIn ? walletMenu.signingIn : walletMenu.signIn}
          </button>
        )}
      </>
    );
  }
  if (slot === "middle") {
    return (
      signedIn &&
      !wallet.connected && (
        <button type="button" className={item} disabled={wallet.connecting} onClick={() => void connectWallet()}>
          <Icon name="check" aria-hidden />
          {walletMenu.reconnect}
        </button>
      )
    );
  }
  return (
    wallet.connected && (
      <button type="button" className={cn(item, "text-berry-700")} onClick={() => void disconnectWallet()}>
        <Icon name="unplug" aria-hidden />
        {walletMenu.disconnect}
      </button>
    )
  );
}
