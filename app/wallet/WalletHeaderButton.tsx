import { Wallet } from "lucide-react";
import { Link } from "react-router";

/** The header's wallet entry. */
export function WalletHeaderButton() {
  return (
    <Link
      to="/wallet-connect"
      aria-label="Connect wallet"
      className="grid size-10 place-items-center rounded-full text-espresso-800 hover:bg-cream-200"
    >
      <Wallet className="size-5" aria-hidden />
    </Link>
  );
}
