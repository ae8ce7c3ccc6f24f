// Comparing periods: the axis' round top and the change as drawn (arrow and sign) and as read aloud.
import { describe, expect, it } from "vitest";
import { dashboardCopy as t } from "~/content/dashboard";
import { roundTop } from "./charts";
import { percentChange } from "./figures";

describe("comparing periods", () => {
  it("puts the axis' top at a round value whose half is round too", () => {
    expect([0, 1, 3, 5, 9, 10, 11, 5799, 11700].map(roundTop)).toEqual([0, 2, 4, 6, 10, 10, 20, 6000, 20000]);
  });

  it("shows a change with an arrow and a sign, and says it in words", () => {
    expect(t.change.shown(percentChange(112, 100)!)).toBe("▲ +12%");
    expect(t.change.shown(percentChange(50, 100)!)).toBe("▼ −50%");
    expect(t.change.shown(percentChange(7, 7)!)).toBe("= 0%");
    expect(t.change.spoken(-50)).toBe("down 50%");
    expect(t.change.spoken(12)).toBe("up 12%");
    expect(percentChange(5, 0)).toBeNull();
  });

  it("reports a month's churn as subscription tools do", () => {
    expect(t.subscriptions.churnMonth(1, 2)).toBe("1 of 2 (50%)");
    expect(t.subscriptions.churnMonth(1, 3)).toBe("1 of 3 (33%)");
    expect(t.subscriptions.churnNoneActive).toBe("none active");
  });

  it("labels a chart's day with its weekday", () => {
    expect(t.format.chartDay("2026-11-30")).toBe("Mon, Nov 30");
  });
});
