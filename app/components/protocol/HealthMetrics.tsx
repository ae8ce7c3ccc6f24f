import { ecosystemHealth } from "~/content/tokenomics";

/** Ecosystem health: the metrics, each with what it measures. */
export function HealthMetrics() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {ecosystemHealth.metrics.map((m) => (
        <li key={m.label} className="rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-espresso-700">{m.label}</p>
          <p className="mt-2 font-display text-3xl font-semibold text-espresso-900">{m.value}</p>
          <p className="mt-1 text-sm text-espresso-700">{m.note}</p>
        </li>
      ))}
    </ul>
  );
}
