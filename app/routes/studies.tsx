import { BackLink } from "~/components/content/BackLink";
import { CtaBand } from "~/components/content/CtaBand";
import { Section } from "~/components/Section";
import { PageHero } from "~/components/studies/PageHero";
import { ProfileAccordion } from "~/components/studies/ProfileAccordion";
import { QualityGrid } from "~/components/studies/QualityGrid";
import { StatGrid } from "~/components/content/StatGrid";
import {
  ingredientProfiles,
  profilesSection,
  qualitySection,
  researchStats,
  studiesCta,
  studiesHero,
} from "~/content/studies";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/studies";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Science",
      description:
        "The research behind NAVA's functional mushrooms: doses, extracts, clinical studies and quality assurance.",
      path: "/studies",
    },
    siteUrlFrom(matches),
  );

// The page is drawn on the server: its components and copy stay out of the page's script.
export function loader() {
  return {
    html: renderStaticPage("studies", () => <StudiesContent />),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function StudiesPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function StudiesContent() {
  return (
    <>
      <PageHero
        id="studies"
        eyebrow={studiesHero.eyebrow}
        title={studiesHero.title}
        intro={studiesHero.intro}
        top={<BackLink to="/" label={studiesHero.backLabel} />}
      >
        <StatGrid stats={researchStats} className="mx-auto mt-12 max-w-5xl sm:mt-16" />
      </PageHero>

      <Section
        id="profiles"
        eyebrow={profilesSection.eyebrow}
        title={profilesSection.title}
        intro={profilesSection.intro}
      >
        <ProfileAccordion profiles={ingredientProfiles} />
      </Section>

      <Section
        id="quality"
        tone="warm"
        eyebrow={qualitySection.eyebrow}
        title={qualitySection.title}
        intro={qualitySection.intro}
      >
        <QualityGrid />
      </Section>

      <CtaBand title={studiesCta.title} text={studiesCta.text} actions={[studiesCta.primary, studiesCta.secondary]} />
    </>
  );
}
