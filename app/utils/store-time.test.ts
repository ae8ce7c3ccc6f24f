import { describe, expect, it } from "vitest";
import { nextDay, startOfStoreDay, storeDay } from "./store-time";

describe("the store's calendar", () => {
  it("puts an instant on the store's day, not UTC's", () => {
    // 03:00 UTC on the 2nd is still the evening of the 1st in New York.
    expect(storeDay(new Date("2026-03-02T03:00:00Z"), "America/New_York")).toBe("2026-03-01");
    expect(storeDay(new Date("2026-03-02T03:00:00Z"), "UTC")).toBe("2026-03-02");
  });

  it("starts a day at local midnight, across daylight saving changes", () => {
    expect(startOfStoreDay("2026-01-15", "America/New_York").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(startOfStoreDay("2026-07-15", "America/New_York").toISOString()).toBe("2026-07-15T04:00:00.000Z");
    // The spring-forward day (2026-03-08) starts at EST midnight; the next day at EDT midnight.
    expect(startOfStoreDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfStoreDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfStoreDay("2026-11-26", "Asia/Kolkata").toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });

  it("counts days through month and year ends", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
