// The dashboard's figures: a value that links to the console list it counts, beside the previous
// period's and the move from it.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dashboardCopy as t } from "~/content/dashboard";

/** How far `current` moved from `previous`, in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

export function Figure({
  label,
  value,
  href,
  previous,
  detail,
}: {
  label: string;
  value: string;
  href: string;
  /** The previous period's value as text, and the two numbers it is compared by. */
  previous?: { text: string; current: number; before: number };
  detail?: string;
}) {
  return (
    <li className="min-w-0 rounded-xl border border-cream-300 bg-cream-50 p-3">
      <Link to={href} className="group block rounded-md">
        <span className="block text-xs font-semibold text-espresso-700 group-hover:text-chai-700 group-hover:underline">
          {label}
        </span>
        <span className="mt-1 block break-words font-display text-xl font-semibold tabular-nums text-espresso-900 sm:text-2xl">
          {value}
        </span>
      </Link>
      {detail && <p className="mt-0.5 text-xs text-espresso-700">{detail}</p>}
      {previous && <Change {...previous} />}
    </li>
  );
}

/** The previous period's value, and the move from it as an arrow with its sign (read aloud in words). */
export function Change({ text, current, before }: { text: string; current: number; before: number }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-espresso-700">
      <span>{t.change.before(text)}</span>
      <Moved current={current} before={before} />
    </p>
  );
}

/** The move from the previous period as "▲ +12%" (read aloud "up 12%"); nothing when there was nothing before. */
export function Moved({ current, before }: { current: number; before: number }) {
  const percent = percentChange(current, before);
  if (percent === null) return null;
  return (
    <span className="font-semibold text-espresso-900" data-testid="change">
      <span aria-hidden>{t.change.shown(percent)}</span>
      <span className="sr-only">{t.change.spoken(percent)}</span>
    </span>
  );
}

export function Figures({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-4">{children}</ul>;
}

export const Note = ({ children }: { children: ReactNode }) => (
  <p className="px-4 pb-4 text-xs text-espresso-700 sm:px-5">{children}</p>
);

/** A figure's value and its previous period's, formatted the same way. */
export function pair(current: number, before: number, format: (v: number) => string) {
  return { value: format(current), previous: { text: format(before), current, before } };
}
