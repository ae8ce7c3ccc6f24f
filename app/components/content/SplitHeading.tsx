import { cn } from "~/utils/cn";

/** An eyebrow and an h2 aligned left, for two-column bands; `id` names the section it titles. */
export function SplitHeading({
  id,
  eyebrow,
  title,
  tone = "plain",
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  tone?: "plain" | "dark";
  className?: string;
}) {
  return (
    <div className={className}>
      <p
        className={cn(
          "text-xs font-semibold uppercase tracking-[0.25em]",
          tone === "dark" ? "text-chai-300" : "text-chai-700",
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold leading-tight sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}
