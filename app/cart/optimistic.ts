// Optimistic cart: the cart changes the browser has sent and not yet seen come back,
// read by the rules the server uses, applied to the lines the server last sent.
import { useFetchers, useNavigation, useRouteLoaderData } from "react-router";
import { readCartAction, type CartAction } from "./read-cart-action";
import { priceCart, type CartTotals } from "./pricing";

export const CART_ACTION = "/cart";

export interface OptimisticLine {
  productId: string;
  purchaseType: CartAction["purchaseType"];
  quantity: number;
  unitPriceCents: number;
  npxReward: number;
}

const lineKey = (l: { productId: string; purchaseType: string }) => `${l.productId}:${l.purchaseType}`;

/** Pending cart actions: fetchers in flight and a navigation form posting to the cart. */
export function usePendingCartActions(): CartAction[] {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const forms = [...fetchers, navigation]
    .filter((f) => f.formData && f.formAction?.split("?")[0] === CART_ACTION && f.formMethod?.toUpperCase() === "POST")
    .map((f) => f.formData!);
  return forms.flatMap((form) => readCartAction(form) ?? []);
}

/** The lines as they will be once the pending actions land, and their totals. */
export function applyCartActions<L extends OptimisticLine>(lines: L[], actions: CartAction[]): { lines: L[]; totals: CartTotals } {
  let next = lines;
  for (const action of actions) {
    const key = lineKey(action);
    if (action.intent === "remove") next = next.filter((l) => lineKey(l) !== key);
    else if (action.intent === "set-quantity") next = next.map((l) => (lineKey(l) === key ? { ...l, quantity: action.quantity } : l));
    else next = next.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(99, l.quantity + action.quantity) } : l));
  }
  return { lines: next, totals: priceCart(next) };
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
