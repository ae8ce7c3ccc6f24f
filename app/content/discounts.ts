// Discount codes: the refusals a shopper reads at checkout and the console's copy.
import { formatCents } from "~/utils/money";
import { renewalsText } from "./code-field";

export const discountMessages = {
  expired: "This code has expired.",
  notYet: "This code isn't active yet.",
  usedUp: "This code has been used up.",
  oneTimeOnly: "This code is for one-time orders. Remove the subscription from your cart, or leave the field empty.",
  subscriptionOnly: "This code is for a subscription's first order. Add a subscription, or leave the field empty.",
  minSubtotal: (cents: number) => `This code needs a subtotal of at least ${formatCents(cents)}.`,
  renewalsOnly: "This code is for a subscription's renewals. Add a subscription, or leave the field empty.",
  firstOrderOnly: "This code is for a first order only.",
  alreadyUsed: "You've already used this code.",
} as const;

/** The totals row of an order's discount. */
export const discountRow = (code: string | null) => (code ? `Discount (${code})` : "Discount");

export const discountKindLabels = {
  percent: "Percent off",
  amount: "Amount off",
  free_shipping: "Free shipping",
} as const;
export const appliesToLabels = {
  any: "Any order",
  one_time: "One-time orders",
  first_subscription: "A subscription's first order",
  subscription: "A subscription's first order and renewals",
  renewals: "A subscription's renewals",
} as const;

/** What a code's terms say in a sentence: "20% off", "$5.00 off", "free shipping". */
export function offerText(terms: { kind: string; value: number }): string {
  if (terms.kind === "percent")
    return `${(terms.value / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}% off`;
  if (terms.kind === "amount") return `${formatCents(terms.value)} off`;
  return "free shipping";
}

/** A subscription's renewal discount, on its page and in its emails. */
export const renewalDiscountCopy = {
  /** The cancel flow's save, or a code's; `left` renewals still to discount. */
  waiting: (d: { code: string | null; offer: string; left: number }) =>
    d.code
      ? `${d.code}: ${d.offer} ${renewalsText(d.left)}.`
      : `${d.offer.replace(/ off$/, "")} off ${renewalsText(d.left)} (the discount you took).`,
  /** In the renewal email: what came off this one and what is left. */
  email: (d: { code: string | null; offCents: number; left: number }) =>
    `${d.code ? `Code ${d.code}` : "Your discount"} took ${formatCents(d.offCents)} off this renewal` +
    (d.left > 0
      ? `; ${d.left === 1 ? "1 more renewal is" : `${d.left} more renewals are`} discounted.`
      : "; later renewals are at the full price."),
} as const;

export const adminDiscountsPage = {
  title: "Discount codes",
  intro:
    "Codes shoppers type in the cart or at checkout. One code per order; creator codes are managed under Creators. Uses are orders placed with the code (and, for codes for renewals, the paid renewals it discounted); discount given is what the code took off paid orders, from the money record; revenue is the total of paid orders with the code, renewals included. Dates are the store's days: a code ends at the end of its last day.",
  empty: "No discount codes yet.",
  columns: {
    code: "Code",
    offer: "Offer",
    rules: "Rules",
    window: "Dates",
    uses: "Uses",
    given: "Discount given",
    revenue: "Revenue",
    actions: "",
  },
  status: { active: "Active", ended: "Ended", scheduled: "Scheduled" },
  newTitle: "New code",
  fields: {
    code: "Code",
    kind: "Kind",
    value: "Percent or dollars off",
    percent: "Percent off",
    amount: "Dollars off",
    appliesTo: "For",
    minSubtotal: "Minimum subtotal ($, optional)",
    startsOn: "Starts on (optional)",
    endsOn: "Ends on (optional)",
    maxUses: "Total uses (optional)",
    renewalCount: "For how many renewals",
    oncePerCustomer: "Once per customer",
    firstOrderOnly: "First order only",
  },
  valueHint: "Leave empty for free shipping.",
  /** Under the value field: its unit and range. */
  percentHint: "A whole or part percent from 1 to 100.",
  amountHint: (maxCents: number) => `Dollars off, up to ${formatCents(maxCents)} (a bag's price).`,
  endHint: "The last day the code works, in the store's time zone. Empty: no end.",
  maxUsesHint: "Empty: no limit.",
  edit: "Edit",
  editTitle: (code: string) => `Edit ${code}`,
  editIntro:
    "Changes apply to orders from now on. Orders that already used the code, and subscriptions it already discounts, keep the terms they had.",
  save: "Save changes",
  cancelEdit: "Back to the list",
  endTitle: (code: string) => `End ${code} now?`,
  endExplain: (code: string) =>
    `Shoppers can no longer use ${code} from now on. Orders that used it, and subscriptions it already discounts, keep their discount. This cannot be undone: to offer it again, make a new code.`,
  endConfirm: "Yes, end it now",
  keep: "Keep the code",
  renewalCountHint: "Only for codes for renewals: the subscription's next 1 to 24 renewals.",
  renewalUses: (n: number) => (n === 1 ? "1 renewal" : `${n} renewals`),
  forRenewals: (n: number) => `for ${n === 1 ? "1 renewal" : `${n} renewals`}`,
  create: "Create code",
  end: "End now",
  unlimited: "no limit",
  from: (at: string) => `From ${at}`,
  fromCreation: "From creation",
  until: (at: string) => `Until ${at}`,
  noEnd: "No end date",
  minimum: (cents: number) => `min ${formatCents(cents)}`,
  done: {
    created: (code: string) => `${code} created.`,
    ended: (code: string) => `${code} ended.`,
    updated: (code: string) => `${code} saved.`,
  },
  errors: {
    code: "A code is 3 to 20 letters and digits.",
    kind: "Choose a kind.",
    value: "Enter how much off: a percent from 1 to 100, or an amount in dollars.",
    percent: "Enter a percent from 1 to 100.",
    amount: (maxCents: number) => `Enter dollars off, more than $0 and at most ${formatCents(maxCents)}.`,
    endPast: "That day has passed: the code would stop at once. Choose today or a later day, or use End now.",
    maxUsesBelowUses: (uses: number) => `Total uses can't be below the ${uses} uses so far.`,
    notConfirmed: "Confirm to end the code: nothing was changed.",
    ended: "That code has ended: make a new code instead.",
    valuePlaces: "Use at most two decimal places: the smallest discount is 0.01 (percent or dollars).",
    appliesTo: "Choose which orders the code is for.",
    minSubtotal: "A minimum subtotal is an amount in dollars.",
    date: "Use a date like 2026-12-31.",
    noSuchDay: "That day is not in the calendar: check the month's last day.",
    endsBeforeStart: "The end date is before the start date.",
    maxUses: "Total uses is a whole number from 1.",
    renewalCount: "Say for how many renewals: a whole number from 1 to 24.",
    renewalShipping: "Renewals always ship free: choose percent or amount off for a code for renewals.",
    codeTaken: "That code is already a store or creator code.",
    notFound: "That code no longer exists.",
    badAction: "That action is not available.",
  },
} as const;
