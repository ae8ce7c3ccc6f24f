// The creator program: copy for the code at checkout, the creator's dashboard, the operator's
// console and the creator's email. The program's numbers (refund window, renewal months, payout
// minimum) are settings read by the server (CREATOR_* in the environment).
import { formatCents } from "~/utils/money";
import { emailSignOff } from "./email";

/** What a code may look like: letters and digits, 3 to 20 of them; compared without case. */
export const CREATOR_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export const referralMessages = {
  unknownCode:
    "We don't know that creator or promo code, or it is no longer active. Check it, or leave the field empty.",
  ownCode: "A creator's own code can't be used on their own order. Leave the field empty to place it without a code.",
  codeTooLong: "A creator or promo code is at most 20 letters and digits.",
} as const;

/** "December 26, 2026" from YYYY-MM-DD. */
const linkDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** After a creator's link, drawn on the server (app/creators/link-notice.server.tsx): on, and until when. */
export const referralLinkCopy = {
  /** On the product page. */
  notice: (code: string, percent: string, until: string | null) =>
    `Creator code ${code} applied: ${percent} off your first order at checkout${until ? `, until ${linkDay(until)}` : ""}.`,
  /** The cart's note under its totals. */
  cartNote: (code: string, percent: string, until: string | null) =>
    `Code ${code}: ${percent} off your first order${until ? `, applied until ${linkDay(until)}` : ""}; checked when you place it.`,
} as const;

export const referralCopy = {
  field: "Creator or promo code",
  fieldHint: "Optional. A code you type wins over a creator's link you followed.",
  /** The totals row of a creator's discount. */
  discountRow: (code: string | null) => (code ? `Creator discount (${code})` : "Creator discount"),
  firstOrderNote: (code: string, percent: string) =>
    `Code ${code}: ${percent} off your first order, checked when you place it.`,
} as const;

export const percentFromBps = (bps: number) => `${(bps / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

export const commissionStatusLabels = {
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
  void: "Void",
  owed_back: "Owed back",
  recovered: "Taken back",
} as const;

export const commissionSourceLabels: Record<string, string> = {
  link: "Link",
  code: "Code",
  renewal: "Renewal",
};

export const payoutStatusLabels = { due: "Due", paid: "Paid" } as const;
export const payoutMethodLabels = { usdc: "USDC on Solana", outside: "Outside the store" } as const;

export const creatorPage = {
  seoTitle: "Creator dashboard",
  seoDescription: "Your NAVA creator link and code, clicks, orders, commission and payouts.",
  title: "Creator dashboard",
  signInTitle: "Sign in to your creator dashboard",
  signInIntro: "Sign in with the Solana wallet you gave in your application, or get a one-time sign-in link by email.",
  walletTitle: "With your wallet",
  walletNote: "Connect and sign in with the wallet registered when you were approved.",
  walletNotePhone: "On a phone this opens the Phantom app to sign; the emailed link above keeps you in this browser.",
  walletSignIn: { idle: "Sign in with wallet", busy: "Signing in…", done: "Signed in" },
  notCreatorWallet: "This wallet is not a creator's wallet. Sign in with the one you gave, or use the email link.",
  emailTitle: "With an email link",
  emailLabel: "Your email",
  emailSend: "Email me a sign-in link",
  emailSent: "If that email belongs to a creator, a sign-in link is on its way. It works once, within 24 hours.",
  emailInvalid: "Enter a valid email address, like you@example.com.",
  linkExpired: "That sign-in link has expired or was already used. Ask for a new one below.",
  hello: (name: string) => `Welcome back, ${name}`,
  inactive: "Your code is paused by the NAVA team: new orders with it earn nothing until it is active again.",
  shareTitle: "Share",
  linkLabel: "Your link",
  codeLabel: "Your code",
  copy: "Copy",
  copied: "Copied",
  terms: (rate: string, discount: string) =>
    `You earn ${rate} of each order's paid total before shipping. Shoppers get ${discount} off their first order.`,
  figuresTitle: "Your numbers",
  figures: {
    clicks: "Link clicks",
    orders: "Orders",
    conversion: "Conversion",
    pending: "Pending",
    approved: "Approved",
    paid: "Paid out",
    owedBack: "Owed back",
  },
  pendingNote: (days: number) =>
    `A commission is pending until the order is paid and its ${days}-day refund window has passed, then approved.`,
  ordersTitle: "Orders",
  noOrders: "No orders yet. Share your link or code to get started.",
  columns: { date: "Date", source: "How", base: "Order (before shipping)", commission: "Commission", status: "Status" },
  payoutsTitle: "Payouts",
  noPayouts: "No payouts yet. Approved commission is paid monthly once it reaches the minimum.",
  payoutColumns: { date: "Date", amount: "Amount", method: "Method", status: "Status", proof: "Transaction" },
  viewTx: "View on Solana Explorer",
  signOut: "Sign out",
} as const;

