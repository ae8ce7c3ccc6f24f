// Connect or sign in from any page, in place. Without JavaScript (and before hydration) it is
// a link to /wallet-connect; with it, a button that asks the wallet facade, so the facade and
// the wallet stack are fetched only on the click.
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/cart/useHydrated";
import { cn } from "~/utils/cn";
import { useWalletSession } from "./wallet-state";

interface WalletActionProps {
  /** "connect" connects Phantom; "signIn" connects if needed, then signs in. */
  action: "connect" | "signIn";
  /** `connected`: the idle label of a sign-in while the wallet is already connected. */
  labels: { idle: ReactNode; busy: ReactNode; done: ReactNode; connected?: ReactNode };
  className: string;
  testId?: string;
}

export function WalletAction(props: WalletActionProps) {
  // Before hydration, and in markup drawn on the server outside the app's router, a plain link.
  if (!useHydrated()) {
    return (
      <Link to="/wallet-connect" className={props.className} data-testid={props.testId}>
        {props.labels.idle}
      </Link>
    );
  }
  return <LiveWalletAction {...props} />;
}

function LiveWalletAction({ action, labels, className, testId }: WalletActionProps) {
  const { wallet, signedInWallet, signedIn, busy } = useWalletSession();
  // Succeeded, and the store or the root loader has not caught up yet: stay done meanwhile.
  const [succeeded, setSucceeded] = useState<WalletActionProps["action"] | null>(null);
  useEffect(() => setSucceeded(null), [signedInWallet, wallet.connected, wallet.address]);
  const done = succeeded === action || (action === "signIn" ? signedIn : wallet.connected);

  const run = async () => {
    if (busy || done) return;
    // The facade (and the wallet copy) loads on the first click, not with the page.
    const store = await import("./wallet-store");
    const address = await (action === "signIn" ? store.signInWithWallet() : store.connectWallet());
    if (address) setSucceeded(action);
  };
  // aria-disabled rather than disabled: the button keeps focus while its label changes.
  return (
    <button
      type="button"
      className={cn(className, "aria-disabled:cursor-default")}
      aria-disabled={busy || done}
      onClick={() => void run()}
      data-testid={testId}
    >
      {busy ? labels.busy : done ? labels.done : wallet.connected ? (labels.connected ?? labels.idle) : labels.idle}
    </button>
  );
}
