// What the shopper's refund form says of the money (how much, to where, how soon), and how a
// refunded order's page says it was refunded. The form's other words are in ./refunds.ts.
import { ANSWER_WITHIN } from "~/content/policies";

/** Where a refund goes: the card that paid (with what Stripe told of it), the wallet that paid, or as the store recorded. */
export type RefundDestination =
  | { kind: "card"; brand: string | null; last4: string | null }
  | { kind: "usdc"; wallet: string | null }
  | { kind: "store" };

const cardName = (brand: string) =>
  ({ amex: "American Express", diners: "Diners Club", jcb: "JCB", unionpay: "UnionPay" })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);

export const refundMoneyCopy = {
  title: "What comes back",
  /** The amount line, whole order. */
  whole: (amount: string) => `The whole order: ${amount} back to you.`,
  /** The whole order once part of it went back before. */
  rest: (amount: string) => `The rest of the order: ${amount} back to you.`,
  /** Paid, less what went back before: the whole order's amount reached. */
  wholeAfterEarlier: (paid: string, earlier: string, left: string) =>
    `You paid ${paid}; ${earlier} was refunded earlier, so ${left} is left to refund.`,
  /** One line of a part refund: bags × each bag's price on this order. */
  bagsRow: (name: string, n: number, each: string, sum: string) =>
    `${name}: ${n} ${n === 1 ? "bag" : "bags"} × ${each} = ${sum}`,
  /** Bags of one line whose prices differ by a cent (the order's odd cents go to the first bags). */
  bagsRowUneven: (name: string, n: number, prices: string, sum: string) => `${name}: ${n} bags (${prices}) = ${sum}`,
  eachBag: (amount: string) => `${amount} a bag`,
  /** What each bag cost on the order, said once above the bag choices. */
  bagPriceNote:
    "A bag comes back at what it cost on this order (after any discount, with its tax), not the list price.",
  noBagsYet: "Choose the bags above to see the amount.",
  /** The bags add up to more than is left after earlier refunds. */
  capped: (bags: string, earlier: string, left: string) =>
    `The bags come to ${bags}, but ${earlier} of this order was refunded earlier, so ${left} is left to refund.`,
  total: (amount: string) => `Back to you: ${amount}`,
  to: (d: RefundDestination) => {
    if (d.kind === "card")
      return d.brand && d.last4
        ? `It goes back to your ${cardName(d.brand)} card ending in ${d.last4}.`
        : "It goes back to the card you paid with.";
    if (d.kind === "usdc")
      return d.wallet
        ? `It goes back in USDC to the wallet you paid from (${d.wallet}).`
        : "It goes back in USDC to the wallet you paid from.";
    return "It goes back the way you paid us.";
  },
  when: (d: RefundDestination) =>
    `We decide within ${ANSWER_WITHIN}. ` +
    (d.kind === "card"
      ? "Once we approve, your bank takes 5–10 business days to show it."
      : d.kind === "usdc"
        ? "Once we approve, it reaches your wallet within minutes."
        : "Once we approve, we tell you by email when it is sent."),
  /** The confirmation, where the form was. */
  sentTitle: "Refund request sent",
  sent: (amount: string) => `We received your request for ${amount}. We answer by email within ${ANSWER_WITHIN}.`,
} as const;

/** A refunded order's payment line: said instead of "paid, thank you". */
export const refundedPaymentCopy = {
  whole: (amount: string, on: string) => `Refunded ${amount} on ${on}.`,
  part: (amount: string, total: string, on: string) => `Part refunded: ${amount} of ${total} back on ${on}.`,
} as const;
