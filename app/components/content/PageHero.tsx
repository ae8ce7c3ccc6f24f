import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Shown above the eyebrow (a back link). */
  before?: ReactNode;
  /** Shown under the intro (buttons, chips). */
  children?: ReactNode;
  /** An image beside the text from large screens up. */
  aside?: ReactNode;
  className?: string;
}

/** The opening band of a content page: eyebrow, the page's h1, an intro, optional art. */
export function PageHero({ eyebrow, title, intro, before, children, aside, className }: PageHeroProps) {
  return (
    <section className={cn("relative overflow-hidden bg-gradient-to-b from-cream-200/70 to-cream-100", className)}>
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8",
          before ? "pt-8" : "pt-14 sm:pt-20",
          aside ? "grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16" : "text-center",
        )}
      >
        <div className={cn(!aside && "mx-auto max-w-3xl")}>
          {before && <div className={cn("mb-8", !aside && "text-left")}>{before}</div>}
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{eyebrow}</p>
          <h1 className="mt-4 text-balance font-display text-4xl font-semibold leading-[1.05] text-espresso-900 sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <div className="mt-6 text-pretty text-lg leading-relaxed text-espresso-700 sm:text-xl">{intro}</div>
          {children && <div className={cn("mt-8", !aside && "flex justify-center")}>{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
