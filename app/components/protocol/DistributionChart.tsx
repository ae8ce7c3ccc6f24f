import {
  allocationTokens,
  compactTokens,
  distribution,
  protocolCopy,
  TOKEN_SYMBOL,
  TOTAL_SUPPLY,
} from "~/content/tokenomics";

// A donut drawn on the server: a circle of circumference 100, so a segment's dash is its percent.
const R = 15.9155;

/** The token distribution: a donut chart and the same numbers in a table. */
export function DistributionChart() {
  let start = 0;
  const segments = distribution.map((a) => {
    const segment = { ...a, offset: 25 - start };
    start += a.percent;
    return segment;
  });
  const summary = distribution.map((a) => `${a.label} ${a.percent}%`).join(", ");
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <figure className="relative mx-auto w-full max-w-sm">
        <svg
          viewBox="0 0 42 42"
          role="img"
          aria-labelledby="distribution-chart-title distribution-chart-desc"
          className="w-full"
        >
          <title id="distribution-chart-title">{protocolCopy.tableCaption}</title>
          <desc id="distribution-chart-desc">{summary}</desc>
          <circle cx="21" cy="21" r={R} fill="none" stroke="var(--color-cream-200)" strokeWidth="6" />
          {segments.map((s) => (
            <circle
              key={s.id}
              data-segment={s.id}
              cx="21"
              cy="21"
              r={R}
              fill="none"
              stroke={s.color}
              strokeWidth="6"
              strokeDasharray={`${s.percent} ${100 - s.percent}`}
              strokeDashoffset={s.offset}
            />
          ))}
        </svg>
        <figcaption aria-hidden className="absolute inset-0 grid place-content-center text-center">
          <span className="font-display text-5xl font-semibold text-espresso-900">{compactTokens(TOTAL_SUPPLY)}</span>
          <span className="mt-1 text-xs font-semibold uppercase tracking-[0.2em] text-espresso-600">
            {TOKEN_SYMBOL} supply, as stated
          </span>
        </figcaption>
      </figure>

      <DistributionTable />
    </div>
  );
}

/** The distribution as a table: allocation, share, tokens, and the total. */
export function DistributionTable() {
  return (
    <div className="overflow-hidden rounded-2xl bg-cream-50 ring-1 ring-cream-300">
      <table className="w-full text-left">
        <caption className="sr-only">{protocolCopy.tableCaption}</caption>
        <thead className="bg-cream-200/70 text-xs uppercase tracking-[0.16em] text-espresso-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {protocolCopy.tableHeads.allocation}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {protocolCopy.tableHeads.share}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              {protocolCopy.tableHeads.tokens}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-300">
          {distribution.map((a) => (
            <tr key={a.id} data-allocation={a.id}>
              <th scope="row" className="px-4 py-3.5 font-medium text-espresso-900 sm:px-6">
                <span className="flex items-center gap-3">
                  <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: a.color }} />
                  {a.label}
                </span>
              </th>
              <td className="px-4 py-3.5 text-right font-semibold tabular-nums">{a.percent}%</td>
              <td className="px-4 py-3.5 text-right tabular-nums text-espresso-700 sm:px-6">
                {compactTokens(allocationTokens(a))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-cream-300 bg-cream-100">
          <tr>
            <th scope="row" className="px-4 py-3.5 font-semibold sm:px-6">
              {protocolCopy.totalLabel}
            </th>
            <td className="px-4 py-3.5 text-right font-semibold tabular-nums">
              {distribution.reduce((sum, a) => sum + a.percent, 0)}%
            </td>
            <td className="px-4 py-3.5 text-right font-semibold tabular-nums sm:px-6">{compactTokens(TOTAL_SUPPLY)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
