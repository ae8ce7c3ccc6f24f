// The operator console's copy: labels, table headings and every message an action can give.

export const adminPageSize = { orders: 25, applications: 25, reviews: 25, audit: 50, jobs: 50, outbox: 50 } as const;

export const consoleCopy = {
  title: "Operator console",
  /** The name of a table's scrolling region, apart from its panel's. */
  tableRegion: (label: string) => `${label} table`,
  signedInAs: "Signed in as",
  /** The phone's menu of sections. */
  sections: "Section",
  nav: [
    { to: "/admin", label: "Dashboard", end: true },
    { to: "/admin/orders", label: "Orders", end: false },
    { to: "/admin/subscriptions", label: "Subscriptions", end: false },
    { to: "/admin/cancellations", label: "Cancellations", end: true },
    { to: "/admin/applications", label: "Applications", end: true },
    { to: "/admin/creators", label: "Creators", end: true },
    { to: "/admin/discounts", label: "Discounts", end: true },
    { to: "/admin/holders", label: "Holders", end: true },
    { to: "/admin/rewards", label: "Rewards", end: true },
    { to: "/admin/protocol", label: "Protocol", end: true },
    { to: "/admin/reviews", label: "Reviews", end: true },
    { to: "/admin/audit", label: "Audit log", end: true },
    { to: "/admin/jobs", label: "Jobs", end: true },
    { to: "/admin/outbox", label: "Outbox", end: true },
    { to: "/admin/funnel", label: "Funnel", end: true },
    { to: "/admin/refunds", label: "Refunds", end: true },
    { to: "/admin/stock", label: "Stock", end: true },
    { to: "/admin/statements", label: "Statements", end: true },
  ],
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    showing: (from: number, to: number, total: number) =>
      total === 0
        ? "Nothing to show"
        : `${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
  },
  all: "All",
  filterLabel: "Filter by status",
  /** A list opened from the dashboard's to-do shows only what the line counted. */
  shownOnly: {
    showAll: "Show all",
    lowStock: "Showing the products at or under their low mark (sold out included).",
    openRequests: "Showing the refund requests waiting for your answer, oldest first.",
    waiting: "Showing the money owed back that failed or waits for the refund account's SOL or USDC.",
    payoutsDue: "Showing the payouts due.",
  },
  notFoundTitle: "Page not found",
  errorTitle: "Something went wrong",
  errorBody: "The console could not load this page. Please try again in a moment.",
  /** What cannot be undone (mark paid, cancel, refund, payouts, reward sends, application decisions)
   * asks for this tick first. */
  confirm: "I understand this cannot be undone",
  confirmNeeded: "Tick “I understand this cannot be undone” first: this action cannot be reversed.",
} as const;

export const orderStatusLabels = {
  pending_payment: "Pending payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
  refunded: "Refunded",
  disputed: "Disputed",
} as const;

export const rewardStatusLabels = {
  pending: "Pending",
  earned: "Earned",
  distributed: "Distributed",
  void: "Void",
} as const;

export const applicationStatusLabels = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
} as const;

export const paymentStatusLabels = {
  confirmed: "Confirmed",
  underpaid: "Underpaid",
  wrong_mint: "Wrong token",
  wrong_recipient: "Wrong recipient",
  invalid: "Invalid",
  duplicate_refund: "Duplicate (refund)",
} as const;

export const ordersCopy = {
  title: "Orders",
  empty: "No orders here yet.",
  columns: {
    number: "Order",
    placed: "Placed",
    status: "Status",
    customer: "Customer",
    wallet: "Wallet",
    items: "Items",
    total: "Total",
  },
  guest: "Guest",
  partRefunded: "Part refunded",
  filter: {
    from: "From",
    to: "To",
    apply: "Show",
    clear: "Clear filters",
    placed: (from: string, to: string) => `Orders placed from ${from} to ${to}.`,
    dueToday: "Unpaid orders whose payment deadline falls today: each is cancelled at its deadline unless paid.",
    oldestFirst: "Oldest first, by when each order was paid.",
    moved: (what: string, from: string, to: string, method: string | null) =>
      `Orders with ${what}${method ? ` (${method})` : ""} from ${from} to ${to}: what the dashboard's figure counts.`,
    what: {
      net: "net sales",
      sale: "goods sold",
      discounts: "discounts",
      discount_code: "a store code",
      creator_code: "a creator code",
      holder_perk: "a holder perk",
      npx_spent: "NPX spent",
      return: "returns",
      shipping: "shipping",
      tax: "tax",
      payment: "a payment received",
      refund: "a refund",
    },
  },
} as const;

