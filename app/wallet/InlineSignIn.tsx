import { walletMenu } from "~/content/wallet-menu";
import { WalletAction } from "./WalletAction";

/** The sign-in offered inside a sentence (product and cart reward notes). */
export function InlineSignIn({ connect, signIn }: { connect: string; signIn: string }) {
  return (
    <WalletAction
      labels={{ idle: connect, connected: signIn, busy: walletMenu.connecting, done: walletMenu.signedIn }}
      className="font-semibold text-chai-700 underline underline-offset-4 hover:text-chai-600"
      testId="inline-sign-in"
    />
  );
}
