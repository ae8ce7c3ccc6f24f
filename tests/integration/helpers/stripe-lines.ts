// What Stripe's hosted Checkout would be asked to charge for an order: the sum of the line items
// startCardCheckout sends (to a recording stand-in for Stripe's client).
import { expect } from "vitest";
import { getDb } from "../../../app/db/client.server";
import type { orders } from "../../../app/db/schema";
import { startCardCheckout } from "~/flows/card-checkout.server";
import type { CardConfig } from "~/stripe/config.server";

export async function stripeLineItemsSum(order: typeof orders.$inferSelect): Promise<number> {
  let params: { line_items: { quantity: number; price_data: { unit_amount: number } }[] } | undefined;
  const config = {
    stripe: {
      customers: { create: async () => ({ id: "cus_1" }) },
      checkout: {
        sessions: {
          create: async (p: typeof params) => {
            params = p;
            return { id: "cs_1", url: "https://stripe.test/cs_1", expires_at: Date.now() / 1000 + 3600 };
          },
        },
      },
    },
  } as unknown as CardConfig;
  const started = await startCardCheckout(await getDb(), config, order, { origin: "http://localhost", token: null });
  expect(started.ok).toBe(true);
  return params!.line_items.reduce((s, i) => s + i.quantity * i.price_data.unit_amount, 0);
}