export const adminCreatorsPage = {
  title: "Creators",
  intro: "Approved applicants: codes, rates, figures and payouts. Every change is audited.",
  empty: "No creators yet. Approve an application to make one.",
  columns: {
    creator: "Creator",
    code: "Code",
    rates: "Commission / discount",
    clicks: "Clicks",
    orders: "Orders",
    revenue: "Revenue",
    owed: "Owed (paid orders)",
    paid: "Paid",
  },
  edit: "Save",
  active: "Active",
  commissionLabel: "Commission %",
  discountLabel: "Discount %",
  codeLabel: "Code",
  runPayouts: "Create payouts now",
  runPayoutsNote: (minimum: number) =>
    `Turns each creator's approved commission into a payout when it reaches ${formatCents(minimum)}. The scheduler does this on the 1st of each month.`,
  payoutsTitle: "Payouts",
  noPayouts: "No payouts yet.",
  csv: "Download payouts (CSV)",
  markPaid: "Mark paid",
  sending: "Sending on chain…",
  transferFailed: "USDC transfer failed: pay outside the store",
  referenceLabel: "Reference (bank, PayPal…)",
  onChainNote:
    "With the payout account set, payouts go in USDC to each creator's wallet and are marked paid when the transfer lands. Others are paid outside the store: record the reference.",
  done: {
    saved: "Creator saved.",
    payouts: (n: number) => (n === 1 ? "1 payout created." : `${n} payouts created.`),
    paid: "Payout marked paid.",
  },
  errors: {
    notFound: "That creator or payout does not exist.",
    badAction: "Unknown action.",
    code: "A code is 3 to 20 letters and digits.",
    codeTaken: "Another creator or a discount code already has that code.",
    commission: "Commission is a percentage from 0 to 25.",
    discount: "Discount is a percentage from 0 to 50.",
    reference: "Enter the payment's reference (1 to 200 characters).",
    alreadyPaid: "That payout is already paid.",
    onChain: "That payout is being paid in USDC on chain; it is marked paid when the transfer lands.",
  },
} as const;

const signOff = emailSignOff;

export const creatorEmails = {
  applicationReceived: (c: { name: string; handle: string; platform: string }) => ({
    subject: "We received your NAVA creator application",
    text:
      `Hi ${c.name},\n\nThank you for applying to the NAVA creator program as ${c.handle} on ${c.platform}. ` +
      `We read every application and reply to this address within 24 hours.\n\n` +
      `If you did not apply, you can ignore this email: nothing happens without our reply.` +
      signOff,
  }),
  welcome: (c: { name: string; code: string; linkUrl: string; dashboardUrl: string; wallet: string | null }) => ({
    subject: "You're a NAVA creator: your link and code",
    text:
      `Hi ${c.name},\n\nWelcome to the NAVA creator program.\n\nYour link: ${c.linkUrl}\nYour code: ${c.code}\n\n` +
      `Shoppers who follow your link or type your code get a discount on their first order, and you earn commission on it.\n\n` +
      `See your clicks, orders, commission and payouts at ${c.dashboardUrl}: ` +
      (c.wallet
        ? `sign in there with your wallet ${c.wallet}, or ask for a one-time sign-in link sent to this email.`
        : `ask there for a one-time sign-in link sent to this email.`) +
      signOff,
  }),
  signInLink: (c: { linkUrl: string }) => ({
    subject: "Your sign-in link to the NAVA creator dashboard",
    text: `Here is your link to your creator dashboard. It works once, within 24 hours.\nOpen your creator page:\n${c.linkUrl}\n\nIf you did not ask for it, you can ignore this email.${signOff}`,
  }),
  /** Once per sale, when its order is paid and the commission is credited (app/flows/creator-commissions.server.ts). */
  saleCredited: (c: {
    name: string;
    amountCents: number;
    orderDay: string;
    earningsUrl: string;
    refundDays: number;
  }) => ({
    subject: `You earned ${formatCents(c.amountCents)}: a sale was credited to you`,
    text:
      `Hi ${c.name},\n\nAn order placed on ${c.orderDay} with your link or code was paid: ${formatCents(c.amountCents)} of commission is credited to you.\n\n` +
      `It is approved once the order's ${c.refundDays}-day refund window passes, and paid with your next payout.\n\n` +
      `See your earnings:\n${c.earningsUrl}${signOff}`,
  }),
} as const;
