import { FaqTabs } from "~/components/faq/FaqTabs";
import { JsonLd } from "~/components/content/JsonLd";
import { QualityStrip } from "~/components/faq/QualityStrip";
import { PageHero } from "~/components/studies/PageHero";
import { faqHero, faqPageJsonLd, parseFaqCategory } from "~/content/faq";
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

export function loader({ request }: Route.LoaderArgs) {
  return { tab: parseFaqCategory(new URL(request.url).searchParams.get("tab")) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={faqPageJsonLd()} />
      <PageHero id="faq" eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro}>
        <div className="mt-12 sm:mt-14">
          <FaqTabs tab={loaderData.tab} label={faqHero.tabsLabel} />
        </div>
      </PageHero>
      <div className="pb-8 pt-4 sm:pt-8">
        <QualityStrip />
      </div>
    </>
  );
}
