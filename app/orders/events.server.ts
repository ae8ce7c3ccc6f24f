// The order's life announces; domains listen. `transitionOrder` announces each change inside its
// transaction, and every listener runs in that same transaction, so a listener's writes (rewards,
// subscriptions, email, and later claims, commissions and reviews) land with the change or not at
// all. Domains register in `app/flows/order-events.server.ts`; this module imports no domain, so no
// domain has to import the order lifecycle back to hear about an order.
import type { DbOrTx } from "~/db/types";
import type { orders } from "~/db/schema";

export type OrderStatus = (typeof orders.$inferSelect)["status"];

/** What a listener is told: the order, the status it left and the one it entered, and who moved it. */
export interface OrderChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  actor: string;
  detail?: Record<string, unknown>;
}

export type OrderListener = (tx: DbOrTx, change: OrderChange) => Promise<void>;

const listeners = new Map<OrderStatus, { name: string; listener: OrderListener }[]>();
let wired = false;

/** Registers `listener` for orders entering `status`; `name` makes a second registration a no-op. */
export function onOrder(status: OrderStatus | OrderStatus[], name: string, listener: OrderListener): void {
  for (const s of Array.isArray(status) ? status : [status]) {
    const list = listeners.get(s) ?? [];
    if (!list.some((l) => l.name === name)) list.push({ name, listener });
    listeners.set(s, list);
  }
}

/** Called once the composition root registered every domain's listeners. */
export function markOrderListenersWired(): void {
  wired = true;
}

/** In the transition's transaction: every listener for the new status, in registration order. */
export async function announceOrderChange(tx: DbOrTx, change: OrderChange): Promise<void> {
  // An order moved without its listeners would silently skip rewards, email and subscriptions.
  if (!wired) throw new Error("order listeners are not wired: import ~/flows/order-events.server first");
  for (const { listener } of listeners.get(change.to) ?? []) await listener(tx, change);
}

/** What a listener to a placed order is told: the order the checkout just wrote. */
export interface OrderPlaced {
  orderId: string;
}
export type OrderPlacedListener = (tx: DbOrTx, placed: OrderPlaced) => Promise<void>;
const placedListeners: { name: string; listener: OrderPlacedListener }[] = [];

/** Registers `listener` for orders the checkout writes (a renewal is not placed by a visitor). */
export function onOrderPlaced(name: string, listener: OrderPlacedListener): void {
  if (!placedListeners.some((l) => l.name === name)) placedListeners.push({ name, listener });
}

/** In the checkout's transaction, once its order is written: every placed-order listener. */
export async function announceOrderPlaced(tx: DbOrTx, placed: OrderPlaced): Promise<void> {
  if (!wired) throw new Error("order listeners are not wired: import ~/flows/order-events.server first");
  for (const { listener } of placedListeners) await listener(tx, placed);
}
