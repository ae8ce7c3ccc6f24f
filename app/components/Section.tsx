import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Background band: none, a slightly deeper cream, or dark espresso. */
  tone?: "plain" | "warm" | "dark";
  /** Heading level of the title (default h2). */
  as?: "h1" | "h2";
}

const tones = {
  plain: "",
  warm: "bg-cream-200/60",
  dark: "bg-espresso-900 text-cream-100",
} as const;

/** A page band with an optional eyebrow, title and intro, centred in the page width. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = "plain",
  as: Heading = "h2",
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  // A band out of view is neither styled nor laid out until the visitor scrolls near it
  // (content-visibility), so a long page paints sooner on a phone and its below-the-fold
  // fonts and lazy images wait for the scroll; 40rem stands in for its height until then. It also
  // contains the band: nothing inside may draw outside it or be fixed to the screen (portal those out).
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        "py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:py-24",
        tones[tone],
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {(eyebrow || title || intro) && (
          <header className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
            {eyebrow && (
              <p
                className={cn(
                  "text-xs font-semibold uppercase tracking-[0.25em]",
                  tone === "dark" ? "text-chai-300" : "text-chai-700",
                )}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <Heading
                id={headingId}
                className="mt-3 font-display text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl"
              >
                {title}
              </Heading>
            )}
            {intro && (
              <div
                className={cn("mt-4 text-lg leading-relaxed", tone === "dark" ? "text-cream-200" : "text-espresso-700")}
              >
                {intro}
              </div>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
