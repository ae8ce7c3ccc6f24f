import { Icon } from "~/components/icons";
import type { ReactNode } from "react";

/** A link off the site: new tab, no opener, and said so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="arrow-up-right" aria-hidden />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
