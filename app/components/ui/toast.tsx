// shadcn's toast on Radix Toast, in NAVA's palette.
import { Toast as ToastPrimitive } from "radix-ui";
import { Icon } from "~/components/icons";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed bottom-20 left-1/2 z-[100] flex max-h-screen w-full max-w-sm -translate-x-1/2 flex-col gap-2 p-4 outline-none md:bottom-4 md:left-auto md:right-4 md:translate-x-0",
        className,
      )}
      {...props}
    />
  );
}

const variants = {
  default: "border-cream-300 bg-cream-50 text-espresso-900",
  destructive: "border-berry-700 bg-berry-600 text-white",
} as const;

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: keyof typeof variants }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg",
        "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-fade-out",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn("absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100", className)}
      {...props}
    >
      <Icon name="x" className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
