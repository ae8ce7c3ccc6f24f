// shadcn's Button, in NAVA's palette. `buttonClass()` styles links the same way. The variants are
// a plain typed map rather than class-variance-authority: the same classes, less script.
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";
const variants = {
  primary: "bg-espresso-900 text-cream-50 hover:bg-espresso-800",
  accent: "bg-chai-600 text-white hover:bg-chai-700",
  outline: "border border-espresso-900 text-espresso-900 hover:bg-cream-200",
  ghost: "text-espresso-800 hover:bg-cream-200",
  light: "bg-cream-50 text-espresso-900 hover:bg-cream-200",
};
const sizes = {
  sm: "h-11 px-4 text-sm sm:h-9",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
  icon: "size-10",
};

/** A button's look; left out, primary and md; null, none of that kind. */
export interface ButtonVariants {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/** The classes of a button with this look, then `className`. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: ButtonVariants & { className?: string } = {}): string {
  return cn(base, variant && variants[variant], size && sizes[size], className);
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonClass({ variant, size }), className)} {...props} />;
}
