// Connect and sign in from any page, in one step and in place: the wallet connects, asks at once
// for the sign-in signature, and the shopper stays on the page with what they had chosen. It is a
// link to /wallet-connect (which comes back here) so it works without JavaScript; a tap before the
// app runs is kept (`data-needs-app`, components/first-tap) and acted on as soon as it does. The
// wallet facade and the wallet stack are fetched on the click, never with the page.
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/utils/use-hydrated";
import { walletConnectHref } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import { useWalletSession } from "./wallet-state";

interface WalletActionProps {
  /** `connected`: the label while the wallet is connected but not signed in. */
  labels: { idle: ReactNode; busy: ReactNode; done: ReactNode; connected?: ReactNode };
  className: string;
  testId?: string;
  /** The colour of the connected-not-signed-in notice (on a dark band, say). */
  noticeClassName?: string;
}

/** The live button (an island's first markup, drawn on the server, is WalletActionLink). */
export function WalletAction({ labels, className, testId, noticeClassName = "text-berry-700" }: WalletActionProps) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { wallet, signedInWallet, signedIn, busy } = useWalletSession();
  // Succeeded, and the root loader has not caught up yet: stay done meanwhile.
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => setSucceeded(false), [signedInWallet, wallet.address]);
  const done = succeeded || signedIn;

  const run = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || done) return;
    const store = await import("./wallet-store");
    if (await store.signInWithWallet()) setSucceeded(true);
  };
  return (
    <>
      {/* A button once the app runs; aria-disabled keeps focus on it while its label changes. */}
      <a
        href={walletConnectHref(pathname + search)}
        data-needs-app=""
        role={hydrated ? "button" : undefined}
        className={cn(className, "aria-disabled:cursor-default")}
        aria-disabled={hydrated && (busy || done) ? true : undefined}
        onClick={(event) => void run(event)}
        onKeyDown={(event) => event.key === " " && void run(event)}
        data-testid={testId}
      >
        {busy ? labels.busy : done ? labels.done : wallet.connected ? (labels.connected ?? labels.idle) : labels.idle}
      </a>
      {wallet.notSignedIn && !done && (
        // Below the button, also in a row that wraps (order-last, a line of its own).
        <span
          role="status"
          className={cn("order-last mt-2 block basis-full text-sm font-medium", noticeClassName)}
          data-testid="not-signed-in"
        >
          {wallet.notSignedIn}
        </span>
      )}
    </>
  );
}
