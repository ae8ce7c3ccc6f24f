// Sales tax's words: checkout, the order's totals and its email.
import { taxRowCopy } from "./tax-rows";

export const taxCopy = {
  row: taxRowCopy.row,
  /** Checkout's row until the address is typed: the tax needs it. */
  checkoutPending: "Add your address",
  checkoutNote:
    "Sales tax comes from your shipping address: it shows here once the address is complete, and always before you pay.",
  /** While the tax for the typed address is being asked. */
  checkoutCalculating: "Calculating…",
  /** The address's tax is nothing: no "$0.00" row, this line instead. */
  checkoutNone: "No sales tax on this order for your shipping address.",
  /** Stripe Tax could not answer the quote: no figure rather than a wrong one. */
  checkoutLater: "Sales tax is calculated when you place the order.",
  checkoutLaterRow: "At placing",
  quoteEmptyCart: "Your cart is empty, so there is no sales tax to calculate.",
  /** A quote asked too often. */
  quoteLimited: "Too many tax checks. Sales tax is calculated when you place the order.",
  /** The order's total recalculated at placing differs from the one checkout showed: nothing placed. */
  totalChanged: (tax: string | null, total: string, shown: string) =>
    `${tax ? `Sales tax for your address is now ${tax}` : "There is now no sales tax for your address"}, so your total is ${total}, not the ${shown} shown before. Nothing was placed: check the new total and place your order again.`,
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
