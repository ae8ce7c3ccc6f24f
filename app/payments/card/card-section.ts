// The card part of an order's payment section, as the page receives it. Shared by server and page.
export interface CardSectionData {
  /** Stripe is configured: the page offers "Pay by card". */
  enabled: boolean;
  /** Where the Pay by card form posts. */
  action: string;
  /** Back from Stripe's page: confirming (paid there, waiting for the webhook) or cancelled; or
   * "update": the renewal's card failed and the subscriber came to save another; "sold-out": the
   * bags went while unheld, so Checkout was not opened. */
  notice: "confirming" | "cancelled" | "unavailable" | "update" | "sold-out" | null;
  /** Where "Update card" posts, when the buyer has a Stripe customer (a saved card). */
  updateAction: string | null;
  /** The order was paid by card. */
  paidByCard: boolean;
  /** A subscription order's card on file for the renewals. */
  cardOnFile: { brand: string; last4: string } | null;
}
