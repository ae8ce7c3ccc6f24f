// The store configured for cards against the Stripe double, for integration tests: webhooks go
// straight to the /webhooks/stripe route's action, as the store's HTTP server would hand them over.
import Stripe from "stripe";
import { resetEnvCache } from "../../app/utils/env.server";
import { action as webhookAction } from "../../app/routes/webhooks.stripe";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double/server";
import { makeContext, makeRequest } from "./requests";

export const WEBHOOK_SECRET = "whsec_nava_integration";
export const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/** Sends a raw webhook body with a Stripe-Signature header to the route; answers the response. */
export async function postWebhook(body: string, signature: string | null): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const request = new Request("http://localhost:3000/webhooks/stripe", { method: "POST", headers, body });
  return (await webhookAction({ request, params: {}, context: makeContext() } as never)) as Response;
}

/** Signs an event body as Stripe would (or with another secret, to forge one). */
export function signBody(body: string, secret = WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

export async function startStoreWithStripe(): Promise<StripeDouble> {
  const double = await startStripeDouble({
    webhookSecret: WEBHOOK_SECRET,
    webhook: async (body, signature) => (await postWebhook(body, signature)).status,
  });
  process.env.STRIPE_SECRET_KEY = "sk_test_nava_integration";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = double.url;
  resetEnvCache();
  return double;
}

export async function stopStoreWithStripe(double: StripeDouble | undefined) {
  await double?.close();
  for (const key of STRIPE_ENV) delete process.env[key];
  resetEnvCache();
}

/** The store with Stripe and Stripe Tax on (TAX_MODE=stripe), against one double. */
export async function startStoreWithStripeTax(): Promise<StripeDouble> {
  const double = await startStoreWithStripe();
  process.env.TAX_MODE = "stripe";
  resetEnvCache();
  return double;
}

export async function stopStoreWithStripeTax(double: StripeDouble | undefined) {
  delete process.env.TAX_MODE;
  await stopStoreWithStripe(double);
}

/** Posts an order page's card form (`card`, `card/update`) with the order's link; answers where it redirects. */
export async function postOrderCardForm(
  route: (args: never) => Promise<unknown>,
  order: { id: string; accessToken: string },
  path: "card" | "card/update",
): Promise<string> {
  const response = (await route({
    request: makeRequest(`/orders/${order.id}/${path}?token=${order.accessToken}`, { method: "POST", form: {} }),
    params: { orderId: order.id },
    context: makeContext(),
  } as never)) as Response;
  if (response.status !== 303) throw new Error(`${path} answered ${response.status}, not a redirect`);
  return response.headers.get("location")!;
}

/** The Checkout Session id at the end of a hosted Checkout URL. */
export const sessionIdOf = (url: string) => url.split("/").at(-1)!;
