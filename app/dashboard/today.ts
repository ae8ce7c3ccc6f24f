// The to-do's lines, safe for the browser: what each counts and the console list it opens.

/** What each line counts now. */
export interface TodayCounts {
  /** Paid orders not yet shipped. */
  toShip: number;
  /** Refund requests waiting for the operator's answer. */
  refundRequests: number;
  /** Unpaid orders whose deadline falls on today's store day. */
  unpaidToday: number;
  /** Counted products at or under their low mark (sold out included). */
  lowStock: number;
  /** Money owed back that failed or waits for the refund account's SOL or USDC. */
  moneyStuck: number;
  /** Creator payouts created and not yet paid. */
  payoutsDue: number;
}

export const TODAY_KEYS = [
  "toShip",
  "refundRequests",
  "unpaidToday",
  "lowStock",
  "moneyStuck",
  "payoutsDue",
] as const satisfies readonly (keyof TodayCounts)[];

/** The console list each line opens: what it counts, with the filter that shows just that. */
export const TODAY_HREFS: Record<keyof TodayCounts, string> = {
  toShip: "/admin/orders?status=paid&sort=oldest",
  refundRequests: "/admin/refunds?show=open",
  unpaidToday: "/admin/orders?status=pending_payment&due=today",
  lowStock: "/admin/stock?low=1",
  moneyStuck: "/admin/refunds?show=waiting",
  payoutsDue: "/admin/creators?payouts=due#payouts-title",
};
