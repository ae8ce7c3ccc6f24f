// The funnel as an SVG drawn on the server: one centred bar a step, its width the step's share of
// the largest, the step's name and count above it in the page's own type size (the SVG has no
// viewBox, so its text is not scaled down on a phone). The table beside it carries the same figures.
import { funnelCopy as t } from "~/content/funnel";
import { count, type StepRow } from "./format";

const ROW = 64;
const BAR = 26;

export function FunnelChart({ rows, label }: { rows: StepRow[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const height = rows.length * ROW;
  return (
    <svg
      role="img"
      aria-labelledby="funnel-chart-title"
      width="100%"
      height={height}
      className="block overflow-visible text-sm"
    >
      <title id="funnel-chart-title">{label}</title>
      {rows.map((row, i) => {
        const width = row.count === 0 ? 0.4 : Math.max(1.5, (row.count / max) * 100);
        const y = i * ROW;
        return (
          <g key={row.step}>
            <text x="0" y={y + 16} className="fill-espresso-900 font-semibold">
              {t.steps[row.step]}
              {row.fromPrevious !== null && (
                <tspan className="fill-espresso-700 font-normal"> · {row.fromPrevious}</tspan>
              )}
            </text>
            <text x="100%" y={y + 16} textAnchor="end" className="fill-espresso-900 font-semibold tabular-nums">
              {count(row.count)}
            </text>
            <rect
              x={`${(100 - width) / 2}%`}
              y={y + 24}
              width={`${width}%`}
              height={BAR}
              rx="6"
              className={i === rows.length - 1 ? "fill-sage-500" : "fill-chai-400"}
            />
          </g>
        );
      })}
    </svg>
  );
}
