import { Icon, type IconName } from "~/components/icons";
import { qualityAssurance } from "~/content/studies";

const icons: Record<(typeof qualityAssurance)[number]["id"], IconName> = {
  "lab-testing": "flask-conical",
  cgmp: "factory",
  coa: "file-check-corner",
  standardized: "award",
  organic: "leaf",
  stability: "timer",
};

/** The six quality-assurance steps. */
export function QualityGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {qualityAssurance.map((q) => {
        return (
          <li key={q.id} className="rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300 sm:p-7">
            <span className="grid size-11 place-items-center rounded-xl bg-sage-100 text-sage-700">
              <Icon name={icons[q.id]} className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-espresso-900">{q.title}</h3>
            <p className="mt-2 leading-relaxed text-espresso-700">{q.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
