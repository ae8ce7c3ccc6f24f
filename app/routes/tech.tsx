import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/tech";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Technology",
      description: "How NAVA's rewards layer works: Phantom, Solana, wallet sign-in and 10% back in NPX.",
      path: "/tech",
    },
    siteUrlFrom(matches),
  );

export default function TechPage() {
  return <ComingSoon title="Technology" />;
}
