// Stock's words: the product page, the cart and checkout, the console's stock page and the emails.
import { emailSignOff } from "./email";

const bags = (n: number) => `${n} ${n === 1 ? "bag" : "bags"}`;
const signOff = emailSignOff;

/**
 * What an unpaid order may hold (docs/decisions/0030-unpaid-orders-hold-bags-for-minutes.md): its
 * bags for HOLD_MINUTES after placing, and at most MAX_UNPAID_BAGS bags in every unpaid order of one
 * client (its address, its email or its wallet) together.
 */
export const unpaidHoldLimits = {
  HOLD_MINUTES: 15,
  MAX_UNPAID_BAGS: 10,
  /**
   * A payment under way holds the bags this long from when it starts: Stripe Checkout opened (its
   * session lives this long too: Stripe's shortest, 30 minutes, and one for clocks apart), or a
   * wallet asking for the transaction.
   */
  CARD_PAYING_MINUTES: 31,
  WALLET_PAYING_MINUTES: 5,
  /** Beyond the Checkout page's life: time for Stripe's word of a payment made at its last moment. */
  CARD_CONFIRM_MINUTES: 5,
  /**
   * However often payments start, an order's bags are held at most this long after it was placed
   * (a client cannot keep its bags from others by opening Checkout again and again); a payment
   * after that still takes them if they are left, and goes back by itself if they are not.
   */
  PAYING_HELD_AT_MOST_MINUTES: 60,
} as const;

