// Copy of subscriptions: the subscriber's page, its messages, and the email the store sends
// about subscriptions and orders. Dates arrive formatted ("Tuesday, March 10, 2026").
import { formatCents } from "~/utils/money";
import { howYouPay, renewalRules } from "./how-you-pay";
import { renewalDiscountCopy } from "./discounts";
import { taxCopy } from "./tax";
import { emailSignOff } from "./email";
import { GUARANTEE_DAYS } from "./policies";

export type SubscriptionStatusName = "active" | "paused" | "cancelled";

export const subscriptionStatusLabels: Record<SubscriptionStatusName, string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
};

export const SUBSCRIPTION_STATUSES = Object.keys(subscriptionStatusLabels) as SubscriptionStatusName[];

const every = (weeks: number) => `every ${weeks} weeks`;

/** Messages shown after a change, and for changes that cannot be made. */
export const controlMessages = {
  skipped: (day: string) => `Skipped. Your next delivery is on ${day}.`,
  shippedNow: (number: string) => `Renewal order ${number} is placed. Pay it from the order page to ship it.`,
  rescheduled: (day: string) => `Your next delivery is now on ${day}.`,
  frequency: (weeks: number, day: string) => `Deliveries now come ${every(weeks)}, starting ${day}.`,
  quantity: (quantity: number) => `Each delivery now brings ${quantity} ${quantity === 1 ? "bag" : "bags"}.`,
  paused: (day: string | null) =>
    day ? `Paused. Deliveries start again on ${day}.` : "Paused until you resume. Nothing will be sent or charged.",
  resumed: (day: string) => `Resumed. Your next delivery is on ${day}.`,
  address: "Your shipping address is updated for the next delivery.",
  cancelled: "Cancelled. No further deliveries; anything already paid still ships.",
  reactivated: (day: string) => `Welcome back. Your next delivery is on ${day}.`,
  notAllowed: {
    active: "That cannot be done while the subscription is active.",
    paused: "That cannot be done while the subscription is paused. Resume it first.",
    cancelled: "This subscription is cancelled. Reactivate it first.",
  } satisfies Record<SubscriptionStatusName, string>,
  alreadyRenewed: "This delivery's order was already placed.",
  unchanged: "Nothing changed: your subscription already has that setting.",
  unknown: "Choose one of the actions on this page.",
} as const;

/** Why a subscription ended when the order that started it went back, whoever refunded it. */
export const firstOrderReversed = {
  refunded: "First order refunded in full",
  disputed: "First order disputed",
} as const;

/** Field messages of the forms (one zod schema, in the browser and on the server). */
export const fieldMessages = {
  date: "Choose a day from tomorrow up to 8 weeks from today.",
  frequency: "Choose every 2, 4, 6 or 8 weeks.",
  quantity: "Choose from 1 to 10 bags.",
  periods: "Choose how long to pause.",
  reason: "Keep the reason under 500 characters.",
  email: "Enter the email address the subscription was ordered with.",
} as const;

export const subscriptionPage = {
  eyebrow: "Your subscription",
  title: (product: string) => product,
  statusLabel: "Status",
  nextDelivery: "Next delivery",
  noNextDelivery: "No delivery scheduled",
  pausedUntilResumed: "Paused until you resume",
  costLabel: "It will cost",
  costNote: "Free US shipping · price locked at",
  perBag: "per bag",
  frequencyLabel: "Every",
  weeks: "weeks",
  quantityLabel: "Bags per delivery",
  shipTo: "Ships to",
  wallet: "NPX go to",
  noWallet:
    "No wallet: each renewal's NPX waits on its order. Open the order's page and sign in with Phantom to collect it.",
  npxPerDelivery: "NPX per paid delivery",
  actions: {
    skip: { title: "Skip the next delivery", button: "Skip next delivery" },
    shipNow: { title: "Ship now", text: "Place the next order today.", button: "Ship now" },
    reschedule: { title: "Pick another date", label: "New date for the next delivery", button: "Move delivery" },
    frequency: { title: "Change frequency", label: "Deliver every", button: "Save frequency" },
    quantity: { title: "Change quantity", label: "Bags per delivery (1-10)", button: "Save quantity" },
    pause: {
      title: "Pause",
      label: "Pause for",
      options: { "1": "1 delivery", "2": "2 deliveries", "3": "3 deliveries", indefinite: "Until I resume" },
      button: "Pause subscription",
    },
    resume: { title: "Resume", button: "Resume subscription" },
    address: { title: "Shipping address", button: "Save address" },
    cancel: { title: "Cancel" },
    reactivate: { title: "Reactivate", button: "Reactivate subscription" },
  },
  historyTitle: "History",
  renewalsTitle: "Orders",
  originOrder: "First order",
  renewalOrder: "Renewal",
  viewOrder: "View order",
} as const;

