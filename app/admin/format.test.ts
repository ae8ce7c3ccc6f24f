import { describe, expect, it } from "vitest";
import { shortAddress } from "~/content/wallet-menu";
import { formatDateTime, formatNpx, formatUsdc } from "./format";

describe("console formats", () => {
  it("shortens wallets and formats NPX, UTC times and exact USDC", () => {
    expect(shortAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toBe("9xQe...VFin");
    expect(formatNpx(12000)).toBe("12,000 NPX");
    expect(formatDateTime(new Date("2026-11-23T03:15:50Z"))).toBe("2026-11-23 03:15 UTC");
    expect(formatUsdc(39_000_000)).toBe("39.00 USDC");
    expect(formatUsdc(38_990_001)).toBe("38.990001 USDC");
    expect(formatUsdc(1_234_500_000)).toBe("1,234.50 USDC");
  });
});
