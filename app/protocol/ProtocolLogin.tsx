import { Icon } from "~/components/icons/index";
import { buttonClass } from "~/components/ui/button";
import { protocolLogin } from "~/content/wallet-menu";
import { WalletAction } from "~/wallet/WalletAction";
import { WalletActionLink } from "~/wallet/WalletActionLink";

/** The icons this island draws, in any of its states (the page's markup carries their shapes). */

/**
 * The protocol page's Login: connects Phantom and signs in, one step, showing 'Connecting...' and
 * then 'Connected!'. Without JavaScript it is a link to the wallet page.
 */
const idle = (
  <>
    <Icon name="log-in" aria-hidden />
    {protocolLogin.idle}
  </>
);
const className = buttonClass({ variant: "light", size: "sm" });

/** The island's first markup, drawn with the page on the server. */
export function ProtocolLoginLink() {
  return (
    <WalletActionLink className={className} testId="protocol-login">
      {idle}
    </WalletActionLink>
  );
}

export function ProtocolLogin() {
  return (
    <WalletAction
      labels={{
        idle,
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
      className={className}
      testId="protocol-login"
      noticeClassName="max-w-xs text-right text-chai-300"
    />
  );
}
