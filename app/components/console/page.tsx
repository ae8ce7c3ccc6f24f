// The console's page parts: the title, a panel, and the note of a list opened from the to-do.
import { type ReactNode } from "react";
import { Link } from "react-router";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function Panel({
  title,
  id,
  children,
  className,
  actions,
}: {
  title?: string;
  id?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title && id ? id : undefined}
      className={cn("rounded-2xl border border-cream-300 bg-cream-50 shadow-sm", className)}
    >
      {title && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-cream-300 px-4 py-3 sm:px-5">
          <h2 id={id} className="font-sans text-base font-semibold text-espresso-900">
            {title}
          </h2>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A list opened from the dashboard's to-do: what it shows, and the way back to all of it. */
export function ShownOnly({ text, allHref }: { text: string; allHref: string }) {
  return (
    <p className="text-sm text-espresso-800" data-testid="shown-only">
      {text}{" "}
      <Link to={allHref} className="inline-flex min-h-6 items-center font-semibold text-chai-700 underline">
        {consoleCopy.shownOnly.showAll}
      </Link>
    </p>
  );
}
