import { Icon } from "~/components/icons";
import { StatGrid } from "~/components/content/StatGrid";
import { buttonClass } from "~/components/ui/button";
import { marketStats, protocolCopy, protocolLinks } from "~/content/tokenomics";
import { ExternalLink } from "./ExternalLink";

/** The hardcoded market figures, dated, with the 24H change and the DEX chart link. */
export function MarketStats({ mint }: { mint: string | null }) {
  return (
    <section aria-labelledby="market-title" className="mx-auto mt-12 max-w-5xl sm:mt-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="market-title" className="font-display text-2xl font-semibold text-cream-50">
          {protocolCopy.marketTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-sage-700 px-3 py-1 text-sm font-semibold text-cream-50">
            <Icon name="trending-up" className="size-4" aria-hidden />
            <span data-testid="change-24h">{marketStats.change24h}</span>
            <span className="text-cream-200">{marketStats.change24hLabel}</span>
          </span>
          <ExternalLink href={protocolLinks.chart.href(mint)} className={buttonClass({ variant: "light", size: "sm" })}>
            {protocolLinks.chart.label}
          </ExternalLink>
        </div>
      </div>
      <StatGrid stats={marketStats.stats} tone="dark" className="mt-5" />
      <p className="mt-3 text-right text-xs text-cream-300">
        <time dateTime={marketStats.asOf}>{marketStats.asOfLabel}</time>
      </p>
    </section>
  );
}
