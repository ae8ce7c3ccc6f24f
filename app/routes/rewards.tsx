import { renderServerHtml } from "~/components/server-html/render.server";
import { ServerHtml } from "~/components/server-html/ServerHtml";
import { storeRewardBack } from "~/cart/reward-back.server";
import { getDb } from "~/db/client.server";
import { HolderHistory } from "~/holders/HolderHistory";
import { holderHistory } from "~/holders/history.server";
import { REWARDS_SIGN_IN_ISLAND, RewardsSignIn } from "~/rewards/RewardsSignIn";
import { RewardsView } from "~/rewards/RewardsView";
import { runClaimAction } from "~/flows/claim-action.server";
import { loadRewardsPage } from "~/rewards/rewards-page.server";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/rewards";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Rewards",
      description: "Earn NPX back on every NAVA purchase, recorded to your Phantom wallet.",
      path: "/rewards",
    },
    siteUrlFrom(matches),
  );

// The page shows a wallet's own ledger: never from a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// Drawn on the server (decision 0006): the copy, the totals and the entries cost the page no
// script. Only the sign-in button runs in the browser.
export async function loader({ request }: Route.LoaderArgs) {
  const { copy, account, notice, claimState } = await loadRewardsPage(request, await storeRewardBack());
  const { signIn, signInConnected, signingIn, signedIn } = copy.program;
  // The holder's perks used and NPX spent in the store (app/holders), beside the ledger.
  const spends = account ? await holderHistory(await getDb(), account.wallet) : [];
  return {
    html: renderServerHtml(
      <RewardsView
        copy={copy}
        account={account}
        notice={notice}
        claimState={claimState}
        holderHistory={<HolderHistory rows={spends} />}
      />,
      "/rewards",
    ),
    signIn: { signIn, signInConnected, signingIn, signedIn },
  };
}

// Claim and Check again post here and are answered with a redirect back to the page.
export async function action({ request }: Route.ActionArgs) {
  return runClaimAction(request);
}

export default function RewardsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerHtml
      html={loaderData.html}
      islands={{ [REWARDS_SIGN_IN_ISLAND]: <RewardsSignIn labels={loaderData.signIn} /> }}
    />
  );
}
