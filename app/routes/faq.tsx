import type { ReactNode } from "react";
import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { FaqTabs } from "~/components/faq/FaqTabs";
import { JsonLd } from "~/components/content/JsonLd";
import { QualityStrip } from "~/components/faq/QualityStrip";
import { PageHero } from "~/components/studies/PageHero";
import { storeRewardBack } from "~/cart/reward-back.server";
import { faqCategoryLabels, faqHero, faqPageJsonLd, faqsFor } from "~/content/faq";
import { parseFaqCategory } from "~/content/faq-categories";
import { renderStaticPage } from "~/components/server-html/render.server";
import { IslandSlot, ServerHtml } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "FAQ",
      description:
        "Answers about NAVA Focus: the product, its ingredients, how to use it, safety, and the NPX rewards.",
      path: "/faq",
    },
    siteUrlFrom(matches),
  );

const TABS_ISLAND = "faq-tabs";

// The page is drawn on the server: its components and copy stay out of the page's script.
// The tabs run in the browser, with the questions the loader sends.
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const tab = parseFaqCategory(url.searchParams.get("tab"));
  // The "% back" from the store's NPX value setting: a changed setting draws the page again.
  const back = await storeRewardBack();
  const faqs = faqsFor(back);
  const tabs = { label: faqHero.tabsLabel, faqs, labels: faqCategoryLabels };
  const html = renderStaticPage(
    `faq:${tab}`,
    () => <FaqContent tabs={<FaqTabs tab={tab} {...tabs} />} />,
    url.pathname,
    back,
  );
  return { html, tabs, jsonLd: faqPageJsonLd(faqs) };
}

// The markup depends only on the URL, and a tab switch changes only ?tab=, which the tabs follow
// themselves (keeping the open questions): at the same path there is nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = parseFaqCategory(params.get("tab"));
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ServerHtml html={loaderData.html} islands={{ [TABS_ISLAND]: <FaqTabs tab={tab} {...loaderData.tabs} /> }} />
    </>
  );
}

function FaqContent({ tabs }: { tabs: ReactNode }) {
  return (
    <>
      <PageHero id="faq" eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro}>
        <IslandSlot name={TABS_ISLAND} className="mt-12 block sm:mt-14">
          {tabs}
        </IslandSlot>
      </PageHero>
      <div className="pb-8 pt-4 sm:pt-8">
        <QualityStrip />
      </div>
    </>
  );
}
