import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/wallet-connect";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Connect Wallet",
      description: "Connect your Phantom wallet to earn 10% back in NPX on every purchase.",
      path: "/wallet-connect",
    },
    siteUrlFrom(matches),
  );

export default function WalletConnectPage() {
  return <ComingSoon title="Connect Phantom Wallet" />;
}
