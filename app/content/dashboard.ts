// The operator's dashboard: its headings, figure labels, periods and the words for an empty store.
import type { PeriodKey } from "~/utils/period";

const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;
const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
/** A chart's day: with its weekday ("Mon, Nov 30"). */
const chartDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
const month = (ym: string) =>
  new Date(`${ym}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

export const dashboardCopy = {
  title: "Dashboard",
  format: { count, day, chartDay, month },
  period: {
    legend: "Period",
    label: "Show",
    options: {
      today: "Today",
      "7d": "Last 7 days",
      "30d": "Last 30 days",
      "90d": "Last 90 days",
      "last-week": "Last week",
      "this-month": "This month",
      "last-month": "Last month",
      custom: "Custom range",
    } satisfies Record<PeriodKey, string>,
    from: "From",
    to: "To",
    customHint: "From and To are used with “Custom range”.",
    submit: "Show",
    change: "Change period",
    invalid:
      "That custom range could not be read (From must be a day on or before To, at most two years apart): showing the last 30 days.",
    showing: (from: string, to: string, zone: string) =>
      from === to ? `${day(from)} (${zone})` : `${day(from)} – ${day(to)} (${zone})`,
    previous: (from: string, to: string) =>
      from === to ? `Each figure beside ${day(from)}.` : `Each figure beside ${day(from)} – ${day(to)}.`,
    exportCsv: "Export orders (CSV)",
    exportMovements: "Export money movements (CSV)",
    kept: "The earlier period, the MRR chart and the cohorts are read at most a minute ago; this period, now.",
  },
  change: {
    /** The previous period's value. */
    before: (previous: string) => `before: ${previous}`,
    /** How far this period moved, as drawn: an arrow and a sign, never a colour alone. */
    shown: (percent: number) => (percent > 0 ? `▲ +${percent}%` : percent < 0 ? `▼ −${Math.abs(percent)}%` : "= 0%"),
    /** The same, as read aloud. */
    spoken: (percent: number) =>
      percent > 0 ? `up ${percent}%` : percent < 0 ? `down ${Math.abs(percent)}%` : "no change",
    now: "now",
  },
  today: {
    title: "Today",
    intro: "What needs doing now. Each line opens the list it counts.",
    nothing: "Nothing needs doing: every paid order is shipped, no request waits, stock is above its marks.",
    /** How long ago, from whole minutes: "40 minutes", "5 hours", "3 days". */
    age: (ms: number) => {
      const minutes = Math.max(0, Math.floor(ms / 60_000));
      if (minutes < 1) return "under a minute";
      if (minutes < 60) return plural(minutes, "minute");
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return plural(hours, "hour");
      return plural(Math.floor(hours / 24), "day");
    },
    toShip: (n: number) => `${count(n)} paid ${n === 1 ? "order" : "orders"} to ship`,
    toShipDetail: (orders: string) => `Oldest first: ${orders}`,
    shipOrder: (number: string, age: string) => `${number} paid ${age} ago`,
    refundRequests: (n: number) => `${count(n)} refund ${n === 1 ? "request" : "requests"} to answer`,
    refundDetail: (age: string, overdue: number) =>
      `Oldest asked ${age} ago. ${
        overdue === 0
          ? "All within the two business days promised."
          : `${count(overdue)} past the two business days promised.`
      }`,
    unpaidToday: (n: number) => `${count(n)} unpaid ${n === 1 ? "order is" : "orders are"} cancelled today unless paid`,
    unpaidDetail: (time: string) => `The first deadline is at ${time}.`,
    lowStock: (n: number) => `${count(n)} ${n === 1 ? "product" : "products"} at or under the low mark`,
    lowItem: (name: string, left: number, mark: number) =>
      left <= 0 ? `${name}: sold out` : `${name}: ${count(left)} left (mark ${count(mark)})`,
    moneyStuck: (n: number) =>
      `${count(n)} ${n === 1 ? "refund or return" : "refunds or returns"} failed or waiting for funds`,
    short: {
      sol: "The refund account is short of SOL for fees.",
      usdc: "The refund account is short of USDC.",
      both: "The refund account is short of SOL and USDC.",
    } as Record<string, string>,
    moneyDetail: "Top up the refund account, then retry.",
    payoutsDue: (n: number) => `${count(n)} creator ${n === 1 ? "payout" : "payouts"} due`,
    payoutsDetail: (amount: string) => `${amount} in all.`,
    /** The console menu's badge, read as part of the link's name. */
    badge: {
      orders: (n: number) => `${count(n)} to ship`,
      refunds: (n: number) => `${count(n)} waiting`,
      stock: (n: number) => `${count(n)} low`,
      creators: (n: number) => `${count(n)} ${n === 1 ? "payout" : "payouts"} due`,
      dashboard: (n: number) => `${count(n)} to do`,
    },
  },
  none: "—",
  percent: (share: number) => `${Math.round(share * 100)}%`,
  percentPrecise: (share: number) => `${(share * 100).toFixed(1)}%`,
  sales: {
    title: "Sales",
    empty: "No orders in this period.",
    net: "Net sales",
    gross: "Gross sales",
    discounts: "Discounts",
    discountKinds: {
      discount_code: "Store codes",
      creator_code: "Creator codes",
      holder_perk: "Holder perks",
      npx_spent: "NPX spent",
    },
    returns: "Returns",
    shipping: "Shipping",
    taxes: "Taxes",
    total: "Total sales",
    orders: "Orders",
    average: "Average order",
    card: "Received by card",
    usdc: "Received in USDC",
    store: "Recorded by the store",
    methodDetail: (orders: number) => `${count(orders)} ${orders === 1 ? "order" : "orders"}`,
    newCustomers: "New customers",
    returningCustomers: "Returning customers",
    note: "From the money record, each movement on the day it happened. Gross sales are goods at list price; discounts are codes, creator codes, holder perks and NPX spent at its value; returns are what refunds gave back for goods, on the day the money went back; net sales = gross − discounts − returns. Shipping and taxes are apart (less what refunds gave back of them); total sales = net + shipping + taxes. The payment figures are money received (shipping and tax included). Orders are those paid in the period; a customer is an email or a wallet.",
  },
  salesChart: {
    title: "Sales by day",
    ordersTitle: "Orders by day",
    description: (days: number) => `Net sales for each of the ${count(days)} days of the period.`,
    ordersDescription: (days: number) => `Paid orders for each of the ${count(days)} days of the period.`,
    table: "Show the numbers",
    columns: { day: "Day", orders: "Orders", net: "Net sales", previous: "Previous period" },
    /** The legend of the previous period's dashed line. */
    previousLegend: "Previous period (dashed line), day by day in the same order",
    thisLegend: "This period",
  },
  subscriptions: {
    title: "Subscriptions",
    empty: "No subscriptions yet.",
    active: "Active",
    paused: "Paused",
    started: "New",
    cancelled: "Cancelled",
    churn: "Churn by month",
    churnDetail: "of the subscriptions active at each month's start, how many cancelled during it",
    /** A month's churn as subscription tools report it: "1 of 2 (50%)". */
    churnMonth: (cancelled: number, active: number) =>
      `${count(cancelled)} of ${count(active)} (${Math.round((cancelled / active) * 100)}%)`,
    churnNoneActive: "none active",
    mrr: "Monthly recurring revenue",
    renewalsPaid: "Renewals paid",
    renewalsAwaiting: "Renewals awaiting payment",
    renewalsFailed: "Renewals failed",
    note: "Active and paused are now; MRR is at the end of the period. A subscription paused now is left out of MRR.",
  },
  mrrChart: {
    title: "MRR and active subscribers, last 12 months",
    mrr: "MRR",
    active: "Active subscribers",
    description: "At the end of each month (this month: now).",
    table: "Show the numbers",
    columns: { month: "Month", active: "Active subscribers", mrr: "MRR" },
  },
  cohorts: {
    title: "Cohorts",
    description: "Subscribers by month of their first order, and the share still subscribed after each month.",
    columns: { month: "First order", size: "Subscribers", after: (n: number) => `${n} mo` },
    empty: "No subscribers in the last 12 months.",
    notYet: "not yet",
  },
  creators: {
    title: "Creators",
    orders: "Orders brought",
    revenue: "Revenue brought",
    commission: "Commission earned",
    pending: "Commission pending",
    approved: "Commission approved, unpaid",
    paid: "Commission paid out",
    top: "Top creators",
    topEmpty: "No creator brought an order in this period.",
    columns: { name: "Creator", code: "Code", orders: "Orders", revenue: "Revenue", commission: "Commission" },
  },
  npx: {
    title: "NPX rewards",
    earned: "Earned",
    guest: "Collectable on guest orders",
    claimable: "Claimable",
    claimed: "Claimed on chain",
    owedBack: "Owed back",
    owedDollars: "NPX owed, in dollars",
    atStoreValue: (usd: string) => `claimable and collectable at the store's value, $${usd} per NPX (NPX_VALUE_USD)`,
    poolWorth: (worth: string) => `worth ${worth} at the store's value of NPX`,
    pool: "Reward pool",
    poolBalance: (npx: string) => npx,
    poolNotConfigured: "No reward pool is set up (REWARD_NPX_MINT and its key).",
    poolUnavailable:
      "The pool's balance is unavailable: the chain did not answer in time. It is read again within a minute.",
    runway: "Runway",
    runwayDays: (days: number) => `${count(days)} ${days === 1 ? "day" : "days"}`,
    runwayDetail: (claimed: string, worth: string) => `at the last 30 days' claims (${claimed}, ${worth})`,
    runwayNoClaims: "No claims in the last 30 days",
  },
  funnel: {
    title: "Funnel",
    step: "Step",
    count: "Count",
    fromPrevious: "From previous",
    /** The previous period's count of a step, and the move from it. */
    previous: "Before",
    change: "Change",
    noChange: "—",
    chartLabel: (from: string, to: string) =>
      `Funnel from ${from} to ${to}: visitors to orders paid; the same figures are in the table.`,
    empty: "No visits counted in this period.",
    note: (pageViews: string) =>
      `${pageViews} page views. Counted by the store's server without cookies; bots left out.`,
    link: "The funnel by day and by page",
  },
  reviews: {
    title: "Reviews",
    count: "Reviews received",
    average: "Average rating",
    averageValue: (avg: number) => `${avg.toFixed(1)} / 5`,
    awaiting: "Awaiting moderation",
  },
} as const;

export const dashboardExportCopy = {
  filename: (from: string, to: string) => `orders-${from}-to-${to}.csv`,
  movementsFilename: (from: string, to: string) => `money-movements-${from}-to-${to}.csv`,
  /** One row per order with movements in the period; reductions and what went back are positive. */
  header: [
    "order_number",
    "paid_at_utc",
    "store_day",
    "status",
    "email",
    "wallet",
    "items",
    "bags",
    "lines",
    "store_code_discount",
    "creator_code_discount",
    "holder_perk",
    "npx_spent",
    "discount_code",
    "shipping",
    "tax",
    "sales_total",
    "returns",
    "shipping_refunded",
    "tax_refunded",
    "net_sales",
    "paid",
    "refunded",
    "kept",
    "payment_method",
    "payment_reference",
    "refund_reference",
  ],
  movementsHeader: [
    "at_utc",
    "store_day",
    "order_number",
    "kind",
    "account",
    "method",
    "amount",
    "bags",
    "reference",
    "note",
    "creator_code",
  ],
  methods: { card: "card", usdc: "usdc", store: "recorded by the store", outside: "outside the store" },
} as const;
