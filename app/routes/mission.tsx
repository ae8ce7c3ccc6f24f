import { CardGrid } from "~/components/content/CardGrid";
import { CheckList } from "~/components/content/CheckList";
import { CtaBand } from "~/components/content/CtaBand";
import { SplitHeading } from "~/components/content/SplitHeading";
import { PageHero } from "~/components/content/PageHero";
import { Section } from "~/components/Section";
import { storeRewardBack } from "~/cart/reward-back.server";
import { missionCommitmentsFor, missionCta, missionHero, missionPillarsFor, missionStatement } from "~/content/mission";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/mission";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Mission",
      description: "NAVA's mission: better focus, made honestly, shared with the people who drink it.",
      path: "/mission",
    },
    siteUrlFrom(matches),
  );

// The page is drawn on the server: its components and copy stay out of the page's script.
export async function loader() {
  // The "% back" from the store's NPX value setting: a changed setting draws the page again.
  const back = await storeRewardBack();
  return {
    html: renderStaticPage("mission", () => <MissionContent back={back} />, "/", back),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function MissionPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function MissionContent({ back }: { back: string }) {
  const missionPillars = missionPillarsFor(back);
  const missionCommitments = missionCommitmentsFor(back);
  return (
    <>
      <PageHero eyebrow={missionHero.eyebrow} title={missionHero.title} intro={<p>{missionHero.intro}</p>} />

      <Section id="why">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <SplitHeading id="why-title" eyebrow={missionStatement.eyebrow} title={missionStatement.title} />
          <div className="space-y-5 text-lg leading-relaxed text-espresso-700 lg:pt-8">
            {missionStatement.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="pillars" tone="warm" eyebrow={missionPillars.eyebrow} title={missionPillars.title}>
        <CardGrid items={missionPillars.items} numbered />
      </Section>

      <Section id="commitments" eyebrow={missionCommitments.eyebrow} title={missionCommitments.title}>
        <CheckList
          items={missionCommitments.items}
          className="mx-auto grid max-w-4xl gap-x-10 gap-y-4 space-y-0 rounded-2xl bg-cream-50 p-7 text-lg ring-1 ring-cream-300 sm:p-10 md:grid-cols-2"
        />
      </Section>

      <CtaBand
        title={missionCta.title}
        text={missionCta.text}
        actions={[
          { label: missionCta.shop, to: "/product" },
          { label: missionCta.protocol, to: "/protocol" },
        ]}
      />
    </>
  );
}
