// The rewards page's island: connect and sign in, in place.
import { buttonClass } from "~/components/ui/button";
import { WalletAction } from "~/wallet/WalletAction";

export const REWARDS_SIGN_IN_ISLAND = "rewards-sign-in";

export function RewardsSignIn({ labels }: { labels: { signIn: string; signingIn: string; signedIn: string } }) {
  return (
    <WalletAction
      action="signIn"
      labels={{ idle: labels.signIn, busy: labels.signingIn, done: labels.signedIn }}
      className={buttonClass({ variant: "accent", size: "lg" })}
      testId="rewards-sign-in"
    />
  );
}