export const manageLinkPage = {
  title: "Manage your subscription",
  intro: "Enter the email address you subscribed with and we'll send you a private link to manage it.",
  emailLabel: "Email",
  button: "Email me a link",
  sent: "If a subscription uses that address, a link to manage it is on its way. It works once, within 24 hours.",
  expired: "That link has expired or was already used. Ask for a fresh one below.",
  signedInTitle: "Your subscriptions",
  none: "No subscriptions yet.",
} as const;

export const subscriptionHistoryLabels: Record<string, string> = {
  created: "Subscription started",
  skipped: "Delivery skipped",
  "ship-now": "Shipped now",
  rescheduled: "Delivery moved",
  frequency: "Frequency changed",
  quantity: "Quantity changed",
  paused: "Paused",
  resumed: "Resumed",
  address: "Address changed",
  cancelled: "Cancelled",
  reactivated: "Reactivated",
  "renewal.placed": "Renewal order placed",
  "renewal.paid": "Renewal paid",
  "renewal.expired": "Renewal cancelled unpaid",
  "renewal.held": "Renewal waiting for stock (nothing charged)",
  "save.discount": "Took the save discount",
  "paused.missed": "Paused after two unpaid renewals",
};

export const orderLinks = {
  manageSubscription: "Manage your subscription",
  manageSubscriptionText: "Skip, reschedule, change or cancel your deliveries.",
  rewardsSubscriptions: "Your subscriptions",
} as const;

const signOff = emailSignOff;
/** The sales tax in an amount, where tax was calculated (null: tax is off). */
const withTax = (taxCents: number | null | undefined) => (!taxCents ? "" : taxCopy.including(formatCents(taxCents)));

/** The order-summary block (app/content/order-email.ts), after the message's own words. */
const withSummary = (summary: string) => (summary ? `\n\n${summary}` : "");

const renewalsSection = (ways: { card: boolean; usdc: boolean }) => {
  const rules = renewalRules(ways);
  return rules.length ? `${howYouPay.renewalsTitle}:\n${rules.join("\n")}\n\n` : "";
};

