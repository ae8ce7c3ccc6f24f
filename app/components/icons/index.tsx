// The icons the browser draws: plain SVG that refers to a symbol the server put in the document
// (./symbols), so no path is in the browser's build and no icon library runs in it. Markup
// drawn on the server and pages outside the first-load budget keep lucide-react.
import type { SVGProps } from "react";
import type { IconName } from "./symbols";

export type { IconName };

export function Icon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
