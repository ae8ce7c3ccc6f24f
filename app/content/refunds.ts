// The words of refund requests: the shopper's form and status on the order page, their emails,
// and the console's queue. The policy itself is the /returns page (app/content/documents/returns.ts).
import { GUARANTEE_DAYS } from "~/content/policies";
import { emailSignOff } from "./email";

export const refundReasons = {
  not_for_me: "NAVA Focus is not for me",
  no_effect: "I did not feel an effect",
  side_effects: "It did not agree with me",
  damaged: "A bag arrived damaged",
  wrong_item: "I received the wrong item",
  other: "Another reason",
} as const;

export type RefundReason = keyof typeof refundReasons;

export const refundLimits = { noteMax: 1000 } as const;

export const refundForm = {
  title: "Request a refund",
  intro: (until: string) => `Your order is covered by our ${GUARANTEE_DAYS}-day money-back guarantee until ${until}.`,
  // What /returns says about sending bags back, said plainly.
  bagsComeBack:
    "You do not need to send an opened bag back. For unopened bags we may ask you to return them; if so, we email you a prepaid return label.",
  scopeLegend: "What should we refund?",
  whole: "The whole order",
  someBags: "Only some bags",
  bagsLegend: "Bags to refund",
  bagsHint: "Choose how many bags of each item. Used only when you refund some bags.",
  bagOption: (n: number) => (n === 0 ? "None" : `${n} ${n === 1 ? "bag" : "bags"}`),
  reasonLabel: "Why are you asking for a refund?",
  reasonPlaceholder: "Choose a reason",
  noteLabel: "Anything else we should know? (optional)",
  noteHint: "Required when you choose “Another reason”.",
  submit: "Send refund request",
  sent: "Thanks. Your refund request is sent; we answer within two business days.",
  earlierTitle: "Refunded already on this order",
  bagsLeftHint: "Bags refunded already are not listed again.",
} as const;

/** One earlier refund of an order, as the order page and the console list it. */
export const refundMethodCopy = { card: "to the card", usdc: "in USDC", outside: "outside the store" } as const;
export const earlierRefundLine = (on: string, amount: string, method: keyof typeof refundMethodCopy) =>
  `${on}: ${amount} ${refundMethodCopy[method]}`;

export const refundErrors = {
  scope: "Choose the whole order or some bags.",
  reason: "Choose a reason.",
  noteTooLong: `Keep the note under ${refundLimits.noteMax.toLocaleString("en-US")} characters.`,
  noteForOther: "Tell us the reason in a few words.",
  noBags: "Choose at least one bag to refund.",
  badBags: "Choose bags from this order only.",
  bagsRefunded: (left: number) =>
    left === 0
      ? "Those bags have been refunded already."
      : `Only ${left} ${left === 1 ? "bag is" : "bags are"} left to refund on that line; the others were refunded already.`,
  allRefunded: "Everything on this order has been refunded already.",
  notPaid: "This order is not paid, so there is nothing to refund.",
  windowClosed: (until: string) => `The ${GUARANTEE_DAYS}-day guarantee for this order ended on ${until}.`,
  alreadyOpen: "This order already has a refund request waiting for an answer.",
} as const;

export const refundStatusCopy = {
  title: "Refund request",
  asked: (when: string, amount: string) => `Requested on ${when} for ${amount}.`,
  status: {
    open: "Waiting for our answer (within two business days).",
    waiting_funds: "Approved; the USDC refund is waiting for funds and goes out as soon as they arrive.",
    approved: "Approved.",
    declined: "Declined.",
  },
  approved: (amount: string) => `We refunded ${amount}.`,
  declinedBecause: (reason: string) => `Our answer: ${reason}`,
  onChain: "USDC sent back to the wallet that paid. Transaction:",
  sending: "The USDC refund is on its way to the wallet that paid.",
} as const;