/** The email the store sends. Each returns a subject and a plain-text body. */
export const emails = {
  orderConfirmation: (o: {
    number: string;
    totalCents: number;
    taxCents?: number | null;
    orderUrl: string;
    payBy?: string;
    summary: string;
  }) => ({
    subject: o.payBy ? `Order ${o.number} received: payment needed` : `Order ${o.number} received`,
    text: `Thank you for your order ${o.number} (${formatCents(o.totalCents)}${withTax(o.taxCents)}).${o.payBy ? "\n\nIt is not paid yet: open your order and pay by card or USDC from its page." : ""}\n\n${o.payBy ? "Pay for your order" : "View your order"}:\n${o.orderUrl}${o.payBy ? `\n\n${o.payBy}` : ""}${withSummary(o.summary)}${signOff}`,
  }),
  paymentReceived: (o: {
    number: string;
    totalCents: number;
    taxCents?: number | null;
    orderUrl: string;
    summary: string;
  }) => ({
    subject: `Payment received for order ${o.number}`,
    text: `We received ${formatCents(o.totalCents)}${withTax(o.taxCents)} for order ${o.number}. It ships soon.\n\nView your order:\n${o.orderUrl}${withSummary(o.summary)}${signOff}`,
  }),
  orderShipped: (o: {
    number: string;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string;
    orderUrl: string;
    summary: string;
  }) => ({
    subject: `Order ${o.number} has shipped`,
    text: `Your order ${o.number} is on its way with ${o.carrier}, tracking number ${o.trackingNumber}.\n\nTrack your parcel:\n${o.trackingUrl}\n\nView your order:\n${o.orderUrl}${withSummary(o.summary)}${signOff}`,
  }),
  orderDelivered: (o: { number: string; orderUrl: string; summary: string }) => ({
    subject: `Order ${o.number} was delivered`,
    text: `Your order ${o.number} was delivered. Enjoy your NAVA Focus!\n\nNot what you hoped? Every order has our ${GUARANTEE_DAYS}-day money-back guarantee.\n\nView your order:\n${o.orderUrl}${withSummary(o.summary)}${signOff}`,
  }),
  subscriptionStarted: (s: {
    product: string;
    weeks: number;
    /** What each delivery costs, at the price the subscription locked. */
    deliveryCents: number;
    nextDay: string;
    manageUrl: string;
    /** The ways the store takes: the card rules only where it takes cards. */
    ways: { card: boolean; usdc: boolean };
  }) => ({
    subject: `Your NAVA subscription has started: next delivery ${s.nextDay}`,
    text: `Your subscription to ${s.product} has started: ${formatCents(s.deliveryCents)} a delivery ${every(s.weeks)}, free US shipping, cancel or adjust any time.\n\nNext delivery: ${s.nextDay}, for ${formatCents(s.deliveryCents)}.\n\n${renewalsSection(s.ways)}Skip, reschedule, change or cancel it with your private link.\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
  manageLink: (s: { product: string; linkUrl: string }) => ({
    subject: "Your link to manage your NAVA subscription",
    text: `Here is your link to manage your ${s.product} subscription. It works once, within 24 hours.\nManage your subscription:\n${s.linkUrl}\n\nIf you did not ask for it, you can ignore this email.${signOff}`,
  }),
  reminder: (s: { product: string; day: string; totalCents: number; skipUrl: string; manageUrl: string }) => ({
    subject: `Your next NAVA delivery is on ${s.day}`,
    text: `Your next ${s.product} delivery renews on ${s.day} for ${formatCents(s.totalCents)} (free shipping).\n\nSkip this one:\n${s.skipUrl}\n\nChange or cancel it.\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
  renewalPlaced: (s: {
    number: string;
    totalCents: number;
    taxCents?: number | null;
    /** A renewal discount taken off this one, and the renewals it still discounts. */
    discount?: { code: string | null; offCents: number; left: number } | null;
    payUrl: string;
    manageUrl: string;
    summary: string;
  }) => ({
    subject: `Your renewal order ${s.number} is ready to pay`,
    text: `Your subscription renewed: order ${s.number}, ${formatCents(s.totalCents)}${withTax(s.taxCents)} with free shipping.${s.discount ? `\n\n${renewalDiscountCopy.email(s.discount)}` : ""}\n\nUnpaid renewals are cancelled after 7 days.\nPay for your renewal:\n${s.payUrl}\n\nManage your subscription:\n${s.manageUrl}${withSummary(s.summary)}${signOff}`,
  }),
  changed: (s: { what: string; manageUrl: string }) => ({
    subject: "Your NAVA subscription was changed",
    text: `${s.what}\n\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
  paused: (s: { what: string; manageUrl: string }) => ({
    subject: "Your NAVA subscription is paused",
    text: `${s.what}\n\nResume it any time.\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
  pausedAfterMissed: (s: { manageUrl: string }) => ({
    subject: "Your NAVA subscription is paused",
    text: `Your last two renewal orders were not paid, so we paused your subscription. Nothing more will be ordered until you resume it.\n\nResume it when you like.\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
  cancelled: (s: { manageUrl: string }) => ({
    subject: "Your NAVA subscription is cancelled",
    text: `Your subscription is cancelled: no further deliveries. Anything already paid still ships.\n\nChanged your mind? You can reactivate it.\nManage your subscription:\n${s.manageUrl}${signOff}`,
  }),
};

/** The console's subscriptions pages. */
export const adminSubscriptionsCopy = {
  title: "Subscriptions",
  figures: {
    label: "Subscription figures",
    active: "Active subscriptions",
    mrr: "Monthly recurring revenue",
    due: "Renewals due in 7 days",
    cancelled: "Cancellations, last 30 days",
  },
  reasonsTitle: "Why they cancelled (last 30 days)",
  noReasons: "No reasons given.",
  searchLabel: "Search by email or order number",
  search: "Search",
  empty: "No subscriptions match.",
  columns: {
    subscriber: "Subscriber",
    status: "Status",
    plan: "Plan",
    next: "Next renewal",
    started: "Started",
  },
  plan: (quantity: number, weeks: number) => `${quantity} × every ${weeks} weeks`,
  detailTitle: (email: string) => `Subscription of ${email}`,
  historyTitle: "History",
  historyColumns: ["When", "What", "Who"],
  ordersTitle: "Orders",
  orderColumns: ["Period", "Order", "Status", "Total"],
  badChoice: "Choose skip, pause, resume or cancel.",
  actionsTitle: "Act on the subscriber's behalf",
  actions: {
    skip: "Skip next delivery",
    pause: "Pause until resumed",
    resume: "Resume subscription",
    cancel: "Cancel subscription",
  },
  reasonLabel: "Reason (recorded, optional)",
  by: "by",
} as const;

/** The cancel flow (app/subscriptions/cancel-flow.ts): why, then what might fit better. */
export const cancelFlowCopy = {
  start: "Cancel subscription…",
  startNote: "We will ask why (you can skip it) and show anything that might suit you better first.",
  whyTitle: "Before you go: why are you cancelling?",
  whyNote: "One tap, optional. It helps us make better coffee.",
  reasons: {
    too_much: "I have too much coffee",
    too_expensive: "It is too expensive",
    didnt_like: "I didn't like it",
    other: "Something else",
  },
  noteLabel: "Anything you want to tell us? (optional)",
  noteButton: "Send and continue",
  skipQuestion: "Skip this question",
  offersTitle: "Something that might fit better",
  noOffers: "Nothing we could offer fits that, and that is fine.",
  offers: {
    skip: {
      title: "Skip just the next delivery",
      text: (day: string) => `Your ${day} delivery is skipped; the rest stays as it is.`,
      button: "Skip next delivery",
    },
    pause: { title: "Pause for a while", text: "Nothing ships or is charged while paused.", button: "Pause" },
    frequency: {
      title: "Get it less often",
      text: "Choose how many weeks between deliveries.",
      button: "Save frequency",
    },
    discount: {
      title: (percent: number) => `${percent}% off your next delivery`,
      text: (percent: number) => `Stay, and your next renewal costs ${percent}% less. Once, on the next renewal only.`,
      button: "Take the discount",
    },
  },
  finalTitle: "Still want to cancel?",
  finalNote: "No further deliveries; anything already paid still ships. You can reactivate any time.",
  finalButton: "Cancel subscription",
  back: "Keep my subscription",
  discountTaken: (percent: number) => `Thank you for staying. Your next renewal is ${percent}% off.`,
  discountOff: "That offer is not available any more.",
  discountAlready: "You already have a discount waiting for your next renewal.",
  discountUsed: "You have had this offer already: it is once per subscription.",
  discountUsedUntil: (day: string) => `You have had this offer already. It can be taken again from ${day}.`,
  badReason: "Choose one of the reasons, or skip the question.",
  noteTooLong: "Keep it under 500 characters.",
} as const;

/** The console's cancellations page (/admin/cancellations). */
export const adminCancellationsCopy = {
  title: "Cancellations",
  settingsTitle: "Save discount",
  settingsNote:
    "Offered in the cancel flow to subscribers who say it is too expensive (or something else): a percentage off their next renewal, taken once per subscription unless you set a period.",
  discountOn: "Offer the discount",
  percentLabel: "Percent off the next renewal",
  everyLabel: "Again after (months)",
  everyHint: "Blank: once per subscription. A number: once in any that many months.",
  everyPlaceholder: "Never",
  save: "Save",
  saved: (on: boolean, percent: number, everyMonths: number | null = null) =>
    on
      ? `Saved: ${percent}% off is offered, ${everyMonths === null ? "once per subscription" : `once every ${everyMonths} month${everyMonths === 1 ? "" : "s"}`}.`
      : "Saved: the discount is not offered.",
  percentBad: "Enter a whole percentage from 1 to 90.",
  everyBad: "Leave it blank (once per subscription) or enter whole months from 1 to 36.",
  tableTitle: "Reasons and saves, latest first",
  columns: { when: "When", subscriber: "Subscriber", reason: "Reason", note: "Note", outcome: "Outcome" },
  outcomes: {
    cancelled: "Cancelled",
    skip: "Saved: skipped a delivery",
    pause: "Saved: paused",
    frequency: "Saved: changed frequency",
    discount: "Saved: took the discount",
  } as Record<string, string>,
  noReason: "(skipped the question)",
  empty: "No one has been through the cancel flow yet.",
  figures: (saved: number, cancelled: number) => `${saved} saved, ${cancelled} cancelled`,
} as const;
