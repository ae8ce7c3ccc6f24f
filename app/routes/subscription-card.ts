// POST /subscriptions/:subscriptionId/card: "Update card" on the subscriber's page opens Stripe
// Checkout in setup mode; the saved card becomes the card on file (by the webhook).
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { getCardConfig } from "~/stripe/config.server";
import { startCardUpdate } from "~/payments/card/renewals.server";
import { resolveSubscriptionAccess } from "~/subscriptions/access.server";
import { siteUrlFor } from "~/utils/site-url.server";
import type { Route } from "./+types/subscription-card";

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const access = await resolveSubscriptionAccess(db, request, params.subscriptionId);
  if (!access) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const page = new URL(`/subscriptions/${encodeURIComponent(access.subscription.id)}`, siteUrlFor(request));
  if (token) page.searchParams.set("token", token);
  const config = getCardConfig();
  const started = config
    ? await startCardUpdate(
        db,
        config,
        { originOrderId: access.subscription.originOrderId, orderId: null },
        { success: page.toString(), cancel: page.toString() },
      )
    : null;
  return redirect(started?.ok ? started.url : `${page.pathname}${page.search}`, 303);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/subscriptions/${encodeURIComponent(params.subscriptionId)}`, 303);
}
