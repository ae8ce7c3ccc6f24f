import { describe, expect, it } from "vitest";
import {
  addWeeks,
  checkReschedule,
  firstRenewalOn,
  formatDay,
  isCalendarDay,
  isFrequency,
  isReminderDue,
  isRenewalDue,
  monthlyCents,
  nextAfterRenewal,
  nextOnReactivate,
  nextOnResume,
  pauseEndsOn,
  skipNext,
  storeDay,
} from "./schedule";

describe("frequencies", () => {
  it("allows every 2, 4, 6 or 8 weeks and nothing else", () => {
    expect([2, 4, 6, 8].every(isFrequency)).toBe(true);
    expect([0, 1, 3, 5, 7, 9, 12, -4, 4.5].some(isFrequency)).toBe(false);
  });

  it("moves the next renewal by the frequency, always on the same weekday", () => {
    for (const weeks of [2, 4, 6, 8]) {
      const next = nextAfterRenewal("2026-11-23", weeks);
      expect(new Date(`${next}T12:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(nextAfterRenewal("2026-11-23", 2)).toBe("2026-12-07");
    expect(nextAfterRenewal("2026-11-23", 4)).toBe("2026-12-21");
    expect(nextAfterRenewal("2026-11-23", 6)).toBe("2027-01-04");
    expect(nextAfterRenewal("2026-11-23", 8)).toBe("2027-01-18");
  });

  it("after a renewal that ran more than a period late, the next is a period after today", () => {
    expect(nextAfterRenewal("2026-11-23", 4, "2026-11-25")).toBe("2026-12-21");
    expect(nextAfterRenewal("2026-11-23", 2, "2026-12-20")).toBe("2027-01-03");
  });
});

describe("month ends and leap years", () => {
  it("crosses month and year ends by counting days", () => {
    expect(addWeeks("2026-01-29", 4)).toBe("2026-02-26");
    expect(addWeeks("2026-01-31", 4)).toBe("2026-02-28");
    expect(addWeeks("2026-12-31", 2)).toBe("2027-01-14");
  });

  it("lands on February 29 in a leap year and skips it otherwise", () => {
    expect(addWeeks("2028-02-15", 2)).toBe("2028-02-29");
    expect(addWeeks("2028-02-29", 4)).toBe("2028-03-28");
    expect(addWeeks("2027-02-15", 2)).toBe("2027-03-01");
  });

  it("knows which days exist", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("26-01-01")).toBe(false);
    expect(isCalendarDay("2026-1-1")).toBe(false);
  });
});

describe("daylight-saving days", () => {
  it("reads the store's day across the spring-forward night (New York, March 8 2026)", () => {
    expect(storeDay(new Date("2026-03-08T04:59:00Z"))).toBe("2026-03-07"); // 23:59 EST
    expect(storeDay(new Date("2026-03-08T05:00:00Z"))).toBe("2026-03-08"); // 00:00 EST
    expect(storeDay(new Date("2026-03-09T03:59:00Z"))).toBe("2026-03-08"); // 23:59 EDT
    expect(storeDay(new Date("2026-03-09T04:00:00Z"))).toBe("2026-03-09"); // 00:00 EDT
  });

  it("reads the store's day across the fall-back night (November 1 2026)", () => {
    expect(storeDay(new Date("2026-11-01T03:59:00Z"))).toBe("2026-10-31"); // 23:59 EDT
    expect(storeDay(new Date("2026-11-01T04:00:00Z"))).toBe("2026-11-01"); // 00:00 EDT
    expect(storeDay(new Date("2026-11-02T04:59:00Z"))).toBe("2026-11-01"); // 23:59 EST
    expect(storeDay(new Date("2026-11-02T05:00:00Z"))).toBe("2026-11-02");
  });

  it("keeps a renewal on its calendar day when a period spans a clock change", () => {
    expect(nextAfterRenewal("2026-02-22", 2)).toBe("2026-03-08");
    expect(nextAfterRenewal("2026-10-18", 2)).toBe("2026-11-01");
    // Paid late in the evening in New York (already the next day in UTC): the store's day counts.
    expect(firstRenewalOn(new Date("2026-03-08T03:30:00Z"), 4)).toBe("2026-04-04");
  });
});

describe("skips, pauses, reschedules", () => {
  it("skipping moves one period, twice moves two", () => {
    expect(skipNext("2026-12-01", 4)).toBe("2026-12-29");
    expect(skipNext(skipNext("2026-12-01", 4), 4)).toBe("2027-01-26");
  });

  it("a pause for 1, 2 or 3 periods leaves out that many deliveries", () => {
    expect(pauseEndsOn("2026-12-01", 4, 1)).toBe("2026-12-29");
    expect(pauseEndsOn("2026-12-01", 4, 2)).toBe("2027-01-26");
    expect(pauseEndsOn("2026-12-01", 2, 3)).toBe("2027-01-12");
  });

  it("resuming keeps a day still ahead and turns a passed one into tomorrow", () => {
    expect(nextOnResume("2026-12-10", "2026-12-01")).toBe("2026-12-10");
    expect(nextOnResume("2026-12-01", "2026-12-01")).toBe("2026-12-02");
    expect(nextOnResume("2026-10-01", "2026-12-31")).toBe("2027-01-01");
    expect(nextOnReactivate("2026-12-01", 6)).toBe("2027-01-12");
  });

  it("a new date must be after today and at most 8 weeks out", () => {
    const today = "2026-11-23";
    expect(checkReschedule("2026-11-24", today)).toEqual({ ok: true });
    expect(checkReschedule("2027-01-18", today)).toEqual({ ok: true }); // exactly 8 weeks
    expect(checkReschedule("2027-01-19", today)).toEqual({ ok: false, reason: "too_far" });
    expect(checkReschedule("2027-01-25", today)).toEqual({ ok: false, reason: "too_far" }); // 9 weeks
    expect(checkReschedule("2026-11-23", today)).toEqual({ ok: false, reason: "not_after_today" });
    expect(checkReschedule("2026-02-30", today)).toEqual({ ok: false, reason: "not_a_day" });
    expect(checkReschedule("tomorrow", today)).toEqual({ ok: false, reason: "not_a_day" });
  });
});

describe("due dates", () => {
  it("a renewal is due on its day and after, not before", () => {
    expect(isRenewalDue("2026-12-01", "2026-11-30")).toBe(false);
    expect(isRenewalDue("2026-12-01", "2026-12-01")).toBe(true);
    expect(isRenewalDue("2026-12-01", "2026-12-05")).toBe(true);
  });

  it("the reminder is due in the three days before, across a month end", () => {
    expect(isReminderDue("2026-12-01", "2026-11-27")).toBe(false);
    expect(isReminderDue("2026-12-01", "2026-11-28")).toBe(true);
    expect(isReminderDue("2026-12-01", "2026-11-30")).toBe(true);
    expect(isReminderDue("2026-12-01", "2026-12-01")).toBe(false);
  });
});

it("monthly recurring revenue averages a month as 52/12 weeks", () => {
  expect(monthlyCents(3900, 4)).toBe(4225);
  expect(monthlyCents(3900, 2)).toBe(8450);
  expect(monthlyCents(7800, 8)).toBe(4225);
});

it("writes a day as people read it", () => {
  expect(formatDay("2028-02-29")).toBe("Tuesday, February 29, 2028");
});