export const stockCopy = {
  soldOut: "Sold out",
  /** The product photo's badge while sold out (in place of the catalog's badge). */
  soldOutBadge: "SOLD OUT",
  /** Beside the plans and the quantity while sold out: why they cannot be chosen, and what to do. */
  soldOutChoices:
    "Sold out: neither plan can be ordered right now. Leave your email below and we will write when bags are back.",
  low: "Only a few bags left",
  shipNowSoldOut: "Sold out right now: nothing was ordered or charged. Your next delivery goes on when bags are back.",
  /** Why a cart change or an order was refused: what is left of the product. */
  refusal: (product: string, available: number, inCart = 0) =>
    available <= 0
      ? `${product} is sold out. Nothing was added; your cart is as it was.`
      : `Only ${bags(available)} of ${product} left${inCart > 0 ? ` (${bags(inCart)} already in your cart)` : ""}. Choose fewer and try again.`,
  /** Why an order was not placed: nothing ordered, nothing charged, the cart kept. */
  orderRefusal: (product: string, available: number) =>
    available <= 0
      ? `Sorry, ${product} just sold out: no order was placed and nothing was charged. Your cart is kept.`
      : `Only ${bags(available)} of ${product} left: no order was placed. Lower the quantity in your cart and try again.`,
  /** Why an order was not placed: the client's unpaid orders already hold what one client may. */
  unpaidCap: (max: number, held: number) =>
    held > 0
      ? `Your unpaid orders already hold ${bags(held)}; together they may hold ${bags(max)}. Pay for an order you placed (its page has the link in your email) or order fewer bags: no order was placed.`
      : `An order can hold at most ${bags(max)} until it is paid. Lower the quantity in your cart (place another order once this one is paid): no order was placed.`,
  /** The order page and the payment's reason: paid after the order's bags went back on sale and sold. */
  soldOutAtPayment: (product: string) =>
    `${product} sold out before this payment arrived: the order is cancelled and the payment goes back to the wallet that sent it, automatically.`,
  /** The order page and the card payment's reason: paid by card after the order's bags were sold. */
  soldOutAtCardPayment: (product: string) =>
    `${product} sold out before this card payment went through: the order is cancelled and the payment is refunded to your card, automatically. Your bank shows the refund within 5 to 10 days.`,
  /** A payment about to start (Checkout opened, a wallet asking for the transaction) when the bags are gone. */
  soldOutBeforePaying:
    "Sorry, this order's bags sold out after their hold ended: it cannot be paid now, and nothing was charged. Place a new order when bags are back.",
  /** Beside a quantity above what one unpaid order may hold (cart and checkout). */
  overUnpaidCap: (max: number) =>
    `An order holds at most ${bags(max)} until it is paid. Lower the quantity to ${max} or fewer to check out; order the rest once this order is paid.`,
  /** The order page while an unpaid order holds its bags, and once the hold has ended. */
  heldUntil: (time: string) => `Your bags are held for you until ${time}. Pay by then to be sure of them.`,
  holdEnded:
    "Your bags are no longer held: pay and they are yours if any are left; if they are gone, the payment goes back by itself.",
  /** The cart's notice when a line asks for more than is left; checkout waits until it is changed. */
  cartShort: (product: string, available: number) =>
    available <= 0
      ? `${product} is sold out. Remove it from your cart to check out; everything else is kept.`
      : `Only ${bags(available)} of ${product} left. Lower the quantity to check out.`,
  notify: {
    title: "Email me when it is back",
    intro: "Leave your email and we will write once, when bags are back in stock. Nothing else.",
    label: "Email",
    submit: "Notify me",
    done: "Thanks: we will email you once when it is back in stock.",
    invalid: "Enter a valid email address, like you@example.com.",
    rateLimited: "Too many requests. Please wait a minute and try again.",
  },
  emails: {
    backInStock: (s: { product: string; url: string }) => ({
      subject: `${s.product} is back in stock`,
      text: `You asked us to tell you: ${s.product} is back in stock.\n\nOrder here while it lasts:\n${s.url}\n\nThis is the only email you get for this request.${signOff}`,
    }),
    renewalHeld: (s: { product: string; manageUrl: string }) => ({
      subject: "Your NAVA renewal is waiting for stock",
      text: `${s.product} is sold out right now, so your renewal is on hold: nothing was charged and no order was made.\n\nIt goes on by itself as soon as bags are back, and you will get the usual renewal email then.\n\nManage your subscription:\n${s.manageUrl}${signOff}`,
    }),
    lowStock: (s: { product: string; available: number; alertLevel: number; consoleUrl: string }) => ({
      subject: `Stock alert: ${bags(s.available)} of ${s.product} left`,
      text: `${s.product} has ${bags(s.available)} for sale, at or below your alert level of ${bags(s.alertLevel)}.\n\nSet the stock in the console:\n${s.consoleUrl}`,
    }),
  },
  console: {
    title: "Stock",
    intro:
      "Bags for sale are what a new order may take: the bags on hand less those promised to orders. An order holds its bags from the moment it is placed; a cancelled or expired order gives them back.",
    columns: {
      product: "Product",
      forSale: "For sale",
      held: "Held by unpaid orders",
      alertLevel: "Alert at",
      state: "State",
    },
    notCounted: "Not counted",
    rate: {
      perDay: (days: number) => `Sold a day, last ${days} days`,
      /** "2.1 bags (30 sold)" */
      value: (perDay: number, bags: number) =>
        `${perDay.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${perDay === 1 ? "bag" : "bags"} (${bags.toLocaleString("en-US")} sold)`,
      daysLeft: "Days of stock left",
      days: (n: number) =>
        n === 0 ? "Less than a day" : `About ${n.toLocaleString("en-US")} ${n === 1 ? "day" : "days"}`,
      noSales: "No sales in 30 days",
    },
    states: { in_stock: "In stock", low: "Low", sold_out: "Sold out" } as Record<string, string>,
    form: {
      available: "Bags for sale",
      availableHint: "Whole bags, 0 to 100,000. 0 shows Sold out.",
      alertLevel: "Alert level",
      alertLevelHint: "Email the operator when bags for sale fall to this many.",
      /** Where OPERATOR_EMAIL is unset: the level still marks the product low, and nobody is emailed. */
      alertLevelHintNoEmail:
        "Marked Low here and on the product page at this many bags for sale. No email is sent: OPERATOR_EMAIL is not set.",
      save: "Save",
    },
    heldRenewals: (n: number) =>
      `${n} ${n === 1 ? "renewal is" : "renewals are"} waiting for stock; ${n === 1 ? "it goes" : "they go"} on when bags are back.`,
    waitlist: (n: number) => `${n} ${n === 1 ? "address waits" : "addresses wait"} for a back-in-stock email.`,
    saved: (product: string, available: number) => `${product}: ${bags(available)} for sale.`,
    errors: {
      available: "Bags for sale must be a whole number from 0 to 100,000.",
      alertLevel: "The alert level must be a whole number from 0 to 100,000.",
      product: "That product is not in the catalog.",
      changed: (available: number) =>
        `Orders changed the stock while you edited: ${bags(available)} for sale now. Check the figure and save again.`,
    },
  },
};
