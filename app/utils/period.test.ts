import { describe, expect, it } from "vitest";
import { daysOf, periodFrom } from "./period";

const NY = "America/New_York";
// 02:30 UTC on 1 Dec is still the evening of 30 Nov in New York.
const NOW = new Date("2026-12-01T02:30:00Z");
const at = (query: string) => periodFrom(new URLSearchParams(query), NOW, NY);

describe("the dashboard's period", () => {
  it("counts days in the store's time zone, not UTC's", () => {
    const today = at("period=today");
    expect([today.from, today.to, today.days]).toEqual(["2026-11-30", "2026-11-30", 1]);
    expect(today.start.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(today.end.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect([today.previous.from, today.previous.to]).toEqual(["2026-11-29", "2026-11-29"]);
  });

  it("reads 7, 30 and 90 days as ending today, each beside the same number of days before", () => {
    const week = at("period=7d");
    expect([week.from, week.to, week.days]).toEqual(["2026-11-24", "2026-11-30", 7]);
    expect([week.previous.from, week.previous.to, week.previous.days]).toEqual(["2026-11-17", "2026-11-23", 7]);
    expect(at("period=30d").from).toBe("2026-11-01");
    expect(at("period=90d").from).toBe("2026-09-02");
    expect(at("").key).toBe("30d");
  });

  it("reads this month and last month, across a daylight saving change", () => {
    const month = at("period=this-month");
    expect([month.from, month.to]).toEqual(["2026-11-01", "2026-11-30"]);
    // 1 Nov 2026 is the fall-back day: it starts on EDT midnight, the day after on EST midnight.
    expect(month.start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    const last = at("period=last-month");
    expect([last.from, last.to, last.days]).toEqual(["2026-10-01", "2026-10-31", 31]);
    // A month beside the whole month before it.
    expect([last.previous.from, last.previous.to]).toEqual(["2026-09-01", "2026-09-30"]);
  });

  it("reads last week as the whole week before this one, weeks starting on the store's day", () => {
    // 30 Nov 2026 (in New York) is a Monday.
    const monday = at("period=last-week");
    expect([monday.from, monday.to, monday.days]).toEqual(["2026-11-23", "2026-11-29", 7]);
    expect([monday.previous.from, monday.previous.to]).toEqual(["2026-11-16", "2026-11-22"]);
    const sunday = periodFrom(new URLSearchParams("period=last-week"), NOW, NY, "sunday");
    expect([sunday.from, sunday.to]).toEqual(["2026-11-22", "2026-11-28"]);
    const saturday = periodFrom(new URLSearchParams("period=last-week"), NOW, NY, "saturday");
    expect([saturday.from, saturday.to]).toEqual(["2026-11-21", "2026-11-27"]);
  });

  it("takes a custom range, and falls back to 30 days on one it cannot read", () => {
    const custom = at("period=custom&from=2026-02-27&to=2026-03-02");
    expect([custom.key, custom.days, custom.invalid]).toEqual(["custom", 4, false]);
    expect(daysOf(custom)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    for (const bad of [
      "from=2026-03-02&to=2026-03-01",
      "from=2026-02-30&to=2026-03-01",
      "from=x&to=y",
      "to=2026-03-01",
    ]) {
      const period = at(`period=custom&${bad}`);
      expect([period.key, period.invalid, period.days], bad).toEqual(["30d", true, 30]);
    }
  });
});