export const orderCopy = {
  title: (number: string) => `Order ${number}`,
  fallbackTitle: "Order",
  back: "All orders",
  placed: "Placed",
  lines: "Items",
  lineColumns: {
    product: "Product",
    type: "Purchase",
    qty: "Qty",
    unit: "Unit price",
    total: "Line total",
    npx: "NPX",
  },
  purchaseTypes: { subscribe: "Subscribe", one_time: "One-time" },
  subtotal: "Subtotal",
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  customer: "Customer",
  email: "Email",
  shipTo: "Ship to",
  wallet: "Wallet",
  noWallet: "Checked out as a guest (no rewards).",
  timeline: "Timeline",
  timelineLabels: { createdAt: "Placed", paidAt: "Paid", fulfilledAt: "Shipped", cancelledAt: "Cancelled" },
  rewards: "Reward entries",
  noRewards: "No reward entries for this order.",
  guestReward: "Guest order: waits for its buyer to collect it",
  rewardColumns: { id: "Entry", wallet: "Wallet", amount: "Amount", status: "Status", distribution: "Distribution" },
  payments: "Payments seen",
  noPayments: "No on-chain payments seen for this order.",
  paymentColumns: { signature: "Signature", payer: "Payer", amount: "Amount", status: "Status", seen: "Seen" },
  history: "History",
  noHistory: "No operator actions yet.",
  actionsTitle: "Actions",
  actionsNone: "This order is final; no further changes.",
  note: "Note for the audit log (optional)",
  actions: {
    paid: { label: "Mark paid", done: "Order marked paid. Its rewards are now earned." },
    fulfilled: { label: "Mark shipped", done: "Order marked shipped. The shopper gets the tracking link by email." },
    cancelled: { label: "Cancel order", done: "Order cancelled. Its rewards not yet distributed are void." },
  },
  /** Beside "Cancel order" on a paid order: cancelling returns no money, the refund does. */
  cancelRefund: {
    lead: "Cancelling does not return the payment.",
    card: (amount: string) => `Refund ${amount} to the card`,
    request: "Answer the shopper's refund request",
    queue: "Refunds not made to a card go through the refund queue",
  },
  notAllowed: (from: string, to: string) =>
    `This order is ${from.toLowerCase()}; it can't be ${to === "cancelled" ? "cancelled" : `marked ${to.toLowerCase()}`}.`,
  badAction: "Choose one of the actions shown.",
  /** Mark paid, cancel and refund cannot be undone: the operator ticks this first. */
  confirm: consoleCopy.confirm,
  confirmNeeded: consoleCopy.confirmNeeded,
  shipment: "Shipment",
  noteTooLong: "Please keep the note under 500 characters.",
} as const;

export const cardPaymentStatusLabels = {
  paid: "Paid the order",
  refused: "Refused",
  duplicate_refund: "Duplicate (refund)",
  failed: "Failed",
} as const;

