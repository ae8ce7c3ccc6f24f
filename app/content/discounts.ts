// Discount codes: the refusals a shopper reads at checkout and the console's copy.
import { formatCents } from "~/utils/money";

export const discountMessages = {
  expired: "This code has expired.",
  notYet: "This code isn't active yet.",
  usedUp: "This code has been used up.",
  oneTimeOnly: "This code is for one-time orders. Remove the subscription from your cart, or leave the field empty.",
  subscriptionOnly: "This code is for a subscription's first order. Add a subscription, or leave the field empty.",
  minSubtotal: (cents: number) => `This code needs a subtotal of at least ${formatCents(cents)}.`,
  firstOrderOnly: "This code is for a first order only.",
  alreadyUsed: "You've already used this code.",
} as const;

/** The totals row of an order's discount. */
export const discountRow = (code: string | null) => (code ? `Discount (${code})` : "Discount");
