import { protocolCopy as copy, type RevenueFlow as Flow, type RevenueStream } from "~/content/tokenomics";
import { cn } from "~/utils/cn";

const sum = (streams: readonly { percent: number }[]) =>
  Number(streams.reduce((total, s) => total + s.percent, 0).toFixed(1));

/**
 * Revenue → the protocol's share → the ecosystem's share (the brand's stated policy) and what shoppers
 * get back (the store's value of NPX, `perNpxUsd`), as a flow.
 */
export function RevenueFlow({ flow, perNpxUsd }: { flow: Flow; perNpxUsd: string }) {
  const ecosystem = flow.streams.filter((s) => s.toEcosystem);
  const holders = flow.streams.filter((s) => !s.toEcosystem);
  return (
    <figure className="mx-auto max-w-5xl" aria-labelledby="revenue-flow-caption">
      <figcaption id="revenue-flow-caption" className="sr-only">
        {`${copy.revenueSource}: ${flow.protocolPercent}% ${copy.protocolLine}; ${flow.ecosystemPercent}% ${copy.ecosystemLine}.`}
      </figcaption>
      <ol className="flex flex-col items-center">
        <li className="w-full max-w-md rounded-2xl bg-espresso-800 px-6 py-5 text-center ring-1 ring-espresso-700">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-chai-300">{copy.revenueSource}</p>
          <p className="mt-1 font-display text-3xl font-semibold text-cream-50">100%</p>
        </li>
        <Connector />
        <li className="w-full max-w-md rounded-2xl bg-chai-600 px-6 py-5 text-center text-white shadow-lg shadow-espresso-950/30">
          <p className="font-display text-4xl font-semibold">{flow.protocolPercent}%</p>
          <p className="mt-1 text-sm font-medium text-cream-50">{copy.protocolLine}</p>
        </li>
        <Connector />
        <li className="grid w-full gap-4 md:grid-cols-[3fr_1fr] md:gap-6">
          <StreamGroup
            title={copy.ecosystemGroup}
            percent={sum(ecosystem)}
            note={copy.ecosystemLine}
            source={copy.statedPolicyNote}
            sourceId="revenue-stated"
            streams={ecosystem}
          />
          <StreamGroup
            title={copy.holdersGroup}
            percent={sum(holders)}
            source={copy.rewardsNote(perNpxUsd)}
            sourceId="revenue-rewards-source"
            streams={holders}
            accent
          />
        </li>
      </ol>
    </figure>
  );
}

function Connector() {
  return <li aria-hidden className="h-8 w-px bg-gradient-to-b from-chai-300/20 via-chai-300 to-chai-300/20 sm:h-10" />;
}

function StreamGroup({
  title,
  percent,
  note,
  source,
  sourceId,
  streams,
  accent,
}: {
  title: string;
  percent: number;
  note?: string;
  /** Whose figure this is: the brand's stated policy, or the store's value of NPX. */
  source: string;
  sourceId: string;
  streams: readonly RevenueStream[];
  accent?: boolean;
}) {
  return (
    <section
      className={cn(
        "rounded-2xl p-5 ring-1 sm:p-6",
        accent ? "bg-sage-700/40 ring-sage-500/60" : "bg-espresso-800/70 ring-espresso-700",
      )}
    >
      <h3 className="flex items-baseline justify-between gap-3 font-sans text-sm font-semibold uppercase tracking-[0.18em] text-cream-200">
        {title}
        <span className="font-display text-3xl normal-case tracking-normal text-chai-300">{percent}%</span>
      </h3>
      {note && <p className="mt-1 text-sm text-cream-300">{note}</p>}
      <p className="mt-2 text-xs font-medium text-cream-200" data-testid={sourceId}>
        {source}
      </p>
      <ul className={cn("mt-5 grid gap-3", streams.length > 1 && "sm:grid-cols-3")}>
        {streams.map((s) => (
          <li key={s.id} data-stream={s.id} className="rounded-xl bg-espresso-900/60 p-4">
            <p className="font-display text-2xl font-semibold text-cream-50">{s.percent}%</p>
            <p className="mt-1 font-semibold text-cream-100">{s.label}</p>
            <p className="mt-1 text-sm leading-relaxed text-cream-300">{s.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
