import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "About Us",
      description: "Why we make NAVA: precision, purity and purpose in every scoop.",
      path: "/about",
    },
    siteUrlFrom(matches),
  );

export default function AboutPage() {
  return <ComingSoon title="About NAVA" />;
}
