// The rewards page's island: connect and sign in, one step, in place.
import { buttonClass } from "~/components/ui/button";
import { WalletAction } from "~/wallet/WalletAction";
import { WalletActionLink } from "~/wallet/WalletActionLink";

export const REWARDS_SIGN_IN_ISLAND = "rewards-sign-in";

interface Labels {
  signIn: string;
  signInConnected: string;
  signingIn: string;
  signedIn: string;
}

const className = buttonClass({ variant: "accent", size: "lg" });

/** The island's first markup, drawn with the page on the server. */
export function RewardsSignInLink({ labels }: { labels: Labels }) {
  return (
    <WalletActionLink className={className} testId="rewards-sign-in">
      {labels.signIn}
    </WalletActionLink>
  );
}

export function RewardsSignIn({ labels }: { labels: Labels }) {
  return (
    <WalletAction
      labels={{ idle: labels.signIn, connected: labels.signInConnected, busy: labels.signingIn, done: labels.signedIn }}
      className={className}
      testId="rewards-sign-in"
    />
  );
}
