// The header's wallet menu once a wallet is connected or signed in: the short address and a
// small menu (copy address, rewards, sign out, disconnect), with Sign in beside it while the
// connected wallet is not signed in. A native <details>, so
// signing out works without JavaScript. Its buttons and the wallet facade are fetched on the
// first pointer, focus or toggle of the menu, or at once when the visitor is signed in or a
// wallet was remembered. The browser loads this module only when there is an address to show.
import { Icon } from "~/components/icons";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { shortAddress, walletMenu } from "~/content/wallet-menu";
import { isWalletRemembered, useWalletSession } from "./wallet-state";

const WalletMenuActions = lazy(() => import("./WalletMenuActions"));

const item =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-espresso-800 hover:bg-cream-200 focus-visible:bg-cream-200 disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

export function WalletHeaderMenu({ address }: { address: string }) {
  const { wallet, signedInWallet: signedIn, signedIn: isSignedIn } = useWalletSession();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const [live, setLive] = useState(false);
  const goLive = () => setLive(true);

  const close = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  useEffect(() => {
    if (signedIn !== null || isWalletRemembered()) setLive(true);
  }, [signedIn]);

  const status = isSignedIn ? walletMenu.signedIn : walletMenu.connected;
  const actions = (slot: "signIn" | "top" | "middle" | "end", show = live) =>
    show && (
      <Suspense fallback={null}>
        <WalletMenuActions slot={slot} address={address} menu={menu} close={close} itemClassName={item} />
      </Suspense>
    );

  return (
    <>
      {actions("signIn", wallet.connected && !isSignedIn)}
      {/* A new page, session or account draws a new, closed menu (its key). Nothing else closes a
          menu the shopper opened: not the app starting, nor the remembered wallet reconnecting. */}
      <details
        key={location.pathname + signedIn + address}
        ref={menu}
        className="group relative"
        onPointerEnter={goLive}
        onFocus={goLive}
        onToggle={goLive}
      >
        <summary
          aria-label={`${walletMenu.menuLabel} ${shortAddress(address)}, ${status.toLowerCase()}`}
          className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-cream-300 bg-cream-50 pl-2.5 pr-3 text-sm font-semibold text-espresso-800 hover:bg-cream-200 [&::-webkit-details-marker]:hidden"
        >
          <span className="relative">
            <Icon name="wallet" className="size-4" aria-hidden />
            {isSignedIn && (
              <span
                className="absolute -right-1.5 -top-1.5 size-2.5 rounded-full bg-sage-500 ring-2 ring-cream-50"
                aria-hidden
              />
            )}
          </span>
          <span className="hidden font-mono text-xs sm:inline" aria-hidden>
            {shortAddress(address)}
          </span>
        </summary>
        <div className="absolute right-0 top-full z-50 mt-3 w-64 rounded-2xl border border-cream-300 bg-cream-50 p-2 shadow-xl">
          <div className="px-3 pb-2 pt-1.5">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-chai-700">{status}</p>
            <p className="mt-1 break-all font-mono text-xs text-espresso-700">{address}</p>
          </div>
          {actions("top")}
          <Link to="/rewards" className={item} onClick={close}>
            <Icon name="gift" aria-hidden />
            {walletMenu.rewards}
          </Link>
          {actions("middle")}
          {signedIn && (
            <Form method="post" action="/auth/sign-out">
              <input type="hidden" name="redirectTo" value={location.pathname} />
              <button type="submit" className={item}>
                <Icon name="log-out" aria-hidden />
                {walletMenu.signOut}
              </button>
            </Form>
          )}
          {actions("end")}
        </div>
      </details>
    </>
  );
}
