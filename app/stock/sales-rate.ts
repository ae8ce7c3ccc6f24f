// How fast a product sells and how long its bags last: bags sold a day over the last 14 and 30
// days (paid orders, by the day they were paid) and the days the bags for sale last at that rate.
export const RATE_WINDOWS_DAYS = [14, 30] as const;

export interface SalesRate {
  /** Bags sold a day over each window, to one decimal (2.14 → 2.1). */
  perDay: { days: number; bags: number; perDay: number }[];
  /**
   * Whole days the bags for sale last at the shorter window's rate (the longer one's when the
   * shorter sold none); null when nothing sold in either window or the product is not counted.
   */
  daysLeft: number | null;
}

/** `sold[i]` is the bags paid for in the last RATE_WINDOWS_DAYS[i] days. */
export function salesRateOf(sold: readonly number[], available: number | null): SalesRate {
  const perDay = RATE_WINDOWS_DAYS.map((days, i) => {
    const bags = sold[i] ?? 0;
    return { days, bags, perDay: Math.round((bags / days) * 10) / 10 };
  });
  const rate = perDay.map((w) => w.bags / w.days).find((r) => r > 0);
  const daysLeft = available === null || rate === undefined ? null : Math.floor(available / rate);
  return { perDay, daysLeft };
}
