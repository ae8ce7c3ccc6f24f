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
import { homeHero, ingredientsSection } from "~/content/home";
import { homeIngredients } from "~/content/ingredients";
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

// The hero image is the largest paint: fetch it with the document.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: homeHero.image.src, type: "image/svg+xml", fetchPriority: "high" },
];

export default function HomePage() {
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
      <HomeHero />
      <BenefitsSection />
      <Section id="ingredients" tone="warm" eyebrow={ingredientsSection.eyebrow} title={ingredientsSection.title} intro={<p>{ingredientsSection.intro}</p>}>
        <IngredientScroller items={homeIngredients} />
      </Section>
      <UsageGuide />
      <OwnershipSection />
      <Testimonials />
      <HomeFaq />
      <JoinMovement />
    </>
  );
}
