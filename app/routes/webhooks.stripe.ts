// POST /webhooks/stripe: Stripe's events, verified by signature over the raw body, which this
// route reads itself (at most STRIPE_WEBHOOK_MAX_BYTES, 256 KiB): no body parser may run before it.
import { getDb } from "~/db/client.server";
import { getCardConfig } from "~/stripe/config.server";
import { receiveStripeWebhook } from "~/flows/card-webhook.server";
import type { Route } from "./+types/webhooks.stripe";

export async function action({ request }: Route.ActionArgs) {
  const config = getCardConfig();
  if (!config) return Response.json({ message: "Card payments are not configured." }, { status: 404 });
  if (request.method !== "POST") return Response.json({ message: "Use POST." }, { status: 405 });
  return receiveStripeWebhook(await getDb(), config, request);
}

export function loader() {
  return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
