import { Icon, type IconName } from "~/components/icons";
import { IconBadge } from "~/components/content/CardGrid";
import { Section } from "~/components/Section";
import type { HomeContent } from "~/content/home";

const icons: IconName[] = ["coffee", "droplets", "sparkles"];

export function UsageGuide({ copy }: { copy: HomeContent["usage"] }) {
  return (
    <Section id="how-to-use" eyebrow={copy.eyebrow} title={copy.title}>
      <ol className="grid gap-5 md:grid-cols-3 md:gap-6">
        {copy.steps.map((step, i) => {
          return (
            <li key={step.title} className="relative rounded-2xl bg-cream-50 p-7 ring-1 ring-cream-300 sm:p-8">
              <div className="flex items-center justify-between">
                <IconBadge>
                  <Icon name={icons[i] ?? "sparkles"} aria-hidden />
                </IconBadge>
                <span className="font-display text-5xl font-semibold text-cream-300" aria-hidden>
                  {i + 1}
                </span>
              </div>
              <h3 className="mt-6 font-display text-2xl font-semibold text-espresso-900">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-espresso-700">{step.text}</p>
            </li>
          );
        })}
      </ol>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-espresso-700">{copy.note}</p>
    </Section>
  );
}
