import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";

export function HomeHero({
  copy: homeHero,
  rating,
}: {
  copy: HomeContent["hero"];
  /** The approved reviews' figures; null while there are none. */
  rating: { average: string; count: number } | null;
}) {
  const { image } = homeHero;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-cream-200/80 via-cream-100 to-cream-100"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-10 sm:px-6 md:grid-cols-[1.05fr_1fr] md:gap-12 md:pb-24 md:pt-16 lg:px-8">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{homeHero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 font-display text-5xl font-semibold leading-[1.02] text-espresso-900 sm:text-6xl lg:text-7xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-espresso-700 sm:text-xl">{homeHero.intro}</p>
          <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-4">
            <Link to="/product" className={buttonClass({ size: "lg" })}>
              {homeHero.shopNow}
              <Icon name="arrow-right" aria-hidden />
            </Link>
            <p className="flex items-center gap-2 text-sm font-semibold text-sage-700">
              <Icon name="shield-check" className="size-5" aria-hidden />
              {homeHero.moneyBack}
            </p>
          </div>
          {rating && (
            <p className="mt-8 flex items-center gap-2 text-sm text-espresso-700" data-testid="hero-rating">
              <span className="flex text-chai-500" aria-hidden>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon name="star" key={i} className="size-4 fill-current" />
                ))}
              </span>
              {homeHero.rating(rating.average, rating.count)}
            </p>
          )}
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="mx-auto w-full max-w-md rounded-[2rem] shadow-[0_40px_80px_-40px_rgb(43_29_20/0.5)] md:max-w-none"
        />
      </div>
    </section>
  );
}
