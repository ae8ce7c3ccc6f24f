import { useRouteLoaderData } from "react-router";
import { JsonLd } from "~/components/content/JsonLd";
import { BenefitsSection } from "~/components/home/BenefitsSection";
import { HomeFaq } from "~/components/home/HomeFaq";
import { HomeHero } from "~/components/home/HomeHero";
import { IngredientScroller } from "~/components/home/IngredientScroller";
import { JoinMovement } from "~/components/home/JoinMovement";
import { OwnershipSection } from "~/components/home/OwnershipSection";
import { Testimonials } from "~/components/home/Testimonials";
import { UsageGuide } from "~/components/home/UsageGuide";
import { Section } from "~/components/Section";
import { homeContent } from "~/content/home";
import { brand, socialLinks } from "~/content/site";
import type { RootLoaderData } from "~/root";
import { DEFAULT_SITE_URL, seo, siteUrlFrom } from "~/utils/seo";
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

// The copy comes from the loader so it stays out of the page's script.
export function loader() {
  return homeContent();
}

// The hero image is the largest paint: fetch it with the document.
const HERO_IMAGE = "/images/home/hero.svg";
export const links: Route.LinksFunction = () => [{ rel: "preload", as: "image", href: HERO_IMAGE, type: "image/svg+xml", fetchPriority: "high" }];

export default function HomePage({ loaderData: content }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<RootLoaderData>("root")?.siteUrl ?? DEFAULT_SITE_URL;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: brand.name,
          url: new URL("/", siteUrl).toString(),
          logo: new URL("/favicon.svg", siteUrl).toString(),
          description: brand.description,
          sameAs: socialLinks.map((s) => s.href),
        }}
      />
      <HomeHero copy={content.hero} />
      <BenefitsSection copy={content.benefits} />
      <Section id="ingredients" tone="warm" eyebrow={content.ingredients.eyebrow} title={content.ingredients.title} intro={<p>{content.ingredients.intro}</p>}>
        <IngredientScroller copy={content.ingredients} />
      </Section>
      <UsageGuide copy={content.usage} />
      <OwnershipSection copy={content.ownership} />
      <Testimonials copy={content.testimonials} />
      <HomeFaq copy={content.faq} />
      <JoinMovement copy={content.join} />
    </>
  );
}
