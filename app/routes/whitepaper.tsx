import type { ReactNode } from "react";
import { BackLink } from "~/components/content/BackLink";
import { DistributionTable } from "~/components/protocol/DistributionChart";
import { PrintButton } from "~/components/protocol/PrintButton";
import printCss from "~/components/protocol/whitepaper-print.css?url";
import { protocolCopy, revenueFlow, teamVesting, whitepaper as wp } from "~/content/tokenomics";
import { storeRewardBack } from "~/cart/reward-back.server";
import { renderStaticPage } from "~/components/server-html/render.server";
import { IslandSlot, ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/whitepaper";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printCss, media: "print" }];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "NPX Whitepaper",
      description: "The NPX rewards protocol whitepaper: supply, distribution, vesting and revenue flow.",
      path: "/protocol/whitepaper",
      type: "article",
    },
    siteUrlFrom(matches),
  );

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-espresso-800">{children}</div>
    </section>
  );
}

const PRINT_ISLAND = "print-button";

// The page is drawn on the server: its components and copy stay out of the page's script.
// Only the print button runs in the browser.
export async function loader() {
  const back = await storeRewardBack();
  return {
    html: renderStaticPage(`whitepaper:${back}`, () => <WhitepaperContent back={back} />),
    printLabel: wp.printLabel,
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function WhitepaperPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServerHtml html={loaderData.html} islands={{ [PRINT_ISLAND]: <PrintButton label={loaderData.printLabel} /> }} />
  );
}

function WhitepaperContent({ back }: { back: string }) {
  const s = wp.sections;
  const flow = revenueFlow(back);
  return (
    <article className="whitepaper mx-auto max-w-3xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink to="/protocol" label={wp.backLabel} />
        <IslandSlot name={PRINT_ISLAND}>
          <PrintButton label={wp.printLabel} />
        </IslandSlot>
      </div>

      <header className="mt-10 border-b border-cream-300 pb-10">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{wp.version}</p>
        <h1 className="mt-4 font-display text-4xl font-semibold leading-tight text-espresso-900 sm:text-5xl">
          {wp.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-espresso-800 sm:text-xl">{wp.abstract(back)}</p>
      </header>

      <Part id="wp-supply" title={s.supply.title}>
        <p>{s.supply.text}</p>
      </Part>

      <Part id="wp-distribution" title={s.distribution.title}>
        <DistributionTable />
      </Part>

      <Part id="wp-vesting" title={s.vesting.title}>
        <p>{s.vesting.text}</p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-cream-200/70 px-5 py-4">
            <dt className="text-sm text-espresso-700">{wp.labels.lock}</dt>
            <dd className="font-display text-2xl font-semibold">
              {teamVesting.cliffMonths} {wp.labels.months}
            </dd>
          </div>
          <div className="rounded-2xl bg-cream-200/70 px-5 py-4">
            <dt className="text-sm text-espresso-700">{wp.labels.linear}</dt>
            <dd className="font-display text-2xl font-semibold">
              {teamVesting.linearMonths} {wp.labels.months}
            </dd>
          </div>
        </dl>
      </Part>

      <Part id="wp-revenue" title={s.revenue.title}>
        <p>{s.revenue.text(flow, back)}</p>
        <div className="overflow-hidden rounded-2xl ring-1 ring-cream-300">
          <table className="w-full bg-cream-50 text-left text-base">
            <caption className="sr-only">{protocolCopy.revenueTitle}</caption>
            <thead className="bg-cream-200/70 text-xs uppercase tracking-[0.16em] text-espresso-700">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {wp.labels.stream}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {wp.labels.goesTo}
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  {wp.labels.share}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300">
              {flow.streams.map((st) => (
                <tr key={st.id}>
                  <th scope="row" className="px-5 py-3 font-medium">
                    {st.label}
                  </th>
                  <td className="px-5 py-3 text-espresso-700">
                    {st.toEcosystem ? wp.labels.ecosystem : wp.labels.shoppers}
                  </td>
                  <td className="px-5 py-3 text-right font-semibold tabular-nums">{st.percent}%</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-cream-300 bg-cream-100">
              <tr>
                <th scope="row" colSpan={2} className="px-5 py-3 font-semibold">
                  {wp.labels.inProtocol}
                </th>
                <td className="px-5 py-3 text-right font-semibold tabular-nums">{flow.protocolPercent}%</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </Part>

      <Part id="wp-rewards" title={s.rewards.title}>
        <p>{s.rewards.text(back)}</p>
      </Part>

      <Part id="wp-risks" title={s.risks.title}>
        <p>{s.risks.text}</p>
      </Part>
    </article>
  );
}
