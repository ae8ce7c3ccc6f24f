// The header's wallet entry. Not connected: a link to /wallet-connect. Connected or signed in:
// the wallet menu (WalletHeaderMenu), which the browser fetches only when there is an address
// to show; the server draws it into the document, so it works without JavaScript.
import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { onDemand } from "~/components/server-html/server-parts";
import { walletMenu } from "~/content/wallet-menu";
import { useWalletSession } from "./wallet-state";

const WalletHeaderMenu = onDemand("WalletHeaderMenu", () =>
  import("./WalletHeaderMenu").then((m) => m.WalletHeaderMenu),
);

export function WalletHeaderButton() {
  const { wallet, signedInWallet } = useWalletSession();
  const address = wallet.address ?? signedInWallet;
  if (address) return <WalletHeaderMenu address={address} />;
  return (
    <Link
      to="/wallet-connect"
      aria-label={walletMenu.connect}
      className="grid size-10 place-items-center rounded-full text-espresso-800 hover:bg-cream-200"
    >
      <Icon name="wallet" className="size-5" aria-hidden />
    </Link>
  );
}
