// The product page's two wallet cards: they show the visitor's own wallet and sign-in, so they are
// drawn live, not with the server-drawn parts (ProductSections).
import { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { shortAddress } from "~/content/wallet-menu";
import { buttonClass } from "~/components/ui/button";
import { productLaterParts } from "~/content/product-later-parts";
import { InlineSignIn } from "~/wallet/InlineSignIn";
import { WalletAction } from "~/wallet/WalletAction";
import { useWalletSession } from "~/wallet/wallet-state";

export function RewardCard({
  npxReward,
  promise,
  wallet,
  perks,
}: {
  npxReward: number;
  /** The bag's NPX at the store's value of NPX: its share of the one-time price, and its worth. */
  promise: { back: string; worth: string };
  wallet: string | null;
  /** The signed-in wallet's perk line (the root loader's, for that wallet only). */
  perks: string | null;
}) {
  const { reward } = productLaterParts;
  return (
    <div
      className="flex gap-4 rounded-2xl border border-chai-300/60 bg-gradient-to-br from-chai-300/25 to-cream-50 p-5"
      data-testid="npx-reward"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-chai-600 text-white">
        <Icon name="coins" className="size-5" aria-hidden />
      </span>
      <div className="text-sm text-espresso-800">
        <p className="font-semibold text-espresso-900">{reward.title}</p>
        <p className="mt-0.5">
          <strong className="text-chai-700">
            {npxReward.toLocaleString("en-US")} {reward.perBag}
          </strong>{" "}
          · {reward.explainer(promise.back, promise.worth)}
        </p>
        {wallet ? (
          <p className="mt-1.5" data-testid="reward-signed-in">
            {reward.signedIn} <span className="font-mono">{shortAddress(wallet)}</span>.
          </p>
        ) : (
          <p className="mt-1.5" data-testid="reward-signed-out">
            {reward.signedOut} <InlineSignIn connect={reward.connect} signIn={reward.signIn} />
          </p>
        )}
        {wallet && perks && (
          <p className="mt-1.5 font-semibold text-sage-700" data-testid="holder-perk-line">
            {perks}
          </p>
        )}
      </div>
    </div>
  );
}

/** The Phantom card: connects in place, then offers sign-in; without JavaScript, a link to the wallet page. */
export function PhantomCard({ back }: { back: string }) {
  const { phantom } = productLaterParts;
  const { wallet, signedIn, signedInWallet } = useWalletSession();
  const button = buttonClass({ variant: "primary", size: "lg", className: "shrink-0" });
  let text: ReactNode = phantom.text(back);
  let action: ReactNode = (
    // One step: connects, then asks for the sign-in signature at once.
    <WalletAction
      labels={{ idle: phantom.cta, connected: phantom.signIn, busy: phantom.signingIn, done: phantom.signedIn }}
      className={button}
      testId="phantom-card-action"
    />
  );
  if (signedIn && signedInWallet) {
    text = (
      <>
        {phantom.signedInText} <span className="font-mono">{shortAddress(signedInWallet)}</span>.
      </>
    );
    action = (
      <Link to="/rewards" className={button} data-testid="phantom-card-action">
        {phantom.rewards}
      </Link>
    );
  } else if (wallet.connected && wallet.address) {
    text = (
      <>
        {phantom.connectedText} <span className="font-mono">{shortAddress(wallet.address)}</span>.
      </>
    );
  }
  return (
    <section aria-labelledby="phantom-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-col items-start gap-6 overflow-hidden rounded-[2rem] border border-[#ab9ff2]/50 bg-gradient-to-br from-[#ab9ff2]/25 via-cream-50 to-chai-300/25 p-8 sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-5">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-[#ab9ff2] text-espresso-950 shadow-md">
            <Icon name="wallet" className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="phantom-title" className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">
              {phantom.title}
            </h2>
            <p className="mt-2 max-w-xl text-espresso-700" aria-live="polite" data-testid="phantom-card-text">
              {text}
            </p>
          </div>
        </div>
        <div className="shrink-0 md:max-w-xs">{action}</div>
      </div>
    </section>
  );
}
