// The words of refund requests: the shopper's form and status on the order page, their emails,
// and the console's queue. The policy itself is the /returns page (app/content/documents/returns.ts).
import { GUARANTEE_DAYS } from "~/content/policies";

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
} as const;

export const refundErrors = {
  scope: "Choose the whole order or some bags.",
  reason: "Choose a reason.",
  noteTooLong: `Keep the note under ${refundLimits.noteMax.toLocaleString("en-US")} characters.`,
  noteForOther: "Tell us the reason in a few words.",
  noBags: "Choose at least one bag to refund.",
  badBags: "Choose bags from this order only.",
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
  approved: (o: { number: string; amount: string; how: string; orderUrl: string }) => ({
    subject: `Your refund for order ${o.number} is approved`,
    text: `We approved your refund of ${o.amount} for order ${o.number}. ${o.how}\n\nYour order:\n${o.orderUrl}`,
  }),
  declined: (o: { number: string; reason: string; orderUrl: string }) => ({
    subject: `About your refund request for order ${o.number}`,
    text: `We looked at your refund request for order ${o.number} and cannot approve it.\n\n${o.reason}\n\nQuestions? Reply from the contact page with your order number.\n\nYour order:\n${o.orderUrl}`,
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
  notRefundable: "This order was recorded as paid by the store; refund it outside the store, then decline with a note.",
  waitingFunds: (need: string) =>
    `Waiting for funds: the refund account holds too little USDC. Add at least ${need} and the refund goes out by itself.`,
  tooMuch: (total: string) => `Enter an amount above $0 and up to what the order cost (${total}).`,
  refundAccountMissing:
    "USDC refunds need the refund account (REFUND_KEYPAIR or REFUND_KEY_FILE); see docs/payments.md. Nothing was sent.",
  noPayer: "This order has no confirmed USDC payment to refund to. Nothing was sent.",
  sentOnChain: "Sent on chain",
  howCard: "It goes back to the card you paid with; banks take 5–10 business days to show it.",
  howUsdc: "It goes back in USDC to the wallet you paid from.",
} as const;
