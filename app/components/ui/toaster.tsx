import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";

// Radix Toast stays out of every page's first load: it is fetched with the first toast.
const RadixToaster = lazy(() => import("./radix-toaster"));

export function Toaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setMounted(true);
  }, [toasts.length]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
