// The order page's timeline: placed → paid → shipped → delivered, each with its day once reached.
import { orderPage } from "~/content/shop";

export type ProgressStep = { key: keyof typeof orderPage.timeline.steps; label: string; on: string | null };

export function orderTimeline(
  dates: { placed: Date; paid: Date | null; shipped: Date | null; delivered: Date | null },
  formatDate: (d: Date) => string,
): ProgressStep[] {
  return (["placed", "paid", "shipped", "delivered"] as const).map((key) => ({
    key,
    label: orderPage.timeline.steps[key],
    on: dates[key] ? formatDate(dates[key]) : null,
  }));
}
