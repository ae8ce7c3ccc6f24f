// Absolute links for email: the store's public origin (SITE_URL), or the local server's.
import { getEnv } from "~/utils/env.server";

export function siteOrigin(): string {
  const env = getEnv();
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString();
}

export function manageUrl(subscription: { id: string; manageToken: string }): string {
  return absoluteUrl(`/subscriptions/${subscription.id}?token=${encodeURIComponent(subscription.manageToken)}`);
}

export function orderUrl(order: { id: string; accessToken: string }): string {
  return absoluteUrl(`/orders/${order.id}?token=${encodeURIComponent(order.accessToken)}`);
}