/** The console's card payments panel and refund form. */
export const refundCopy = {
  payments: "Card payments",
  noPayments: "No card payments for this order.",
  columns: { intent: "Payment", amount: "Amount", status: "Status", refunded: "Refunded", at: "Seen" },
  refunds: "Refunds asked of Stripe",
  refundColumns: { refund: "Refund", amount: "Amount", reason: "Reason", by: "By", at: "Asked" },
  formTitle: "Refund by card",
  refundable: (amount: string) => `Up to ${amount} can still be refunded.`,
  amount: "Amount in dollars (empty: all that is left)",
  reason: "Reason (kept in the audit log)",
  submit: "Refund through Stripe",
  badAmount: "Enter an amount in dollars, such as 12.50, or leave it empty to refund all that is left.",
  reasonRequired: "Say why you refund (at least 3 characters).",
  reasonTooLong: "Please keep the reason under 500 characters.",
  staleForm: "This form is out of date; reload the page and try again.",
  notConfigured: "Card payments are not configured, so there is nothing to refund by card.",
  notByCard: "This order was not paid by card.",
  nothingLeft: "This card payment has already been refunded in full.",
  tooMuch: (left: string) => `That is more than is left to refund (${left}).`,
  refused: (why: string) => `Stripe did not make the refund: ${why}`,
  unreachable: "Stripe could not be reached. Nothing was refunded; try again in a moment.",
  inFlight: "Another refund of this payment is being sent to Stripe. Wait a moment, reload, and try again.",
  endsSubscription:
    "This order started a subscription: once the whole payment is refunded, the subscription is cancelled and the subscriber is emailed.",
  requested: (amount: string) =>
    `Refund of ${amount} sent to Stripe. The order is marked refunded once Stripe confirms the whole amount went back.`,
} as const;

export const applicationsCopy = {
  title: "Creator applications",
  empty: "No applications here yet.",
  followers: "followers",
  links: "Content",
  why: "Why NAVA",
  solana: "Commission wallet",
  noSolana: "None given",
  submitted: "Applied",
  reviewedBy: "Reviewed by",
  note: "Note (optional)",
  noteLabelFor: (name: string) => `Review note for ${name} (optional)`,
  approve: "Approve",
  reject: "Reject",
  done: { approved: "Application approved.", rejected: "Application rejected." },
  alreadyReviewed: (status: string) => `This application was already ${status.toLowerCase()}.`,
  notFound: "That application no longer exists.",
  badAction: "Choose approve or reject.",
  noteTooLong: "Please keep the note under 1,000 characters.",
} as const;

export const rewardsCopy = {
  title: "Rewards ledger",
  totalsTitle: "Totals per wallet",
  totalsEmpty: "No reward entries yet.",
  totalsColumns: {
    wallet: "Wallet",
    pending: "Pending",
    earned: "Earned",
    distributed: "Distributed",
    void: "Void",
    entries: "Entries",
  },
  undistributedTitle: "Earned, not yet distributed",
  undistributedIntro:
    "Export this list for the token distribution, send the NPX, then mark the batch distributed with the transaction's signature.",
  undistributedEmpty: "Nothing to distribute: every earned reward has been sent.",
  undistributedColumns: {
    include: "Include",
    wallet: "Wallet",
    amount: "Amount",
    entries: "Entries",
    orders: "Orders",
  },
  includeLabel: (wallet: string) => `Include ${wallet} in this batch`,
  summary: (npx: number, wallets: number) =>
    `${npx.toLocaleString("en-US")} NPX to ${wallets} ${wallets === 1 ? "wallet" : "wallets"}`,
  exportCsv: "Download CSV",
  signature: "Transaction signature",
  signatureHint: "The Solana transaction that sent these rewards (base58).",
  markDistributed: "Mark batch distributed",
  distributionsTitle: "Distributions",
  distributionsEmpty: "No distributions recorded yet.",
  distributionsColumns: {
    id: "#",
    signature: "Signature",
    wallet: "Wallet",
    status: "Status",
    total: "Total",
    entries: "Entries",
    by: "By",
    when: "When",
  },
  errors: {
    signature: "Enter the transaction signature: base58 text of 64 bytes, as the explorer shows it.",
    none: "Choose at least one wallet for this batch.",
    limit: "Enter whole NPX from 0 to 1,000,000,000 for each limit.",
    noPool: "No reward pool is configured: nothing can be sent.",
    used: (id: number) => `This signature is already recorded (distribution #${id}). Nothing was marked.`,
    changed:
      "Some of these rewards changed since the page loaded (cancelled or already distributed). Nothing was marked; review the list and try again.",
  },
  done: (npx: number, entries: number, id: number) =>
    `Marked ${npx.toLocaleString("en-US")} NPX (${entries} ${entries === 1 ? "entry" : "entries"}) distributed as distribution #${id}.`,
  csvFilename: (date: string) => `nava-rewards-to-distribute-${date}.csv`,
  pool: {
    title: "Reward pool",
    notConfigured:
      "No reward pool is configured: holders see that claiming is not open. Set REWARD_NPX_MINT and REWARD_POOL_SECRET_KEY or REWARD_POOL_KEY_FILE (docs/rewards.md).",
    keyError: (reason: string) => `The pool's key did not load: ${reason}.`,
    authority: "Pool authority (pays fees and rent)",
    mint: "NPX mint",
    balance: "Pool balance",
    owed: "Owed to holders",
    unreadable: "Could not be read from the chain",
    short: (npx: number) =>
      `The pool is ${npx.toLocaleString("en-US")} NPX short of what holders are owed: refill it (the operator is emailed once a day).`,
    sendAll: "Send every due balance",
    sendAllHint:
      "Sends each wallet's earned NPX from the pool now, each as a claim recorded before it is sent (limits other than the pool's balance do not apply).",
  },
  settings: {
    title: "Claim limits",
    minClaim: "Minimum claim (NPX)",
    dailyCap: "Daily cap per wallet (NPX)",
    paused: "Pause claims",
    save: "Save limits",
  },
  settingsSaved: "Claim limits saved.",
  sentAll: (npx: number, wallets: number, refused: number) =>
    `Sent ${npx.toLocaleString("en-US")} NPX to ${wallets} ${wallets === 1 ? "wallet" : "wallets"}` +
    (refused > 0 ? `; ${refused} not sent (see the claims below).` : "."),
  claimStatus: { open: "Sending", sent: "Sending", confirmed: "Confirmed", failed: "Failed" },
  csvHeader: ["wallet", "amount_npx", "entry_ids", "order_numbers"],
} as const;

