import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";

export function Testimonials({ copy }: { copy: HomeContent["testimonials"] }) {
  return (
    <Section id="testimonials" eyebrow={copy.eyebrow} title={copy.title}>
      <ul className="grid gap-5 md:grid-cols-3 md:gap-6">
        {copy.items.map((t) => (
          <li key={t.name} data-testid="testimonial">
            <figure className="flex h-full flex-col rounded-2xl bg-cream-50 p-7 ring-1 ring-cream-300 sm:p-8">
              <p className="flex text-chai-500">
                {Array.from({ length: t.rating }, (_, i) => (
                  <Icon name="star" key={i} className="size-4 fill-current" aria-hidden />
                ))}
                <span className="sr-only">{copy.ratingLabel.replace("{rating}", String(t.rating))}</span>
              </p>
              <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-espresso-900">
                “{t.review}”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-cream-300 pt-6">
                <img
                  src={t.photo.src}
                  alt={t.photo.alt}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-full"
                />
                <div className="min-w-0">
                  <p className="font-semibold text-espresso-900">{t.name}</p>
                  <p className="text-sm text-espresso-700">{t.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-espresso-700">
                    {t.verified && (
                      <span className="inline-flex items-center gap-1 font-semibold text-sage-700">
                        <Icon name="badge-check" className="size-4" aria-hidden />
                        {copy.verified}
                      </span>
                    )}
                    <span>{copy.daysLabel.replace("{days}", String(t.days))}</span>
                  </p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to="/product" className={buttonClass({ size: "lg" })}>
          {copy.join}
        </Link>
      </div>
    </Section>
  );
}
