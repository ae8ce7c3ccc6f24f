import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";
import { socialLinks } from "~/content/site";

export function JoinMovement({ copy }: { copy: HomeContent["join"] }) {
  return (
    <section aria-labelledby="join-title" className="px-4 pt-16 sm:px-6 sm:pt-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-chai-600 to-chai-700 px-6 py-14 text-center text-cream-50 sm:px-12 sm:py-20">
        <h2 id="join-title" className="font-display text-4xl font-semibold sm:text-5xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-cream-100">{copy.intro}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="NAVA on social media">
          {socialLinks.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center gap-2 rounded-full bg-cream-50/10 px-5 text-sm font-semibold ring-1 ring-cream-50/30 transition-colors hover:bg-cream-50/20"
              >
                <Icon name={s.icon} className="size-4" />
                {s.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <Link to="/product" className={buttonClass({ variant: "light", size: "lg", className: "mt-10" })}>
          {copy.shopNow}
          <Icon name="arrow-right" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
