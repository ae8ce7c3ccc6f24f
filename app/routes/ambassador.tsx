import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/ambassador";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Ambassador Program",
      description: "Become a NAVA creator: free product, up to 25% commission and early access.",
      path: "/ambassador",
    },
    siteUrlFrom(matches),
  );

export default function AmbassadorPage() {
  return <ComingSoon title="Ambassador Program" />;
}