export const refundEmails = {
  requested: (o: { number: string; amount: string; orderUrl: string }) => ({
    subject: `We received your refund request for order ${o.number}`,
    text: `We received your refund request for order ${o.number} (${o.amount}).\n\nWe answer within two business days. ${refundForm.bagsComeBack}\n\nFollow it on your order's page:\n${o.orderUrl}`,
  }),
  approved: (o: { number: string; amount: string; how: string; orderUrl: string; transactionUrl?: string }) => ({
    subject: `Your refund for order ${o.number} is approved`,
    text: `We approved your refund of ${o.amount} for order ${o.number}. ${o.how}${o.transactionUrl ? `\n\nIt is sent; the transaction on the Solana network:\n${o.transactionUrl}` : ""}\n\nYour order:\n${o.orderUrl}`,
  }),
  declined: (o: { number: string; reason: string; orderUrl: string }) => ({
    subject: `About your refund request for order ${o.number}`,
    // Nothing went back: the email says so, and never that anything was refunded.
    text: `We looked at your refund request for order ${o.number} and cannot approve it. No money goes back for this request; your payment stays as it is.\n\nOur answer: ${o.reason}\n\nIf something changes, you can ask again from your order's page while the ${GUARANTEE_DAYS}-day money-back guarantee runs. Questions? Reply from the contact page with your order number.\n\nYour order:\n${o.orderUrl}`,
  }),
} as const;

export const refundQueueCopy = {
  title: "Refund requests",
  intro:
    "Shoppers' requests under the money-back guarantee. Approving refunds the way the order was paid: a card through Stripe, USDC back to the wallet that paid.",
  empty: "No refund requests yet.",
  columns: { order: "Order", paid: "Paid", asked: "Asked", reason: "Reason", status: "Status", at: "Asked on" },
  paidVia: { card: "Card", usdc: "USDC", store: "Recorded by the store" },
  whole: "Whole order",
  bags: (n: number) => `${n} ${n === 1 ? "bag" : "bags"}`,
  earlierRefunds: (amount: string) => `Already refunded: ${amount}`,
  earlierTitle: "Refunded before this request",
  status: { open: "Open", waiting_funds: "Waiting for funds", approved: "Approved", declined: "Declined" },
  approveTitle: "Approve",
  amount: "Amount in dollars",
  note: "Note (kept in the audit log)",
  approve: "Approve and refund",
  declineTitle: "Decline",
  declineReason: "Reason (the shopper reads it)",
  decline: "Decline",
  approved: (amount: string) => `Approved: ${amount} is on its way back.`,
  declined: "Declined; the shopper is emailed the reason.",
  declinedBecause: (reason: string) => `Declined: ${reason}`,
  notOpen: "This request is already answered.",
  notFound: "There is no such refund request.",
  declineReasonRequired: "Say why you decline (at least 3 characters).",
  declineReasonTooLong: "Keep the reason under 500 characters.",
  notRefundable:
    "This order was recorded as paid by the store; refund it outside the store, then record that refund here.",
  outsideTitle: "Refunded outside the store",
  outsideHow: "How it was refunded (the shopper reads it)",
  outsideNote: "Note (kept in the record and the audit log)",
  outside: "Record as refunded",
  outsideRecorded: (amount: string) => `Recorded: ${amount} refunded outside the store; the shopper is emailed.`,
  outsideHowRequired: "Say how it was refunded (at least 3 characters, under 200).",
  howOutside: (how: string) => `It was refunded outside the store: ${how}.`,
  waitingFunds: (need: string) =>
    `Waiting for funds: the refund account holds too little USDC. Add at least ${need} and the refund goes out by itself.`,
  tooMuch: (total: string) => `Enter an amount above $0 and up to what the order cost (${total}).`,
  refundAccountMissing:
    "USDC refunds need the refund account (REFUND_KEYPAIR or REFUND_KEY_FILE); see docs/payments.md. Nothing was sent.",
  noPayer: "This order has no confirmed USDC payment to refund to. Nothing was sent.",
  sentOnChain: "Sent on chain",
  howCard: "It goes back to the card you paid with; banks take 5–10 business days to show it.",
  howUsdc: "It goes back in USDC to the wallet you paid from.",
  waitingNote:
    "Some USDC waits for the refund account. It goes out by itself within a minute of funds arriving; or retry now.",
  operatorShort: (o: { number: string; need: string; consoleUrl: string }) => ({
    subject: `USDC refund for order ${o.number} waiting: the refund account needs ${o.need}`,
    text: `The refund of ${o.need} for order ${o.number} is approved, but the refund account holds too little USDC to send it. Add funds (docs/payments.md, "Refund account"); the store sends it by itself within a minute of their arrival, or retry from the console.\n\n${o.consoleUrl}`,
  }),
} as const;

