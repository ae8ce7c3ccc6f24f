// The site's one icon system: an <svg> that points into one sprite file (./sprite.svg, hashed by
// the build; fetched once, by the first icon the page draws). No icon's shape is in any page's
// script or document.
import type { SVGProps } from "react";
import spriteHref from "./sprite.svg?url";
import type { IconName } from "./icon-names";

export type { IconName };

export function Icon({ name, size = 24, ...props }: SVGProps<SVGSVGElement> & { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
