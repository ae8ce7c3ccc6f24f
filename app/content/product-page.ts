// Copy of the product page's live parts that start with the page (/product: the purchase box, the
// sticky bar), apart from the rest of the shop's so the page loads only its own. The gallery's and
// the wallet cards' copy comes with their script (product-later-parts.ts, decision 0028).
// What the server alone draws is in product-sections.ts. Prices come from the catalog in the database.
import { purchaseOptions } from "./purchase-types";

export const productPage = {
  purchaseHeading: "Choose your plan",
  purchaseOptions,
  quantityLabel: "Quantity",
  addToCart: "Add to Cart",
  adding: "Adding…",
  /** Shipping for what is chosen (DESIGN.md's rule), beside the Add to Cart button. */
  shippingFor: {
    subscribe: "Shipping: free on every subscription delivery.",
    oneTime: (shipping: string, total: string) => `Shipping: ${shipping} (free with two bags). Total ${total}.`,
    oneTimeFree: (total: string) => `Shipping: free. Total ${total}.`,
  },
  servingsNote: "30 servings per bag · one scoop a day, effects in 20-30 minutes",
  sticky: { label: "Quick add" },
} as const;
