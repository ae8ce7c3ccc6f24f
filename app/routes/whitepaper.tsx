import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/whitepaper";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "NPX Whitepaper",
      description: "The NPX rewards protocol whitepaper: supply, distribution, vesting and revenue flow.",
      path: "/protocol/whitepaper",
    },
    siteUrlFrom(matches),
  );

export default function WhitepaperPage() {
  return <ComingSoon title="NPX Whitepaper" />;
}
