// shadcn's Button, in NAVA's palette. `buttonClass()` styles links the same way.
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export const buttonClass = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-espresso-900 text-cream-50 hover:bg-espresso-800",
        accent: "bg-chai-600 text-white hover:bg-chai-700",
        outline: "border border-espresso-900 text-espresso-900 hover:bg-cream-200",
        ghost: "text-espresso-800 hover:bg-cream-200",
        light: "bg-cream-50 text-espresso-900 hover:bg-cream-200",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        lg: "h-13 px-8 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonClass>;

export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonClass({ variant, size }), className)} {...props} />;
}
