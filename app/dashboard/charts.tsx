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
}: {
  title: string;
  description: string;
  points: ChartPoint[];
  kind?: "bar" | "line";
  formatAxis: (value: number) => string;
  tableLabel: string;
  columns: [string, string];
}) {
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
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
        </svg>
        <span />
        <div className="mt-1 flex justify-between gap-2 text-xs text-espresso-700" aria-hidden>
          <span>{first?.label}</span>
          {points.length > 1 && <span>{last?.label}</span>}
        </div>
      </div>
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
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300/70">
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {p.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{p.display}</td>
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
