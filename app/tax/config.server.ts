// Sales tax's settings: TAX_MODE=stripe asks Stripe Tax for every order (card and USDC alike);
// off (the default) charges none, as the store always did.
import Stripe from "stripe";
import { stripeConnection } from "~/stripe/config.server";
import { getEnv } from "~/utils/env.server";

export interface TaxConfig {
  stripe: Stripe;
  /** The coffee's product tax code; undefined lets Stripe use the account's preset. */
  productTaxCode: string | undefined;
}

let cached: { key: string; config: TaxConfig } | undefined;

/** The Stripe Tax client, or null when tax is off. */
export function getTaxConfig(): TaxConfig | null {
  const { TAX_MODE, STRIPE_SECRET_KEY, STRIPE_API_BASE, TAX_PRODUCT_CODE } = getEnv();
  if (TAX_MODE !== "stripe" || !STRIPE_SECRET_KEY) return null;
  const key = [STRIPE_SECRET_KEY, STRIPE_API_BASE ?? "", TAX_PRODUCT_CODE ?? ""].join("\n");
  if (cached?.key !== key) {
    const stripe = new Stripe(STRIPE_SECRET_KEY, {
      ...stripeConnection(STRIPE_API_BASE),
      // A calculation runs while the shopper waits (and inside the order's transaction): a short
      // timeout and one retry, then checkout says tax is unavailable rather than hanging.
      maxNetworkRetries: 1,
      timeout: 8_000,
      appInfo: { name: "NAVA storefront" },
    });
    cached = { key, config: { stripe, productTaxCode: TAX_PRODUCT_CODE } };
  }
  return cached.config;
}

export const taxEnabled = () => getEnv().TAX_MODE === "stripe";
