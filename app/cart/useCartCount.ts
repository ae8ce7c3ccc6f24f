import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "~/utils/root-data";
import { pendingCountDelta, useCartRouteLines, usePendingCartActions } from "./pending-actions";

/** The header badge's item count: what the server read, moved at once by pending cart changes. */
export function useCartCount(): number {
  const count = useRouteLoaderData<RootLoaderData>("root")?.cartCount ?? 0;
  const pending = usePendingCartActions();
  const lines = useCartRouteLines();
  return Math.max(0, count + pendingCountDelta(pending, lines));
}
