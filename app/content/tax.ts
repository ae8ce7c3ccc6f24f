// Sales tax's words: checkout, the order's totals and its email.
import { taxRowCopy } from "./tax-rows";

export const taxCopy = {
  row: taxRowCopy.row,
  /** Checkout's row before the order exists: the tax needs the address typed below. */
  checkoutPending: "Next step",
  checkoutNote: "Sales tax for your shipping address is added on the next page, before you pay.",
  unavailable: "We couldn't calculate sales tax right now; nothing was charged. Please try again in a few minutes.",
  address: "We couldn't match that address to a US tax location. Please check the street, city, state and ZIP code.",
  /** The ship-now control of a subscription. */
  renewalUnavailable:
    "We couldn't calculate sales tax for this delivery right now; nothing was ordered or charged. Please try again in a few minutes.",
  /** In an email's amount: "$53.24 including $3.55 sales tax". */
  including: (tax: string) => ` including ${tax} sales tax`,
  /** The card's line on Stripe's hosted page. */
  lineName: "Sales tax",
} as const;
