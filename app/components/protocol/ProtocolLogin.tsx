import { Icon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { protocolLogin } from "~/content/wallet-menu";
import { WalletAction } from "~/wallet/WalletAction";

/** The icons this island draws, in any of its states (the page's markup carries their shapes). */

/**
 * The protocol page's Login: connects Phantom, then signs in, showing 'Connecting...' and
 * then 'Connected!'. Without JavaScript it is a link to the wallet page.
 */
export function ProtocolLogin() {
  return (
    <WalletAction
      action="signIn"
      labels={{
        idle: (
          <>
            <Icon name="log-in" aria-hidden />
            {protocolLogin.idle}
          </>
        ),
        busy: (
          <>
            <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" aria-hidden />
            {protocolLogin.connecting}
          </>
        ),
        done: (
          <>
            <Icon name="check" className="text-sage-700" aria-hidden />
            {protocolLogin.connected}
          </>
        ),
      }}
      className={buttonClass({ variant: "light", size: "sm" })}
      testId="protocol-login"
    />
  );
}
