import { ComingSoon } from "~/components/ComingSoon";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "FAQ",
      description: "Answers about NAVA Focus: the product, its ingredients, how to use it, safety, and the NPX rewards.",
      path: "/faq",
    },
    siteUrlFrom(matches),
  );

export default function FaqPage() {
  return <ComingSoon title="WTF is NAVA?" />;
}
