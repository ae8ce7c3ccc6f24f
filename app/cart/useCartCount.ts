import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/root";

/** The header badge's item count, as the server read it for this page. */
export function useCartCount(): number {
  return useRouteLoaderData<RootLoaderData>("root")?.cartCount ?? 0;
}
