import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/ambassador-apply";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Apply",
      description: "Apply to become a NAVA creator. It takes two minutes.",
      path: "/ambassador/apply",
    },
    siteUrlFrom(matches),
  );

export default function AmbassadorApplyPage() {
  return <ComingSoon title="Apply to the Ambassador Program" />;
}
