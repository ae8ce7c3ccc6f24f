import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { PageHero } from "~/components/studies/PageHero";
import { DistributionChart } from "~/components/protocol/DistributionChart";
import { ExternalLink } from "~/components/protocol/ExternalLink";
import { MarketStats } from "~/protocol/MarketStats";
import { MintAddress } from "~/components/protocol/MintAddress";
import { getDb } from "~/db/client.server";
import { getProtocolFigures } from "~/flows/protocol-figures.server";
import type { ProtocolFigures } from "~/protocol/figures.server";
import { figuresCopy } from "~/protocol/copy";
import { ChainFigures, LedgerFigures, MonthlyStatement } from "~/protocol/ProtocolFigures";
import { ProtocolLogin, ProtocolLoginLink } from "~/protocol/ProtocolLogin";
import { RevenueFlow } from "~/components/protocol/RevenueFlow";
import { buttonClass } from "~/components/ui/button";
import { protocolCopy as copy, protocolLinks, revenueFlow, teamVesting } from "~/content/tokenomics";
import { storeRewardBack } from "~/cart/reward-back.server";
import { renderStaticPage } from "~/components/server-html/render.server";
import { IslandSlot, ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
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

function Actions({ mint }: { mint: string | null }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
      {mint ? (
        <ExternalLink href={protocolLinks.buy.href(mint)} className={buttonClass({ variant: "accent", size: "lg" })}>
          {protocolLinks.buy.label}
        </ExternalLink>
      ) : (
        <span className={buttonClass({ variant: "light", size: "lg", className: "cursor-default hover:bg-cream-50" })}>
          {protocolLinks.buy.soon}
        </span>
      )}
      <Link to={protocolLinks.whitepaper.to} className={buttonClass({ variant: "light", size: "lg" })}>
        <Icon name="file-text" aria-hidden />
        {protocolLinks.whitepaper.label}
      </Link>
    </div>
  );
}

/** A small tag that marks a figure as the brand's word, not read from the store or the chain. */
function StatedTag() {
  return (
    <span className="mr-2 inline-block rounded-full bg-espresso-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-[0.12em] text-cream-50">
      {copy.statedLabel}
    </span>
  );
}

const LOGIN_ISLAND = "protocol-login";
const MINT_ISLAND = "npx-mint";

// The page is drawn on the server: its components and copy stay out of the page's script.
// Only the Login runs in the browser. Its figures are read for everyone at most every few minutes
// (app/protocol/figures.server.ts); the page is drawn again only when they change.
export async function loader() {
  const figures = await getProtocolFigures(await getDb(), await storeRewardBack());
  const mint = figures.mint;
  return {
    mint,
    html: renderStaticPage(
      `protocol:${mint ?? "no-mint"}:${figures.back}`,
      () => <ProtocolContent figures={figures} />,
      "/protocol",
      JSON.stringify(figures),
    ),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function ProtocolPage({ loaderData }: Route.ComponentProps) {
  const islands = {
    [LOGIN_ISLAND]: <ProtocolLogin />,
    ...(loaderData.mint && { [MINT_ISLAND]: <MintAddress mint={loaderData.mint} /> }),
  };
  return <ServerHtml html={loaderData.html} islands={islands} />;
}

function ProtocolContent({ figures }: { figures: ProtocolFigures }) {
  const { mint, back } = figures;
  const flow = revenueFlow(back);
  return (
    <>
      <PageHero
        id="protocol"
        tone="dark"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro(back)}
        top={
          <div className="flex flex-col items-end">
            <IslandSlot name={LOGIN_ISLAND}>
              <ProtocolLoginLink />
            </IslandSlot>
          </div>
        }
      >
        <div className="mt-8">
          <Actions mint={mint} />
          {mint && (
            <IslandSlot name={MINT_ISLAND}>
              <MintAddress mint={mint} />
            </IslandSlot>
          )}
        </div>
        <MarketStats mint={mint} market={figures.market} />
      </PageHero>

      <Section
        id="distribution"
        eyebrow={copy.distributionEyebrow}
        title={copy.distributionTitle}
        intro={copy.distributionIntro}
      >
        <DistributionChart />
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-espresso-700" data-testid="distribution-stated">
          <StatedTag />
          {copy.statedDistribution}
        </p>
        <p className="mx-auto mt-6 flex max-w-3xl items-start gap-3 rounded-2xl bg-cream-200/70 px-5 py-4 text-espresso-800">
          <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-chai-700" aria-hidden />
          <span data-testid="vesting-note">
            <strong className="font-semibold">{copy.statedVesting}</strong> {teamVesting.note}
          </span>
        </p>
      </Section>

      <Section
        id="revenue"
        tone="dark"
        eyebrow={copy.revenueEyebrow}
        title={copy.revenueTitle}
        intro={`${flow.ecosystemPercent}% ${copy.ecosystemLine}.`}
      >
        <RevenueFlow flow={flow} perNpxUsd={figures.storeValue.perNpxUsd} />
      </Section>

      <Section id="statement" tone="dark" title={figuresCopy.statementTitle} intro={figuresCopy.statementIntro}>
        <MonthlyStatement months={figures.months} />
      </Section>

      <Section id="ledger" title={figuresCopy.ledgerTitle} intro={figuresCopy.ledgerIntro}>
        <LedgerFigures figures={figures} />
      </Section>

      <Section id="chain" tone="warm" title={figuresCopy.chainTitle}>
        <ChainFigures figures={figures} />
      </Section>

      <Section id="protocol-cta" tone="warm" title={copy.ctaTitle} intro={copy.ctaText}>
        <Actions mint={mint} />
      </Section>
    </>
  );
}
