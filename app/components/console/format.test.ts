import { describe, expect, it } from "vitest";
import { shortAddress } from "~/content/wallet-menu";
import { formatStoreDate, formatStoreDateTime, lastStoreDay } from "~/utils/store-time";
import { formatNpx, formatUsdc } from "./format";

describe("console formats", () => {
  it("shortens wallets and formats NPX and exact USDC", () => {
    expect(shortAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toBe("9xQe...VFin");
    expect(formatNpx(12000)).toBe("12,000 NPX");
    expect(formatUsdc(39_000_000)).toBe("39.00 USDC");
    expect(formatUsdc(38_990_001)).toBe("38.990001 USDC");
    expect(formatUsdc(1_234_500_000)).toBe("1,234.50 USDC");
  });

  it("shows dates and times on the store's clock, in one format", () => {
    const zone = "America/New_York";
    // 6 PM in New York on Dec 15 is 23:00 UTC.
    expect(formatStoreDateTime(new Date("2026-12-15T23:00:00Z"), zone)).toBe("Dec 15, 2026, 6:00 PM");
    expect(formatStoreDate("2026-12-15T23:00:00Z", zone)).toBe("Dec 15, 2026");
    // Early on Dec 16 in UTC is still Dec 15 in the store.
    expect(formatStoreDate(new Date("2026-12-16T03:00:00Z"), zone)).toBe("Dec 15, 2026");
    expect(formatStoreDate(new Date("2026-12-16T03:00:00Z"), "UTC")).toBe("Dec 16, 2026");
  });

  it("names the last day a code works: it ends as the next store day starts", () => {
    // A code set to end Dec 15 in New York ends at midnight starting Dec 16 there (05:00 UTC).
    expect(lastStoreDay(new Date("2026-12-16T05:00:00Z"), "America/New_York")).toBe("2026-12-15");
    expect(formatStoreDate(new Date("2026-12-16T05:00:00Z"), "America/New_York")).toBe("Dec 16, 2026");
  });
});
