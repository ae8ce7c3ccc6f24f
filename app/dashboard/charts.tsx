// Charts drawn as SVG on the server (no charting library): columns or a line over evenly spaced
// points, the scale's top and bottom and the first and last labels as HTML text (readable at any
// width), and the same numbers as a table for anyone who would rather read them.
import { useId } from "react";
import { cn } from "~/utils/cn";

export interface ChartPoint {
  label: string;
  value: number;
  /** The value as the table shows it. */
  display: string;
  /** The previous period's value on the same day of it, and as the table shows it. */
  previous?: { value: number; display: string };
}

/** The axis' top: the smallest round value (2, 4, 6, 8 or 10 times a power of ten) at or above `max`, so its half is round too. */
export function roundTop(max: number): number {
  if (max <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 4, 6, 8, 10]) if (step * power >= max && (step !== 1 || power >= 10)) return step * power;
  return 10 * power;
}

const STEP = 10;
const HEIGHT = 100;

export function Chart({
  title,
  description,
  points,
  kind = "bar",
  formatAxis,
  tableLabel,
  columns,
  legend,
}: {
  title: string;
  description: string;
  points: ChartPoint[];
  kind?: "bar" | "line";
  formatAxis: (value: number) => string;
  tableLabel: string;
  columns: [string, string] | [string, string, string];
  /** This period's and the previous period's names, when the previous is drawn. */
  legend?: { current: string; previous: string };
}) {
  const id = useId();
  const max = roundTop(Math.max(0, ...points.flatMap((p) => [p.value, p.previous?.value ?? 0])));
  const hasPrevious = points.some((p) => p.previous);
  const scale = (value: number) => (max > 0 ? (Math.max(value, 0) / max) * (HEIGHT - 4) : 0);
  const width = Math.max(points.length, 1) * STEP;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="min-w-0" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-espresso-900">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mt-0.5 text-xs text-espresso-700">
        {description}
      </p>
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-espresso-700"
          aria-hidden
        >
          <span>{formatAxis(max)}</span>
          <span>{formatAxis(max / 2)}</span>
          <span>{formatAxis(0)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible border-b border-l border-cream-300"
        >
          {[0.25, 0.5, 0.75].map((f) => (
            <line
              key={f}
              x1={0}
              x2={width}
              y1={HEIGHT * f}
              y2={HEIGHT * f}
              className="stroke-cream-300"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {kind === "bar" ? (
            points.map((p, i) => (
              <rect
                key={p.label}
                x={i * STEP + STEP * 0.12}
                width={STEP * 0.76}
                y={HEIGHT - scale(p.value)}
                height={scale(p.value)}
                className="fill-chai-500"
              >
                <title>{`${p.label}: ${p.display}`}</title>
              </rect>
            ))
          ) : (
            <polyline
              points={points.map((p, i) => `${i * STEP + STEP / 2},${HEIGHT - scale(p.value)}`).join(" ")}
              fill="none"
              className="stroke-sage-700"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          )}
          {hasPrevious && (
            <polyline
              points={points
                .map((p, i) => `${i * STEP + STEP / 2},${HEIGHT - scale(p.previous?.value ?? 0)}`)
                .join(" ")}
              fill="none"
              className="stroke-espresso-900"
              strokeWidth={1.5}
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
              data-testid="previous-line"
            />
          )}
        </svg>
        <span />
        <div className="mt-1 flex justify-between gap-2 text-xs text-espresso-700" aria-hidden>
          <span>{first?.label}</span>
          {points.length > 1 && <span>{last?.label}</span>}
        </div>
      </div>
      {hasPrevious && legend && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-espresso-700" aria-hidden>
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-chai-500" />
            {legend.current}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="inline-block w-5 border-t-2 border-dashed border-espresso-900" />
            {legend.previous}
          </li>
        </ul>
      )}
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-chai-700">
          {tableLabel}
        </summary>
        <div role="region" aria-label={title} tabIndex={0} className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-cream-300 text-xs uppercase tracking-wider text-espresso-700">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {columns[0]}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {columns[1]}
                </th>
                {columns[2] && (
                  <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                    {columns[2]}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300/70">
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {p.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{p.display}</td>
                  {columns[2] && <td className="py-1.5 pl-3 text-right tabular-nums">{p.previous?.display ?? ""}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A share's cell colour in the cohort table: darker is more kept, text always readable on it. */
export function heatClass(share: number | null): string {
  if (share === null) return "bg-cream-100 text-espresso-700";
  return cn(
    share >= 0.8
      ? "bg-chai-700 text-cream-50"
      : share >= 0.6
        ? "bg-chai-600 text-cream-50"
        : share >= 0.4
          ? "bg-chai-300 text-espresso-900"
          : share >= 0.2
            ? "bg-cream-300 text-espresso-900"
            : "bg-cream-200 text-espresso-900",
  );
}
