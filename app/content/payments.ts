// What the shopper and their wallet read about paying in USDC. Amounts arrive formatted.
import { emailSignOff } from "./email";

/** The Solana Pay label a wallet shows for the store. */
export const payLabel = "NAVA";

export const payMessages = {
  /** Shown by the wallet beside the transaction. */
  transaction: (orderNumber: string, total: string) => `NAVA order ${orderNumber}: ${total} in USDC`,
  orderNotFound: "We could not find that order.",
  orderNotPayable: "This order is not awaiting payment.",
  badAccount: "Send the paying wallet's address as account.",
  badBody: "Send JSON with the paying wallet's address as account.",
  noUsdc: "This wallet holds no USDC. Add USDC to it, or pay from another wallet.",
  notEnoughUsdc: (held: string, total: string) =>
    `This wallet holds ${held} in USDC; the order total is ${total}. Add USDC, or pay from another wallet.`,
  notConfigured: "USDC payments are not available right now.",
  networkDown: "The Solana network could not be reached. Please try again in a moment.",
} as const;

/** Why a transfer carrying an order's reference did not pay it; stored with the payment. */
export const paymentReasons = {
  failed: "The transaction failed on the Solana network, so no USDC moved.",
  noTransfer: "The transaction carrying this order's reference holds no token transfer.",
  wrongMint: "The transfer was not in USDC. The order is not paid; this transfer will be refunded.",
  paidInSol: "The transfer was in SOL, not USDC. The order is not paid; this transfer will be refunded.",
  wrongRecipient: "The transfer did not go to the NAVA store's wallet, so the order is not paid.",
  underpaid: (paid: string, total: string) =>
    `Received ${paid}, less than the order total of ${total}. The order is not paid; this transfer will be refunded.`,
  overpaid: (paid: string, total: string) =>
    `Received ${paid}, more than the order total of ${total}. The order is not paid; this transfer will be refunded.`,
  missingMemo: "The transfer did not carry this order's number. The order is not paid; this transfer will be refunded.",
  duplicate: "This order was already paid; this second transfer will be refunded.",
  orderClosed: "This order was cancelled; this transfer will be refunded.",
} as const;

/** The payment section of an order page. */
export const payPanel = {
  payButton: (total: string) => `Pay ${total} with USDC`,
  intro:
    "Pay with USDC on Solana from your Phantom wallet. The order is paid as soon as the network confirms the transfer.",
  phoneTitle: "Paying from your phone?",
  phoneText: "Scan this code with Phantom (or any Solana Pay wallet), or open it in the wallet app on this device.",
  openInWallet: "Open in wallet app",
  qrAlt: (orderNumber: string) => `Solana Pay QR code for order ${orderNumber}`,
  /** What the page is doing, step by step, after the shopper clicks Pay. */
  steps: {
    connecting: "Connecting your wallet…",
    preparing: "Preparing the payment…",
    signing: "Approve the payment in your wallet.",
    sent: "Payment sent. Waiting for the Solana network to confirm it…",
  },
  watching: "This page updates by itself as soon as the network confirms your payment.",
  noScript:
    "Paying from this browser needs JavaScript. Scan the code with your phone, or reload this page after paying to see its status.",
  confirmed: "Payment confirmed on Solana. Your order is paid. Thank you!",
  recorded: "Payment recorded by the store. Your order is paid. Thank you!",
  /** Said while the page learns how it was paid. */
  received: "Payment received. Your order is paid. Thank you!",
  rewardEarned: (npx: string) => `Your ${npx} NPX reward is earned.`,
  closed: "This order was cancelled, so it takes no payment.",
  failedTitle: "This payment did not go through.",
  tryAgain: "You can pay the full amount again with the button above.",
  declined: "You declined the payment in your wallet.",
  notSent: "The wallet could not send the payment. Please try again.",
  notSeenYet:
    "Your payment has not reached the Solana network yet. This page keeps checking; look at your wallet's activity before paying again.",
  unavailable: "USDC payments are not available right now. Your order is saved; please come back soon.",
} as const;

