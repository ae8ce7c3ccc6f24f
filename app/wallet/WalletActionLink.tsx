// A sign-in button's first markup in a page drawn on the server (an island's slot): the link to
// /wallet-connect, back to this page afterwards, that works without JavaScript. A tap on it
// before the app runs is kept (`data-needs-app`) for the live WalletAction that replaces it.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { walletConnectHref } from "~/content/wallet-menu";

export function WalletActionLink({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className: string;
  testId?: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <a href={walletConnectHref(pathname + search)} data-needs-app="" className={className} data-testid={testId}>
      {children}
    </a>
  );
}
