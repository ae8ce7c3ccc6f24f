import { JsonLd } from "~/components/content/JsonLd";
import { BenefitsSection } from "~/components/home/BenefitsSection";
import { HomeFaq } from "~/components/home/HomeFaq";
import { HomeHero } from "~/components/home/HomeHero";
import { IngredientScroller, scrollerButtonsProps } from "~/components/home/IngredientScroller";
import { SCROLLER_ISLAND, ScrollerButtons } from "~/components/home/ScrollerButtons";
import { JoinMovement } from "~/components/home/JoinMovement";
import { OwnershipSection } from "~/components/home/OwnershipSection";
import { Testimonials } from "~/routes/home/Testimonials";
import { UsageGuide } from "~/components/home/UsageGuide";
import { Section } from "~/components/Section";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { storeRewardBack } from "~/cart/reward-back.server";
import { homeContent } from "~/content/home";
import { getDb } from "~/db/client.server";
import { PRODUCT_ID } from "~/content/product";
import { getFeaturedReviews, getRatingSummary, type PublicReview } from "~/reviews/public.server";
import { formatAverage } from "~/reviews/stats";
import { organizationJsonLd } from "~/content/site";
import { seo, siteUrlFrom } from "~/content/seo";
import { siteUrlFor } from "~/utils/site-url.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Functional Mushroom Coffee",
      description:
        "Cinnamon chai mushroom coffee with Lion's Mane, Cordyceps and Chaga. Calm focus, clean energy, and NPX back on every bag.",
      path: "/",
    },
    siteUrlFrom(matches),
  );

// The page is drawn on the server: its components and copy stay out of the page's script.
// Only the ingredient row's previous/next buttons run in the browser.
// The featured reviews are the page's one part that changes: it is drawn again when they do.
export async function loader(args: Route.LoaderArgs) {
  // The "% back" from the store's NPX value setting, as the product page and the orders credit it.
  const back = await storeRewardBack();
  const content = homeContent(back);
  const db = await getDb();
  const [featured, summary] = await Promise.all([getFeaturedReviews(db), getRatingSummary(db, PRODUCT_ID)]);
  const rating = summary.average === null ? null : { average: formatAverage(summary.average), count: summary.count };
  const version = [
    back,
    rating?.average,
    rating?.count,
    ...featured.map((r) => `${r.id}@${r.updatedAt.getTime()}`),
  ].join();
  return {
    html: renderStaticPage(
      "home",
      () => <HomeContent content={content} reviews={featured} rating={rating} />,
      "/",
      version,
    ),
    scroller: scrollerButtonsProps(content.ingredients),
    jsonLd: organizationJsonLd(siteUrlFor(args.request), back),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

// The hero image is the largest paint: fetch it with the document.
const HERO_IMAGE = "/images/home/hero.svg";
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_IMAGE, type: "image/svg+xml", fetchPriority: "high" },
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ServerHtml
        html={loaderData.html}
        islands={{ [SCROLLER_ISLAND]: <ScrollerButtons {...loaderData.scroller} /> }}
      />
    </>
  );
}

function HomeContent({
  content,
  reviews,
  rating,
}: {
  content: ReturnType<typeof homeContent>;
  reviews: PublicReview[];
  rating: { average: string; count: number } | null;
}) {
  return (
    <>
      <HomeHero copy={content.hero} rating={rating} />
      <BenefitsSection copy={content.benefits} />
      <Section
        id="ingredients"
        tone="warm"
        eyebrow={content.ingredients.eyebrow}
        title={content.ingredients.title}
        intro={<p>{content.ingredients.intro}</p>}
      >
        <IngredientScroller copy={content.ingredients} />
      </Section>
      <UsageGuide copy={content.usage} />
      <OwnershipSection copy={content.ownership} />
      <Testimonials copy={content.testimonials} reviews={reviews} />
      <HomeFaq copy={content.faq} />
      <JoinMovement copy={content.join} />
    </>
  );
}
