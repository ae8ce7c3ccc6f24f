import { CheckList } from "~/components/content/CheckList";
import { Section } from "~/components/Section";
import type { HomeContent } from "~/content/home";

export function BenefitsSection({ copy }: { copy: HomeContent["benefits"] }) {
  return (
    <Section id="benefits" eyebrow={copy.eyebrow} title={copy.title}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <CheckList
          items={copy.checklist}
          className="rounded-2xl bg-cream-50 p-7 text-lg ring-1 ring-cream-300 sm:p-10"
        />
        <div className="rounded-2xl bg-sage-100 p-7 sm:p-10">
          <h3 className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">{copy.evolution.title}</h3>
          {copy.evolution.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 leading-relaxed text-espresso-800">
              {p}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}
