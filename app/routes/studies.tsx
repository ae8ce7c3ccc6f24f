import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { ProfileAccordion } from "~/components/studies/ProfileAccordion";
import { QualityGrid } from "~/components/studies/QualityGrid";
import { StatGrid } from "~/components/studies/StatGrid";
import { buttonClass } from "~/components/ui/button";
import { ingredientProfiles, profilesSection, qualitySection, researchStats, studiesCta, studiesHero } from "~/content/studies";
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
  return (
    <>
      <section aria-labelledby="studies-title" className="relative overflow-hidden bg-gradient-to-b from-cream-200/80 to-cream-100">
        <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 sm:pb-20 lg:px-8">
          <Link to="/" className={buttonClass({ variant: "ghost", size: "sm", className: "-ml-3" })}>
            <ArrowLeft aria-hidden />
            {studiesHero.backLabel}
          </Link>
          <div className="mx-auto mt-8 max-w-3xl text-center sm:mt-12">
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{studiesHero.eyebrow}</p>
            <h1 id="studies-title" className="mt-4 font-display text-4xl font-semibold leading-[1.05] text-balance sm:text-6xl">
              {studiesHero.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-espresso-700 sm:text-xl">{studiesHero.intro}</p>
          </div>
          <StatGrid stats={researchStats} className="mx-auto mt-12 max-w-5xl sm:mt-16" />
        </div>
      </section>

      <Section id="profiles" eyebrow={profilesSection.eyebrow} title={profilesSection.title} intro={profilesSection.intro}>
        <ProfileAccordion profiles={ingredientProfiles} />
      </Section>

      <Section id="quality" tone="warm" eyebrow={qualitySection.eyebrow} title={qualitySection.title} intro={qualitySection.intro}>
        <QualityGrid />
      </Section>

      <Section id="studies-cta" title={studiesCta.title} intro={studiesCta.text}>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={studiesCta.primary.to} className={buttonClass({ size: "lg" })}>
            {studiesCta.primary.label}
          </Link>
          <Link to={studiesCta.secondary.to} className={buttonClass({ variant: "outline", size: "lg" })}>
            {studiesCta.secondary.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
