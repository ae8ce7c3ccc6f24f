// The header's wallet entry. Not connected: a link to /wallet-connect, which connects, signs in and
// comes back to this page. Connected or signed in: the wallet menu (WalletHeaderMenu), which works
// without JavaScript.
import { Icon } from "~/components/icons";
import { Link, useLocation } from "react-router";
import { walletConnectHref, walletMenu } from "~/content/wallet-menu";
import { WalletHeaderMenu } from "./WalletHeaderMenu";
import { useWalletSession } from "./wallet-state";

export function WalletHeaderButton() {
  const { wallet, signedInWallet } = useWalletSession();
  const { pathname, search } = useLocation();
  const address = wallet.address ?? signedInWallet;
  if (address) return <WalletHeaderMenu address={address} />;
  return (
    <Link
      to={walletConnectHref(pathname + search)}
      aria-label={walletMenu.connect}
      className="grid size-11 place-items-center rounded-full text-espresso-800 hover:bg-cream-200"
    >
      <Icon name="wallet" className="size-5" aria-hidden />
    </Link>
  );
}
