// NPX spent at checkout and holder perks: what the shopper reads on the cart and checkout, the
// refusals, and the console's copy.
import { formatCents } from "~/utils/money";
import { centsForNpx, type NpxValue } from "~/utils/npx-value";

/** The amount the rate is shown for: a bag's reward. */
const RATE_NPX = 10_000;

const npx = (n: number) => `${n.toLocaleString("en-US")} NPX`;
const percent = (bps: number) => `${(bps / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

export const holderCopy = {
  npx,
  percent,
  /** /rewards: the signed-in holder's perks used and NPX spent in the store, order by order. */
  history: {
    title: "Your perks and NPX spent in the store",
    /** Free shipping has no amount of its own here, so perks are counted by order. */
    intro: (perkOrders: number, npxSpent: number, npxCents: number) =>
      `Holder perks on ${perkOrders} ${perkOrders === 1 ? "order" : "orders"}; you spent ${npx(npxSpent)} (${formatCents(npxCents)} off).`,
    columns: { order: "Order", perk: "Perk used", spent: "NPX spent" },
    none: "None",
    freeShipping: "Free shipping",
    percentOff: (bps: number, cents: number) => `${percent(bps)} off (${formatCents(cents)})`,
    spent: (n: number, cents: number) => `${npx(n)} (${formatCents(cents)})`,
    returned: "given back",
  },
  npxLine: (spent: number) => `NPX applied (${npx(spent)})`,
  perkLine: (bps: number) => `Holder perk (${percent(bps)} off)`,
  spend: {
    title: "Pay with your NPX",
    available: (n: number) => `You have ${npx(n)} earned here and not yet claimed.`,
    rate: (value: NpxValue, capBps: number) =>
      `${npx(RATE_NPX)} = ${formatCents(centsForNpx(RATE_NPX, value))}, up to ${percent(capBps)} of the subtotal.`,
    most: (n: number, cents: number) => `Up to ${npx(n)} (${formatCents(cents)}) on this order.`,
    field: "NPX to apply",
    apply: "Apply NPX",
    remove: "Remove NPX",
    change: "Change in cart",
    applied: (n: number, cents: number) => `${npx(n)} applied: ${formatCents(cents)} off.`,
    taken: "The NPX is taken when you place the order and given back if it is cancelled, expires or is refunded.",
    nothing: "You have no NPX earned here to spend yet.",
  },
  perks: {
    title: "Holder perks",
    holding: (n: number) => `You hold ${npx(n)} (in your wallet and still to claim).`,
    freeShipping: "Free shipping",
    percentOff: (bps: number) => `${percent(bps)} off`,
    yours: "Yours on this order:",
    next: (n: number, perk: string) => `Hold ${npx(n)} more for ${perk}.`,
    /** The product page's line (a signed-in holder's only). */
    onProduct: (n: number, perks: string) => `Your ${npx(n)}: ${perks} on this order.`,
    holdingOnly: (n: number) => `You hold ${npx(n)}.`,
  },
} as const;

/** Refusals of the cart's NPX form and of an order placed with NPX (server-side). */
export const holderErrors = {
  amount: "Enter a whole number of NPX, 1 or more.",
  signIn: "Sign in with your wallet to spend NPX.",
  off: "Paying with NPX is not open right now.",
  moreThanHeld: (available: number) => `You have ${npx(available)} to spend; enter that or less.`,
  overCap: (most: number, cents: number) => `At most ${npx(most)} (${formatCents(cents)}) can go on this order.`,
  tooSmall: (leastNpx: number) => `That is less than one cent: ${npx(leastNpx)} is the least.`,
  spentElsewhere: (available: number) =>
    `Your NPX changed since you applied it (another order or a claim took some): you have ${npx(available)} left. Change the amount in your cart.`,
} as const;
