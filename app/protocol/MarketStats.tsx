import { buttonClass } from "~/components/ui/button";
import { protocolCopy, protocolLinks } from "~/content/tokenomics";
import type { MarketFigures } from "./figures.server";
import { MarketFiguresView } from "./ProtocolFigures";
import { ExternalLink } from "~/components/protocol/ExternalLink";

/** The market figures, each with its source and date, and the DEX chart link. */
export function MarketStats({ mint, market }: { mint: string | null; market: MarketFigures }) {
  return (
    <section aria-labelledby="market-title" className="mx-auto mt-12 max-w-5xl sm:mt-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="market-title" className="font-display text-2xl font-semibold text-cream-50">
          {protocolCopy.marketTitle}
        </h2>
        <ExternalLink href={protocolLinks.chart.href(mint)} className={buttonClass({ variant: "light", size: "sm" })}>
          {protocolLinks.chart.label}
        </ExternalLink>
      </div>
      <MarketFiguresView market={market} />
    </section>
  );
}
