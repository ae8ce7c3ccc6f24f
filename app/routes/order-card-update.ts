// POST /orders/:orderId/card/update: a renewal whose card failed; opens Stripe Checkout in setup
// mode to save another card, which the webhook puts on file and charges for this order at once.
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { canViewOrder } from "~/orders/order.server";
import { returnUrls } from "~/flows/card-checkout.server";
import { getCardConfig } from "~/stripe/config.server";
import { startCardUpdate } from "~/payments/card/renewals.server";
import { subscriptionOriginOf } from "~/payments/card/saved-card.server";
import { findOrder } from "~/orders/order-for-payment.server";
import { siteUrlFor } from "~/utils/site-url.server";
import type { Route } from "./+types/order-card-update";

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const order = await findOrder(db, params.orderId);
  if (!order || !canViewOrder(request, order, readCartId(request))) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const config = getCardConfig();
  const urls = returnUrls(siteUrlFor(request), order.id, token);
  const started =
    config && order.status === "pending_payment"
      ? await startCardUpdate(
          db,
          config,
          { originOrderId: await subscriptionOriginOf(db, order.id), orderId: order.id },
          { success: urls.success, cancel: urls.update },
        )
      : null;
  if (!started?.ok) {
    const back = new URL(urls.update);
    back.searchParams.set("card", "unavailable");
    return redirect(`${back.pathname}${back.search}`, 303);
  }
  return redirect(started.url, 303);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/orders/${encodeURIComponent(params.orderId)}`, 303);
}
