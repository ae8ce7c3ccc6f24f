// A guest order's NPX on its page: an invitation to sign in and collect it to one wallet, the
// Collect form once signed in (it posts without JavaScript), or where it went.
import { Icon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { rewardsCopy } from "~/content/rewards";
import { shortAddress } from "~/content/wallet-menu";
import { WalletAction } from "~/wallet/WalletAction";
import type { CollectSection } from "./collect.server";

const { collect: copy } = rewardsCopy;
const npx = (n: number) => n.toLocaleString("en-US");

export function CollectRewards({ section }: { section: CollectSection }) {
  const { reward, signedInWallet, outcome, action } = section;
  const outcomeText = outcome ? copy.outcome[outcome] : null;
  return (
    <section
      id="rewards"
      aria-labelledby="collect-title"
      className="rounded-2xl bg-chai-300/20 p-5 text-sm text-espresso-800"
      data-testid="collect-rewards"
    >
      <h2 id="collect-title" className="flex items-center gap-2 font-semibold text-espresso-900">
        <Icon name="coins" className="size-5 shrink-0 text-chai-600" aria-hidden />
        {reward.wallet || reward.status === "void" ? copy.title : copy.invite(npx(reward.amountNpx))}
      </h2>
      {outcomeText && (
        <p role="status" className="mt-2 font-semibold text-espresso-900" data-testid="collect-outcome">
          {outcomeText}
        </p>
      )}
      {reward.wallet ? (
        <p className="mt-2">
          {copy.collectedTo(npx(reward.amountNpx), shortAddress(reward.wallet))}{" "}
          <a href="/rewards" className="font-semibold text-chai-700 underline underline-offset-4">
            {copy.seeRewards}
          </a>
        </p>
      ) : reward.status === "void" ? (
        <p className="mt-2">{copy.voided}</p>
      ) : (
        <>
          <p className="mt-2">{copy.text}</p>
          {signedInWallet ? (
            <form method="post" action={action} className="mt-4">
              <button type="submit" className={buttonClass({ variant: "accent", size: "md", className: "w-full" })}>
                {copy.button(npx(reward.amountNpx), shortAddress(signedInWallet))}
              </button>
            </form>
          ) : (
            <div className="mt-4">
              <WalletAction
                labels={{
                  idle: copy.signIn,
                  connected: copy.signInConnected,
                  busy: copy.signingIn,
                  done: copy.signedIn,
                }}
                className={buttonClass({ variant: "accent", size: "md", className: "w-full" })}
                testId="collect-sign-in"
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
