// The funnel's figures as the console shows them. Pure.
import { FUNNEL_STEPS, type FunnelStep } from "./rules";

export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD: PeriodDays = 30;

/** The period a query asks for (`?days=7`), or the default for anything else. */
export function periodFrom(value: string | null): PeriodDays {
  const days = Number(value);
  return (PERIOD_DAYS as readonly number[]).includes(days) ? (days as PeriodDays) : DEFAULT_PERIOD;
}

/** `part` as a share of `whole` ("12.5%"), or null when there is nothing to divide by. */
export function rate(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const percent = (part / whole) * 100;
  return `${percent >= 10 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** The funnel page's period nearest a period of `days` days (the dashboard links to it). */
export function funnelDaysFor(days: number): PeriodDays {
  return PERIOD_DAYS.find((d) => days <= d) ?? PERIOD_DAYS[PERIOD_DAYS.length - 1]!;
}

export const count = (n: number) => n.toLocaleString("en-US");

export interface StepRow {
  step: FunnelStep;
  count: number;
  /** Against the step before (null for the first, or when the one before is 0). */
  fromPrevious: string | null;
  fromFirst: string | null;
}

/** The steps in order with their conversion, from a funnel's totals. */
export function stepRows(totals: Record<FunnelStep, number>): StepRow[] {
  return FUNNEL_STEPS.map((step, i) => ({
    step,
    count: totals[step],
    fromPrevious: i === 0 ? null : rate(totals[step], totals[FUNNEL_STEPS[i - 1]!]),
    fromFirst: i === 0 ? null : rate(totals[step], totals.visitor),
  }));
}
