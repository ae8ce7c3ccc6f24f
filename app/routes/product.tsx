import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Shop NAVA Focus",
      description: "Subscribe for $39 or buy once for $49: 30 servings of cinnamon chai mushroom coffee.",
      path: "/product",
    },
    siteUrlFrom(matches),
  );

export default function ProductPage() {
  return <ComingSoon title="NAVA Focus" />;
}