/** USDC the store received but does not keep, sent back to the wallet it came from (app/refunds/returns.server.ts). */
export const paymentReturnCopy = {
  title: "Payments we sent back",
  received: {
    late: (amount: string, when: string) => `We received ${amount} on ${when}, after this order was cancelled.`,
    double: (amount: string, when: string) =>
      `We received a second payment of ${amount} on ${when}, after this order was already paid.`,
    overpaid: (amount: string, when: string, total: string) =>
      `We received ${amount} on ${when}, more than the order total of ${total}, so it did not pay the order.`,
    underpaid: (amount: string, when: string, total: string) =>
      `We received ${amount} on ${when}, less than the order total of ${total}.`,
    unmatched: (amount: string, when: string) =>
      `We received ${amount} on ${when} without this order's number, so it did not pay the order.`,
  },
  sent: "We sent it back to the wallet it came from:",
  sending: "We are sending it back to the wallet it came from.",
  waiting: "We send it back to the wallet it came from as soon as our refund account allows; nothing is kept.",
  failed: "Sending it back did not go through; we are on it and will write to you.",
  /** Under what sending costs: kept, and said so. */
  kept: "It is less than sending it back would cost on the network, so we kept it.",
  /** Held for the operator, by why. */
  held: {
    review: "We check larger amounts before sending them back; it goes back to the wallet it came from once checked.",
    limit: "We check it before sending it back to the wallet it came from.",
    no_account:
      "The token account it came from has been closed, so we hold it for you: reply to your order email, or open that account again, and we send it back.",
  },
  /** An underpayment while the order is still open. */
  missing: (o: { paid: string; total: string; missing: string; deadline: string | null }) =>
    `We received ${o.paid} of ${o.total}: ${o.missing} is missing. The order is paid by one transfer of the full ${o.total}` +
    `${o.deadline ? ` by ${o.deadline}` : ""}; the ${o.paid} then goes back to the wallet it came from, as it does if the order is cancelled.`,
  email: (o: { number: string; amount: string; what: string; url: string; orderUrl: string }) => ({
    subject: `We sent back ${o.amount} for order ${o.number}`,
    text: `${o.what}\n\nWe do not keep it: we sent it back to the wallet it came from. The transaction:\n${o.url}\n\nYour order:\n${o.orderUrl}${emailSignOff}`,
  }),
  /** Told once each time the refund account runs short (app/refunds/usdc.server.ts). */
  operatorShort: (o: { short: string; what: string; consoleUrl: string }) => ({
    subject: `The refund account is short of ${o.short}: refunds and payments sent back wait`,
    text: `${o.what}\n\nThe refund account holds too little ${o.short} to send what waits (USDC for the amounts, SOL for the network fee and the rent the account itself must keep). Add funds (docs/payments.md, "Refund account"); the store sends what waits by itself once it can, or press "Retry now". You are told again only if it runs short again after that.\n\n${o.consoleUrl}`,
  }),
  retryWhat: "An approved USDC refund that did not go out waits to be sent again.",
  shortWhat: { sol: "SOL", usdc: "USDC", both: "SOL and USDC", not_configured: "a key (REFUND_KEYPAIR is not set)" },
  consoleShort: (short: string, since: string) =>
    `The refund account has been short of ${short} since ${since}: approved refunds and payments sent back wait. Add funds, then press "Retry now".`,
  consoleTitle: "USDC sent back (late, double or wrong-amount payments)",
  consoleEmpty: "No payment had to be sent back.",
  consoleStatus: {
    waiting: "Waiting for funds",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    kept: "Kept (under what sending costs)",
    held: "Held for you",
  },
  consoleHold: {
    review: "above the amount sent back by itself",
    limit: "more returns for this wallet or order than are sent by themselves",
    no_account: "the token account it came from is closed (the store never pays to open one)",
  },
  release: "Send back",
  released: "Sent back, or on its way.",
  releaseStillGone: "The token account it came from is still closed; it stays held.",
  releaseNotHeld: "That payment is not held any more.",
  retry: "Retry now",
  retried: "Retried: whatever the refund account can cover is on its way.",
} as const;

/** The order timeline's refund steps, oldest first (app/refunds/timeline.server.ts). */
export const refundTimelineCopy = {
  title: "Refund",
  requested: (amount: string) => `Refund requested: ${amount}`,
  waitingFunds: (amount: string) => `Approved (${amount}); waiting for funds in our refund account`,
  approved: (amount: string) => `Refund approved: ${amount}`,
  declined: (reason: string) => `Refund declined: ${reason}`,
  sent: "USDC sent back to the wallet that paid",
  failed: "Sending the refund did not go through; we are on it",
  returned: "A payment we did not keep was sent back",
  transaction: "Transaction",
} as const;
