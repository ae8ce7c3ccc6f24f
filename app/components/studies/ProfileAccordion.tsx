import { Icon } from "~/components/icons";
import { Accordion } from "~/components/Accordion";
import { participantsLabel, profileLabels as L, type IngredientProfile } from "~/content/studies";
import { cn } from "~/utils/cn";

/** The six mushroom profiles: none or one open; clicking the open one closes it. */
export function ProfileAccordion({ profiles }: { profiles: readonly IngredientProfile[] }) {
  return (
    <Accordion
      mode="single"
      className="mx-auto max-w-5xl"
      itemClassName="[&>summary]:py-5"
      items={profiles.map((p) => ({
        id: p.id,
        title: <ProfileSummary profile={p} />,
        content: <ProfileDetails profile={p} />,
      }))}
    />
  );
}

function ProfileSummary({ profile: p }: { profile: IngredientProfile }) {
  return (
    <span className="flex items-center gap-4">
      <span
        aria-hidden
        className={cn(
          "grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br text-2xl shadow-sm sm:size-14 sm:text-3xl",
          p.gradient,
        )}
      >
        {p.emoji}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-display text-xl font-semibold text-espresso-900 sm:text-2xl">{p.name}</span>
        <span className="text-sm font-normal italic text-espresso-600">{p.scientificName}</span>
      </span>
      <span className="ml-auto hidden shrink-0 rounded-full bg-cream-200 px-3 py-1 text-sm font-semibold text-espresso-800 sm:inline">
        {p.dose} · {p.extract.ratio}
      </span>
    </span>
  );
}

function ProfileDetails({ profile: p }: { profile: IngredientProfile }) {
  const facts = [
    { label: L.dose, value: p.dose },
    { label: L.extract, value: `${p.extract.ratio} ${p.extract.part}` },
    { label: L.timeToEffect, value: p.timeToEffect },
    { label: L.duration, value: p.duration },
  ];
  return (
    <div className="space-y-8 pt-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map((f) => (
          <div key={f.label} className="rounded-2xl bg-cream-200/70 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-espresso-700">{f.label}</dt>
            <dd className="mt-1 font-display text-lg font-semibold text-espresso-900">{f.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-[0.16em] text-chai-700">{L.activeCompounds}</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {p.activeCompounds.map((c) => (
              <li
                key={c}
                className="rounded-full border border-cream-300 bg-cream-100 px-3 py-1 text-sm text-espresso-800"
              >
                {c}
              </li>
            ))}
          </ul>
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.16em] text-chai-700">{L.primaryBenefits}</h4>
          <Bullets items={p.primaryBenefits} dot="bg-sage-500" />
        </div>
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-[0.16em] text-chai-700">{L.mechanisms}</h4>
          <Bullets items={p.mechanisms} dot="bg-chai-500" />
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.16em] text-chai-700">{L.safetyProfile}</h4>
          <p className="mt-3 leading-relaxed">{p.safetyProfile}</p>
        </div>
      </div>

      <div>
        <h4 className="text-sm font-semibold uppercase tracking-[0.16em] text-chai-700">{L.clinicalStudies}</h4>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {p.clinicalStudies.map((s) => (
            <li key={s.title} className="flex flex-col rounded-2xl border border-cream-300 bg-cream-100 p-5">
              <p className="font-semibold leading-snug text-espresso-900">{s.title}</p>
              <p className="mt-2 text-sm text-espresso-700">
                {participantsLabel(s)} · {s.duration}
              </p>
              <p className="mt-3 leading-relaxed">{s.result}</p>
              <p className="mt-3 text-sm italic text-espresso-700">
                {s.journal}, {s.year}
              </p>
              <a
                href={s.link}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-chai-700 underline-offset-4 hover:underline"
              >
                {L.viewStudy}
                <Icon name="external-link" className="size-4" aria-hidden />
                <span className="sr-only">: {s.title} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Bullets({ items, dot }: { items: readonly string[]; dot: string }) {
  return (
    <ul className="mt-3 space-y-1.5">
      {items.map((text) => (
        <li key={text} className="flex gap-2">
          <span aria-hidden className={cn("mt-2 size-1.5 shrink-0 rounded-full", dot)} />
          {text}
        </li>
      ))}
    </ul>
  );
}
