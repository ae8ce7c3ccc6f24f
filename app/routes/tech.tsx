import { Icon, type IconName } from "~/components/icons";
import { Link } from "react-router";
import { CardGrid } from "~/components/content/CardGrid";
import { CheckList } from "~/components/content/CheckList";
import { CtaBand } from "~/components/content/CtaBand";
import { SplitHeading } from "~/components/content/SplitHeading";
import { PageHero } from "~/components/content/PageHero";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import { storeRewardBack } from "~/cart/reward-back.server";
import { techCta, techHeroFor, techSafety, techStepsFor, techWhy } from "~/content/tech";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/tech";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Technology",
      description: "How NAVA's rewards layer works: Phantom, Solana, wallet sign-in and 10% back in NPX.",
      path: "/tech",
    },
    siteUrlFrom(matches),
  );

const whyIcons: IconName[] = ["zap", "coins", "leaf", "eye"];

// The page is drawn on the server: its components and copy stay out of the page's script.
export async function loader() {
  // The "% back" from the store's NPX value setting: a changed setting draws the page again.
  const back = await storeRewardBack();
  return {
    html: renderStaticPage("tech", () => <TechContent back={back} />, "/", back),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function TechPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function TechContent({ back }: { back: string }) {
  const techHero = techHeroFor(back);
  const techSteps = techStepsFor(back);
  return (
    <>
      <PageHero eyebrow={techHero.eyebrow} title={techHero.title} intro={<p>{techHero.intro}</p>}>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/wallet-connect" className={buttonClass({ size: "lg" })}>
            {techCta.connect}
          </Link>
          <Link to="/protocol" className={buttonClass({ size: "lg", variant: "outline" })}>
            {techCta.protocol}
          </Link>
        </div>
      </PageHero>

      <Section id="how-it-works" eyebrow={techSteps.eyebrow} title={techSteps.title}>
        <ol className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {techSteps.steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300 sm:p-8">
              <span
                className="grid size-10 place-items-center rounded-full bg-espresso-900 font-display font-semibold text-cream-50"
                aria-hidden
              >
                {i + 1}
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-espresso-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="why-solana" tone="warm" eyebrow={techWhy.eyebrow} title={techWhy.title}>
        <CardGrid items={techWhy.items} columns={4} icons={whyIcons} />
      </Section>

      <Section id="safety" tone="dark">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <Icon name="shield-check" className="size-10 text-chai-300" aria-hidden />
            <SplitHeading
              id="safety-title"
              eyebrow={techSafety.eyebrow}
              title={techSafety.title}
              tone="dark"
              className="mt-5"
            />
          </div>
          <CheckList
            items={techSafety.items}
            tone="dark"
            className="rounded-2xl bg-espresso-800/60 p-6 ring-1 ring-espresso-700 sm:p-8"
          />
        </div>
      </Section>

      <CtaBand
        title={techCta.title}
        text={techCta.text}
        actions={[
          { label: techCta.connect, to: "/wallet-connect" },
          { label: techCta.protocol, to: "/protocol" },
        ]}
      />
    </>
  );
}