/** Paying by card (Stripe Checkout): what the shopper reads, and what Stripe's page lists. */
export const cardCopy = {
  title: "Pay by card",
  intro: "Pay with a credit or debit card on Stripe's secure checkout page. You come back here once it is done.",
  payButton: (total: string) => `Pay ${total} by card`,
  confirming: "Confirming your card payment… This page updates as soon as the card network confirms it.",
  cancelled: "Card payment cancelled; nothing was charged. You can pay by card or with USDC whenever you are ready.",
  confirmed: "Card payment confirmed. Your order is paid. Thank you!",
  notPayable: "This order is not awaiting payment.",
  unavailable: "Card payments are not available right now. Please try again in a moment, or pay with USDC.",
  orUsdc: "Or pay with USDC",
  /** Line names on Stripe's page. */
  lineName: (product: string, purchaseType: "subscribe" | "one_time") =>
    purchaseType === "subscribe" ? `${product} (subscription)` : product,
  shipping: "Shipping",
  description: (orderNumber: string) => `NAVA order ${orderNumber}`,
} as const;

/** Why a card payment did not pay its order; stored with the payment and its webhook event. */
export const cardReasons = {
  noOrder: "The payment names no order of this store.",
  mismatch: (paid: string, total: string) =>
    `Stripe reported ${paid}, but the order total is ${total}. The order is not paid; refund this payment.`,
  duplicate: "This order was already paid (or closed); refund this card payment.",
  notPaidYet: "The order has no card payment yet; Stripe retries this event later.",
} as const;

/** The card on file for renewals: what the subscriber reads, on their pages and in email. */
export const cardOnFileCopy = {
  title: "Card on file",
  card: (brand: string, last4: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending in ${last4}`,
  renewals: "Renewals are charged to this card when they are placed.",
  update: "Update card",
  updateIntro:
    "The card on file was not charged for this renewal. Save a new card on Stripe's secure page; we charge it right away.",
  failed: {
    card_declined: "the card was declined",
    authentication_required: "the bank asks you to confirm the payment",
  } as Record<string, string>,
  failedOther: "the card could not be charged",
  email: (s: { number: string; total: string; why: string; updateUrl: string; retry: string | null }) => ({
    subject: `We could not charge your card for order ${s.number}`,
    text:
      `We tried to charge ${s.total} for your renewal order ${s.number}, but ${s.why}.\n\n` +
      `Update your card here (Stripe's secure page); we charge it as soon as it is saved:\n${s.updateUrl}\n\n` +
      (s.retry
        ? `Otherwise we try the card on file again on ${s.retry}.`
        : "This was the last automatic try; an unpaid renewal is cancelled 7 days after it was placed.") +
      emailSignOff,
  }),
} as const;

/** Unpaid orders' deadline (app/payments/unpaid-deadline.server.ts). The deadline arrives formatted. */
export const unpaidOrderCopy = {
  /** The order page, while the order waits for its payment. */
  payBy: (deadline: string) => `Pay by ${deadline}. An order still unpaid then is cancelled.`,
  /** The confirmation email's line. */
  emailPayBy: (deadline: string) =>
    `Please pay by ${deadline}. An order still unpaid then is cancelled, and nothing is charged.`,
  cancelledNote: (deadline: string) =>
    `This order was cancelled because no payment reached us by ${deadline}. Nothing was charged.`,
} as const;

export const unpaidOrderEmails = {
  cancelled: (o: { number: string; total: string; deadline: string; orderUrl: string; shopUrl: string }) => ({
    subject: `Order ${o.number} was cancelled: no payment by its deadline`,
    text:
      `Your order ${o.number} (${o.total}) was cancelled because no payment reached us by ${o.deadline}. ` +
      `Nothing was charged, and no NPX is credited for it.\n\n` +
      `If you sent a payment after that, it is not kept: it goes back to you, and the order page says what happened:\n${o.orderUrl}\n\n` +
      `Still want it? Order again any time:\n${o.shopUrl}${emailSignOff}`,
  }),
  /** Once, UNPAID_REMINDER_HOURS before the deadline, while the order is still unpaid. */
  reminder: (o: { number: string; total: string; deadline: string; orderUrl: string }) => ({
    subject: `Order ${o.number}: payment needed by ${o.deadline}`,
    text:
      `Your order ${o.number} (${o.total}) is not paid yet. Pay by ${o.deadline}, or it is cancelled and nothing is charged.\n\n` +
      `Open your order and pay by card or USDC from its page.\nPay for your order:\n${o.orderUrl}\n\n` +
      `Changed your mind? Do nothing: the order is cancelled at the deadline.${emailSignOff}`,
  }),
} as const;
