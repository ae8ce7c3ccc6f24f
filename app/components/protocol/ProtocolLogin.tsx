import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { protocolLinks } from "~/content/tokenomics";

/** The protocol page's Login: for now it leads to the wallet page, which connects Phantom. */
export function ProtocolLogin() {
  return (
    <Link to={protocolLinks.login.to} className={buttonClass({ variant: "light", size: "sm" })} data-testid="protocol-login">
      <LogIn aria-hidden />
      {protocolLinks.login.label}
    </Link>
  );
}
