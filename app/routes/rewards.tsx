import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/rewards";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Rewards",
      description: "Earn 10% back in NPX on every NAVA purchase.",
      path: "/rewards",
    },
    siteUrlFrom(matches),
  );

export default function RewardsPage() {
  return <ComingSoon title="NPX Rewards" />;
}
