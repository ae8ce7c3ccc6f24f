import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";

export function OwnershipSection({ copy }: { copy: HomeContent["ownership"] }) {
  return (
    <Section id="ownership" tone="dark" eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {copy.points.map((p) => (
          <div
            key={p.label}
            className="flex flex-col-reverse rounded-2xl bg-espresso-800/70 px-6 py-8 text-center ring-1 ring-espresso-700"
          >
            <dt className="mt-2 text-sm text-cream-200">{p.label}</dt>
            <dd className="font-display text-5xl font-semibold text-chai-300">{p.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-10 grid gap-6 sm:grid-cols-3">
        {copy.steps.map((s, i) => (
          <li key={s.title} className="flex gap-4">
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full border border-chai-300 font-display font-semibold text-chai-300"
              aria-hidden
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-display text-xl font-semibold text-cream-50">{s.title}</h3>
              <p className="mt-1 text-cream-200">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <Link to={copy.link.to} className={buttonClass({ variant: "light", size: "lg" })}>
          {copy.link.label}
          <Icon name="arrow-right" aria-hidden />
        </Link>
      </div>
    </Section>
  );
}
