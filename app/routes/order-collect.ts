// POST /orders/:orderId/collect: the signed-in wallet collects a guest order's NPX. Who may collect
// is who may see the order (its browser or its private link); the order page says how it went.
import { data, redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { canViewOrder } from "~/orders/order.server";
import { findOrder } from "~/orders/order-for-payment.server";
import { collectOrderRewards } from "~/rewards/collect.server";
import type { Route } from "./+types/order-collect";

function orderPage(orderId: string, token: string | null, collect: string) {
  const query = new URLSearchParams({ ...(token ? { token } : {}), collect });
  return `/orders/${encodeURIComponent(orderId)}?${query}#rewards`;
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const found = await findOrder(db, params.orderId);
  if (!found || !canViewOrder(request, found, readCartId(request))) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const wallet = await getSignedInWallet(request);
  if (!wallet) return redirect(orderPage(found.id, token, "signed_out"), 303);
  const result = await collectOrderRewards(db, found.id, wallet);
  return redirect(orderPage(found.id, token, result.ok ? "collected" : result.reason), 303);
}

/** A GET here (a reload after the redirect) goes back to the order. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/orders/${encodeURIComponent(params.orderId)}`, 303);
}
