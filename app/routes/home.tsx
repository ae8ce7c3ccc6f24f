import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Functional Mushroom Coffee",
      description: "Cinnamon chai mushroom coffee with Lion's Mane, Cordyceps and Chaga. Calm focus, clean energy, and 10% back in NPX.",
      path: "/",
    },
    siteUrlFrom(matches),
  );

export default function HomePage() {
  return <ComingSoon title="NAVA Focus" />;
}
