import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/mission";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Mission",
      description: "NAVA's mission: better focus, made honestly, shared with the people who drink it.",
      path: "/mission",
    },
    siteUrlFrom(matches),
  );

export default function MissionPage() {
  return <ComingSoon title="Our Mission" />;
}
