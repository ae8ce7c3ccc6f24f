import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/studies";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Science",
      description: "The research behind NAVA's functional mushrooms: doses, extracts, clinical studies and quality assurance.",
      path: "/studies",
    },
    siteUrlFrom(matches),
  );

export default function StudiesPage() {
  return <ComingSoon title="The Science" />;
}
