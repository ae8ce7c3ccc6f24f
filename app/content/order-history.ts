// An order's history in the console, in words: each recorded event's name (as the audit log keeps
// it, e.g. "refund.requested") and what the operator reads ("Refund requested").

export const orderEventWords: Record<string, string> = {
  created: "Order placed",
  "order.paid": "Paid",
  "order.fulfilled": "Shipped",
  "order.cancelled": "Cancelled",
  "order.refunded": "Refunded",
  "order.partly_refunded": "Partly refunded",
  "order.disputed": "Payment disputed",
  "order.delivered": "Delivered",
  "order.expired": "Expired unpaid",
  "order.refund_requested": "Refund requested",
  "refund.requested": "Refund requested",
  "refund.approved": "Refund approved",
  "refund.declined": "Refund declined",
  "refund.refunded": "Refunded",
  "refund.sent_on_chain": "Refund sent on chain",
  "refund.waiting_funds": "Refund waiting for funds",
  "refund.transfer_failed": "Refund transfer failed",
  "refund.account_short": "Refund waiting: the store's account is short",
  "payment.returned": "Payment sent back",
  "payment.return_queued": "Payment to be sent back",
  "payment.return_held": "Payment return held",
  "payment.return_released": "Payment return released",
  "payment.return_failed": "Payment return failed",
  "payment.kept_dust": "Tiny payment kept",
  "payment.sold_out": "Paid after selling out",
  "payment.duplicate_refund": "Second payment refunded",
  "card_payment.refused": "Card payment refused",
  "card_payment.failed": "Card payment failed",
  "card_payment.sold_out": "Card paid after selling out",
  "card_payment.disputed": "Card payment disputed",
  "card_payment.duplicate_refund": "Second card payment refunded",
  "card_payment.return_refused": "Card refund refused",
  "renewal.placed": "Renewal placed",
  "renewal.paid": "Renewal paid",
  "renewal.held": "Renewal held",
  "renewal.expired": "Renewal expired unpaid",
  "rewards.clawed_back": "NPX taken back",
  "rewards.collected": "NPX collected",
};

/**
 * An event's words: the map's, or for a name the map does not know, the name made readable
 * ("payment.return_queued" → "Payment return queued").
 */
export function orderEventText(name: string): string {
  const known = orderEventWords[name];
  if (known) return known;
  const words = name
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
