// The funnel's console page: its own module, so the other console pages do not carry its copy.
/** The funnel's page (/admin/funnel): what visitors did, counted without cookies (docs/analytics.md). */
export const funnelCopy = {
  title: "Funnel",
  intro:
    "Counted on the store’s own server, without cookies and without keeping anyone’s address: visitors are counted once a day, bots are left out.",
  periodLabel: "Period",
  periods: [7, 30, 90] as const,
  periodOption: (days: number) => `Last ${days} days`,
  show: "Show",
  range: (from: string, to: string) => `${from} to ${to} (store days)`,
  steps: {
    visitor: "Visitors",
    product_view: "Product views",
    cart_started: "Carts started",
    checkout_started: "Checkouts started",
    order_placed: "Orders placed",
    order_paid: "Orders paid",
  },
  stepNotes: {
    visitor: "unique a day",
    product_view: "views of /product",
    cart_started: "first line in a new cart",
    checkout_started: "with a cart, once a day a visitor",
    order_placed: "at checkout",
    order_paid: "renewals not included",
  },
  chartTitle: "The funnel",
  chartLabel: (from: string, to: string) => `Funnel from ${from} to ${to}; the same figures are in the table below.`,
  tableTitle: "Steps and conversion",
  columns: { step: "Step", count: "Count", fromPrevious: "From previous", fromFirst: "From visitors" },
  noRate: "—",
  perDayTitle: "By day",
  perDayColumns: {
    day: "Day",
    pageViews: "Page views",
  },
  quietDays: "Newest first. Days on which nothing was counted are not listed.",
  routesTitle: "Page views by page",
  routesColumns: { route: "Page (route)", views: "Views" },
  empty: (days: number) =>
    `Nothing counted in the last ${days} days yet. Visits show here a few seconds after they happen.`,
  pageViews: "Page views",
  note: "A page view is a page of the shop opened in a browser (not a prefetch, a file or the console). Today’s figures grow during the day.",
} as const;
