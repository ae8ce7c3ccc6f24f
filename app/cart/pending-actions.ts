// The cart changes the browser has sent and not yet seen come back, and how far they move the
// item count. Without the pricing code: the header's badge (in every first load) needs only
// quantities; ./optimistic adds the totals for the cart page.
import { useFetchers, useNavigation, useRouteLoaderData } from "react-router";
import type { CartAction } from "./cart-schema";

export const CART_ACTION = "/cart";

export interface OptimisticLine {
  productId: string;
  purchaseType: CartAction["purchaseType"];
  quantity: number;
  unitPriceCents: number;
  npxReward: number;
}

export const lineKey = (l: { productId: string; purchaseType: string }) => `${l.productId}:${l.purchaseType}`;

/** Pending cart actions: fetchers in flight and a navigation form posting to the cart. */
export function usePendingCartActions(): CartAction[] {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const forms = [...fetchers, navigation]
    .filter((f) => f.formData && f.formAction?.split("?")[0] === CART_ACTION && f.formMethod?.toUpperCase() === "POST")
    .map((f) => f.formData!);
  return forms.flatMap((form) => pendingAction(form) ?? []);
}

/**
 * What one of our own cart forms asks for, read only far enough to move the figures on screen at
 * once. Not a check: the server's schema decides, and a refused change falls back when its reply comes.
 */
function pendingAction(form: FormData): CartAction | null {
  const [intent, productId, purchaseType] = ["intent", "productId", "purchaseType"].map((n) => String(form.get(n)));
  const quantity = Number(form.get("quantity"));
  const line = { productId, purchaseType: purchaseType as CartAction["purchaseType"] };
  if (intent === "remove") return { intent, ...line };
  if ((intent === "add" || intent === "set-quantity") && Number.isInteger(quantity) && quantity > 0)
    return { intent, ...line, quantity };
  return null;
}

/** How far the item count moves once the pending actions land. */
export function pendingCountDelta(actions: CartAction[], known: OptimisticLine[]): number {
  let delta = 0;
  const quantities = new Map(known.map((l) => [lineKey(l), l.quantity]));
  for (const action of actions) {
    const key = lineKey(action);
    const current = quantities.get(key);
    if (action.intent === "add") {
      delta += action.quantity;
      quantities.set(key, (current ?? 0) + action.quantity);
    } else if (current !== undefined) {
      const to = action.intent === "remove" ? 0 : action.quantity;
      delta += to - current;
      quantities.set(key, to);
    }
  }
  return delta;
}

/** The cart page's lines, when the cart page is on screen. */
export function useCartRouteLines(): OptimisticLine[] {
  return useRouteLoaderData<{ lines: OptimisticLine[] }>("routes/cart")?.lines ?? [];
}
