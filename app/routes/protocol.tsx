import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/protocol";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "NPX Protocol",
      description: "NPX tokenomics: supply, distribution, revenue flow and ecosystem health.",
      path: "/protocol",
    },
    siteUrlFrom(matches),
  );

export default function ProtocolPage() {
  return <ComingSoon title="NPX Protocol" />;
}
