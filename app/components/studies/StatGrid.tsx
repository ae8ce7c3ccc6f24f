import { cn } from "~/utils/cn";

export interface Stat {
  value: string;
  label: string;
}

/** A row of headline figures: big number, small label (a <dl>, so each number keeps its label). */
export function StatGrid({ stats, tone = "light", className }: { stats: readonly Stat[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:gap-4", stats.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col-reverse items-center justify-center gap-1 rounded-2xl px-4 py-6 text-center sm:py-8",
            tone === "dark" ? "bg-espresso-800/70 ring-1 ring-espresso-700" : "bg-cream-50 ring-1 ring-cream-300",
          )}
        >
          <dt className={cn("text-xs font-semibold uppercase tracking-[0.18em]", tone === "dark" ? "text-cream-300" : "text-espresso-600")}>{s.label}</dt>
          <dd className={cn("font-display text-4xl font-semibold sm:text-5xl", tone === "dark" ? "text-chai-300" : "text-espresso-900")}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
