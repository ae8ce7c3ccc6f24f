import { cn } from "~/utils/cn";

export interface Stat {
  value: string;
  label: string;
  /** Where the figure comes from (counted by the store, or the brand's dated statement). */
  note?: string;
}

/** Big numbers with a label under each; two columns on phones, one row from tablets up. */
export function StatGrid({
  stats,
  tone = "plain",
  className,
}: {
  stats: readonly Stat[];
  tone?: "plain" | "dark";
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col rounded-2xl px-5 py-7 text-center sm:py-9",
            tone === "dark" ? "bg-espresso-800/70 ring-1 ring-espresso-700" : "bg-cream-50 ring-1 ring-cream-300",
          )}
        >
          <dt
            className={cn("order-2 mt-2 text-sm font-medium", tone === "dark" ? "text-cream-200" : "text-espresso-700")}
          >
            {s.label}
          </dt>
          <dd
            className={cn(
              "order-1 font-display text-4xl font-semibold sm:text-5xl",
              tone === "dark" ? "text-chai-300" : "text-espresso-900",
            )}
          >
            {s.value}
          </dd>
          {s.note && (
            <dd className={cn("order-3 mt-1 text-xs", tone === "dark" ? "text-cream-200/90" : "text-espresso-700")}>
              {s.note}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