export const auditCopy = {
  title: "Audit log",
  empty: "No operator actions recorded yet.",
  columns: { when: "When", actor: "Who", action: "What", target: "Record", detail: "Detail" },
} as const;

export const jobStatusLabels = { pending: "Waiting", running: "Running", done: "Done", failed: "Failed" } as const;

export const jobsCopy = {
  title: "Scheduled jobs",
  upcoming: "Upcoming",
  failed: "Failed",
  recent: "Recently finished",
  recurring: "Recurring checks",
  recurringNote: "Runs kept for a day; each check's runs are counted here, not listed.",
  emptyRecurring: "No recurring check has run yet.",
  recurringColumns: { job: "Check", runs: "Runs", last: "Last run" },
  emptyUpcoming: "Nothing is waiting to run.",
  emptyFailed: "No job has failed.",
  emptyRecent: "No job has run yet.",
  runNow: "Run due jobs now",
  ran: (ran: number, failed: number) =>
    ran === 0
      ? "Nothing was due."
      : `Ran ${ran} due ${ran === 1 ? "job" : "jobs"}${failed ? `; ${failed} failed (see below)` : ""}.`,
  columns: {
    job: "Job",
    key: "Key",
    runAt: "Runs at",
    attempts: "Attempts",
    error: "Last error",
    finished: "Finished",
  },
} as const;

export const emailStatusLabels = { queued: "Queued", sent: "Sent", kept: "Kept (no SMTP)", failed: "Failed" } as const;

export const outboxCopy = {
  title: "Email outbox",
  intro: (smtp: boolean) =>
    smtp
      ? "Every message the store sends, newest first. SMTP is configured: messages are delivered."
      : "Every message the store sends, newest first. No SMTP_URL is set: messages are kept here and not delivered.",
  empty: "No email yet.",
  body: "Message",
  columns: { when: "When", to: "To", subject: "Subject", kind: "Kind", status: "Status" },
  readHtml: "Read it as sent (HTML)",
  htmlTitle: (subject: string, to: string) => `${subject}, to ${to}`,
  htmlFrame: (subject: string) => `The email "${subject}" as its recipient sees it`,
  closeHtml: "Close",
} as const;
