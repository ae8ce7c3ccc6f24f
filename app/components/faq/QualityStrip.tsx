import { Icon, type IconName } from "~/components/icons";
import { qualityStandards } from "~/content/faq";

const icons: Record<(typeof qualityStandards.badges)[number]["id"], IconName> = {
  tested: "flask-conical",
  cgmp: "badge-check",
  natural: "leaf",
  research: "microscope",
};

/** 'Quality & Safety Standards': the four badges. */
export function QualityStrip() {
  return (
    <section aria-labelledby="quality-standards-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-espresso-900 px-6 py-10 text-cream-50 sm:px-10 sm:py-12">
        <h2 id="quality-standards-title" className="text-center font-display text-2xl font-semibold sm:text-3xl">
          {qualityStandards.title}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {qualityStandards.badges.map((b) => {
            return (
              <li key={b.id} className="flex flex-col items-center gap-3 text-center">
                <span className="grid size-14 place-items-center rounded-full bg-espresso-800 text-chai-300 ring-1 ring-espresso-700">
                  <Icon name={icons[b.id]} className="size-6" aria-hidden />
                </span>
                <span className="text-sm font-semibold tracking-wide text-cream-100 sm:text-base">{b.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
