import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

interface PageHeroProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Above the title: a back link or a toolbar. */
  top?: ReactNode;
  /** Below the intro: actions, stats. */
  children?: ReactNode;
  tone?: "warm" | "dark";
}

/** The opening band of a content page: eyebrow, the page's h1, intro, and what follows. */
export function PageHero({ id, eyebrow, title, intro, top, children, tone = "warm" }: PageHeroProps) {
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "relative overflow-hidden",
        dark ? "bg-espresso-900 text-cream-50" : "bg-gradient-to-b from-cream-200/80 to-cream-100",
      )}
    >
      <div
        className={cn("mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8", top ? "pt-6 sm:pt-8" : "pt-14 sm:pt-20")}
      >
        {top}
        <div className={cn("mx-auto max-w-3xl text-center", top && "mt-8 sm:mt-12")}>
          <p
            className={cn(
              "text-xs font-semibold uppercase tracking-[0.25em]",
              dark ? "text-chai-300" : "text-chai-700",
            )}
          >
            {eyebrow}
          </p>
          <h1
            id={`${id}-title`}
            className="mt-4 font-display text-4xl font-semibold leading-[1.05] text-balance sm:text-6xl"
          >
            {title}
          </h1>
          {intro && (
            <p className={cn("mt-6 text-lg leading-relaxed sm:text-xl", dark ? "text-cream-200" : "text-espresso-700")}>
              {intro}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
