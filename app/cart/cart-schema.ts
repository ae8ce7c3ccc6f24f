// The one schema of the cart action. The server checks every cart form with it (parseWithZod);
// the product and cart pages leave zod out of their first load and show the action's reply.
// The browser sends only an intent, a product id, a purchase type and a quantity.
import { z } from "~/utils/zod";
import { PURCHASE_TYPES } from "~/utils/purchase-types";
import { MAX_QUANTITY, MIN_QUANTITY } from "~/utils/quantity-limits";

export const cartMessages = {
  quantity: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  purchaseType: "Choose Subscribe or One-time.",
  product: "That product is not available.",
  intent: "That cart action is not available.",
  lineMissing: "That item is no longer in your cart.",
  lineFull: `You can have at most ${MAX_QUANTITY} of one item in your cart.`,
} as const;

const quantity = z
  .string({ error: cartMessages.quantity })
  .trim()
  .regex(/^\d{1,3}$/, cartMessages.quantity)
  .transform(Number)
  .pipe(z.number().int().min(MIN_QUANTITY, cartMessages.quantity).max(MAX_QUANTITY, cartMessages.quantity));

const line = {
  productId: z
    .string({ error: cartMessages.product })
    .trim()
    .min(1, cartMessages.product)
    .max(100, cartMessages.product),
  purchaseType: z.enum(PURCHASE_TYPES, { error: cartMessages.purchaseType }),
};

export const cartActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), ...line, quantity }),
    z.object({ intent: z.literal("set-quantity"), ...line, quantity }),
    z.object({ intent: z.literal("remove"), ...line }),
  ],
  { error: cartMessages.intent },
);

export type CartAction = z.infer<typeof cartActionSchema>;
