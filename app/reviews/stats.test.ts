import { describe, expect, it } from "vitest";
import { formatAverage, sharePercent, summarize } from "./stats";

describe("rating figures", () => {
  it("has no average and an empty histogram with no ratings", () => {
    expect(summarize({})).toEqual({ count: 0, average: null, histogram: [0, 0, 0, 0, 0] });
  });

  it("averages to one decimal, rounding half up, and counts each star", () => {
    // 5,5,4 → 4.666… → 4.7
    expect(summarize({ 5: 2, 4: 1 })).toEqual({ count: 3, average: 4.7, histogram: [0, 0, 0, 1, 2] });
    // 4,4,5,4 → 4.25 → 4.3 (half up, not float-rounded down)
    expect(summarize({ 4: 3, 5: 1 }).average).toBe(4.3);
    // 1 and 2 → 1.5
    expect(summarize({ 1: 1, 2: 1 }).average).toBe(1.5);
    expect(summarize({ 1: 1 }).average).toBe(1);
    expect(formatAverage(summarize({ 5: 7 }).average!)).toBe("5.0");
    const many = summarize({ 1: 10, 2: 20, 3: 30, 4: 40, 5: 2747 });
    expect(many.count).toBe(2847);
    expect(many.average).toBe(4.9);
    expect(many.histogram).toEqual([10, 20, 30, 40, 2747]);
  });

  it("gives each star's share as a whole percent", () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
