// The card part of an order's payment section, as the page receives it. Shared by server and page.
export interface CardSectionData {
  /** Stripe is configured: the page offers "Pay by card". */
  enabled: boolean;
  /** Where the Pay by card form posts. */
  action: string;
  /** Back from Stripe's page: confirming (paid there, waiting for the webhook) or cancelled. */
  notice: "confirming" | "cancelled" | "unavailable" | null;
  /** The order was paid by card. */
  paidByCard: boolean;
}
