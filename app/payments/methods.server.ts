// The ways to pay this store accepts, as configured: cards where Stripe is set up, USDC where the
// merchant wallet is. Said before the order is placed (product page, checkout).
import { getCardConfig } from "~/stripe/config.server";
import { getPaymentConfig } from "./config.server";
import type { PayMethods } from "./status";

export function acceptedPayMethods(): PayMethods {
  return { card: getCardConfig() !== null, usdc: getPaymentConfig().ok };
}
