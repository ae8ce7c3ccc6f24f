// The icons the browser draws: plain SVG that refers to a symbol the server put in the document
// (./symbols), so no path is in the browser's build and no icon library runs in it. Markup
// drawn on the server and pages outside the first-load budget keep lucide-react.
import type { ReactNode, SVGProps } from "react";
import type { IconName } from "./symbols";

export type IconComponent = (props: SVGProps<SVGSVGElement>) => ReactNode;
export type { IconName };

function spriteIcon(name: IconName): IconComponent {
  return function Icon(props) {
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
  };
}

export const BookOpen = /* @__PURE__ */ spriteIcon("book-open");
export const Check = /* @__PURE__ */ spriteIcon("check");
export const ChevronDown = /* @__PURE__ */ spriteIcon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("chevron-left");
export const ChevronRight = /* @__PURE__ */ spriteIcon("chevron-right");
export const Coffee = /* @__PURE__ */ spriteIcon("coffee");
export const Coins = /* @__PURE__ */ spriteIcon("coins");
export const Cpu = /* @__PURE__ */ spriteIcon("cpu");
export const Gift = /* @__PURE__ */ spriteIcon("gift");
export const Leaf = /* @__PURE__ */ spriteIcon("leaf");
export const LoaderCircle = /* @__PURE__ */ spriteIcon("loader-circle");
export const LogIn = /* @__PURE__ */ spriteIcon("log-in");
export const LogOut = /* @__PURE__ */ spriteIcon("log-out");
export const Package = /* @__PURE__ */ spriteIcon("package");
export const Printer = /* @__PURE__ */ spriteIcon("printer");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("shield-check");
export const ShoppingBag = /* @__PURE__ */ spriteIcon("shopping-bag");
export const Wallet = /* @__PURE__ */ spriteIcon("wallet");
