// POST /orders/:orderId/card: opens (or reuses) the order's Stripe Checkout page and sends the
// buyer there with a 303. Who may pay is who may see the order (its browser or its link).
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { canViewOrder } from "~/orders/order.server";
import { startCardCheckout } from "~/flows/card-checkout.server";
import { getCardConfig } from "~/stripe/config.server";
import { findOrder } from "~/orders/order-for-payment.server";
import { siteUrlFor } from "~/utils/site-url.server";
import type { Route } from "./+types/order-card";

function orderPage(orderId: string, token: string | null, card?: "unavailable" | "sold-out") {
  const query = new URLSearchParams({ ...(token ? { token } : {}), ...(card ? { card } : {}) });
  return `/orders/${encodeURIComponent(orderId)}${query.size ? `?${query}` : ""}`;
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const found = await findOrder(db, params.orderId);
  if (!found || !canViewOrder(request, found, readCartId(request))) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const config = getCardConfig();
  if (!config) return redirect(orderPage(found.id, token, "unavailable"), 303);
  const started = await startCardCheckout(db, config, found, { origin: siteUrlFor(request), token });
  // Not payable any more (paid meanwhile, or its bags sold out): the order page says where it stands.
  if (!started.ok) {
    const notice = started.soldOut ? "sold-out" : started.status === 409 ? undefined : "unavailable";
    return redirect(orderPage(found.id, token, notice), 303);
  }
  return redirect(started.url, 303);
}

/** A GET here (a reload after the redirect) goes back to the order. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/orders/${encodeURIComponent(params.orderId)}`, 303);
}
