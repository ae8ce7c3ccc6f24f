// Optimistic cart: the cart changes the browser has sent and not yet seen come back
// (./pending-actions), read by the rules the server uses, applied to the lines the server last sent.
import { lineKey, type OptimisticLine } from "./pending-actions";
import type { CartAction } from "./cart-schema";
import { priceCart, type CartTotals } from "~/utils/pricing";

/** The lines as they will be once the pending actions land, and their totals. */
export function applyCartActions<L extends OptimisticLine>(
  lines: L[],
  actions: CartAction[],
): { lines: L[]; totals: CartTotals } {
  let next = lines;
  for (const action of actions) {
    const key = lineKey(action);
    if (action.intent === "remove") next = next.filter((l) => lineKey(l) !== key);
    else if (action.intent === "set-quantity")
      next = next.map((l) => (lineKey(l) === key ? { ...l, quantity: action.quantity } : l));
    else
      next = next.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(99, l.quantity + action.quantity) } : l));
  }
  return { lines: next, totals: priceCart(next) };
}
