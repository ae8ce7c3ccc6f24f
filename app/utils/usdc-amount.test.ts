import { describe, expect, it } from "vitest";
import { centsToUsdcUnits, formatUsdcUnits } from "./usdc-amount";

describe("USDC amounts", () => {
  it("converts cents to base units exactly", () => {
    expect(centsToUsdcUnits(3900)).toBe(39_000_000n);
    expect(centsToUsdcUnits(4899)).toBe(48_990_000n);
    expect(centsToUsdcUnits(1)).toBe(10_000n);
    expect(centsToUsdcUnits(0)).toBe(0n);
  });

  it("refuses what is not a cent amount", () => {
    expect(() => centsToUsdcUnits(-1)).toThrow(RangeError);
    expect(() => centsToUsdcUnits(1.5)).toThrow(RangeError);
  });

  it("formats base units as dollars, or as USDC when finer than a cent", () => {
    expect(formatUsdcUnits(39_000_000n)).toBe("$39.00");
    expect(formatUsdcUnits(3_000_000)).toBe("$3.00");
    expect(formatUsdcUnits(39_000_001n)).toBe("39.000001 USDC");
    expect(formatUsdcUnits(5n)).toBe("0.000005 USDC");
  });
});
