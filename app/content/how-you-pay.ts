// Its own file, small: the product page's script carries it.
/**
 * How the shopper pays, said before the order is placed: on the product page, at checkout and in
 * the subscription's email (the same words everywhere). Card first where the store takes cards.
 */
export const howYouPay = {
  title: "How you pay",
  card: "Card, Apple Pay or Google Pay on Stripe's secure checkout page, right after you place the order (Apple Pay and Google Pay where your device offers them).",
  usdc: "USDC on Solana from Phantom or any Solana Pay wallet: the order is paid once the network confirms the transfer.",
  none: "Payments are paused right now: your order is saved and you can pay from its page once they are back.",
  renewalsTitle: "Subscription renewals",
  renewalCard: "Paid by card: we email you 3 days before each renewal, then charge the same card on the renewal day.",
  renewalUsdc:
    "Paid in USDC: each renewal emails you a link to pay within 7 days; an unpaid renewal is cancelled, and two in a row pause the subscription.",
} as const;

type Ways = { card: boolean; usdc: boolean };
const saved = "Your order is saved as soon as you place it.";

/** Under Place order: the one way said plainly; "choose" only where there are two. */
export function payNextNote(ways: Ways): string {
  if (ways.card && ways.usdc)
    return `You pay on the next page, by card or in USDC, whichever you choose there. ${saved}`;
  if (ways.card) return `You pay by card on the next page (Stripe's secure checkout). ${saved}`;
  if (ways.usdc) return `You pay with USDC on the next page. ${saved}`;
  return howYouPay.none;
}

/** How renewals are paid, only for the ways this store takes (the email's lines). */
export function renewalRules(ways: Ways): string[] {
  return [ways.card ? howYouPay.renewalCard : "", ways.usdc ? howYouPay.renewalUsdc : ""].filter(Boolean);
}
