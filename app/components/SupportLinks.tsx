import { Link } from "react-router";
import { supportLinks } from "~/content/site";
import { cn } from "~/utils/cn";

/** The store's policies and contact, as a row of links (checkout, order page). */
export function SupportLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Store policies" className={cn("text-sm text-espresso-700", className)}>
      <ul className="flex flex-wrap gap-x-4">
        {supportLinks.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="inline-flex min-h-8 items-center underline underline-offset-4 hover:text-chai-700"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
