import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { PageHero } from "~/components/studies/PageHero";
import { DistributionChart } from "~/components/protocol/DistributionChart";
import { ExternalLink } from "~/components/protocol/ExternalLink";
import { HealthMetrics } from "~/components/protocol/HealthMetrics";
import { MarketStats } from "~/components/protocol/MarketStats";
import { ProtocolLogin } from "~/components/protocol/ProtocolLogin";
import { RevenueFlow } from "~/components/protocol/RevenueFlow";
import { buttonClass } from "~/components/ui/button";
import {
  ecosystemHealth,
  marketStats,
  protocolCopy as copy,
  protocolLinks,
  revenueFlow,
  teamVesting,
} from "~/content/tokenomics";
import { renderStaticPage } from "~/components/server-html/render.server";
import { IslandSlot, ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/protocol";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "NPX Protocol",
      description: "NPX tokenomics: supply, distribution, revenue flow and ecosystem health.",
      path: "/protocol",
    },
    siteUrlFrom(matches),
  );

function Actions() {
  return (
    <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
      <ExternalLink href={protocolLinks.buy.href} className={buttonClass({ variant: "accent", size: "lg" })}>
        {protocolLinks.buy.label}
      </ExternalLink>
      <Link to={protocolLinks.whitepaper.to} className={buttonClass({ variant: "light", size: "lg" })}>
        <Icon name="file-text" aria-hidden />
        {protocolLinks.whitepaper.label}
      </Link>
    </div>
  );
}

const LOGIN_ISLAND = "protocol-login";

// The page is drawn on the server: its components and copy stay out of the page's script.
// Only the Login runs in the browser.
export function loader(args: Route.LoaderArgs) {
  return {
    html: renderStaticPage(args, "protocol", () => <ProtocolContent />),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function ProtocolPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} islands={{ [LOGIN_ISLAND]: <ProtocolLogin /> }} />;
}

function ProtocolContent() {
  return (
    <>
      <PageHero
        id="protocol"
        tone="dark"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        top={
          <div className="flex justify-end">
            <IslandSlot name={LOGIN_ISLAND}>
              <ProtocolLogin />
            </IslandSlot>
          </div>
        }
      >
        <div className="mt-8">
          <Actions />
        </div>
        <MarketStats />
      </PageHero>

      <Section
        id="distribution"
        eyebrow={copy.distributionEyebrow}
        title={copy.distributionTitle}
        intro={copy.distributionIntro}
      >
        <DistributionChart />
        <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-2xl bg-cream-200/70 px-5 py-4 text-espresso-800">
          <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-chai-700" aria-hidden />
          <span data-testid="vesting-note">{teamVesting.note}</span>
        </p>
      </Section>

      <Section
        id="revenue"
        tone="dark"
        eyebrow={copy.revenueEyebrow}
        title={copy.revenueTitle}
        intro={`${revenueFlow.ecosystemPercent}% ${copy.ecosystemLine}.`}
      >
        <RevenueFlow />
      </Section>

      <Section id="health" eyebrow={marketStats.asOfLabel} title={ecosystemHealth.title} intro={ecosystemHealth.intro}>
        <HealthMetrics />
      </Section>

      <Section id="protocol-cta" tone="warm" title={copy.ctaTitle} intro={copy.ctaText}>
        <Actions />
      </Section>
    </>
  );
}
