import { describe, expect, it } from "vitest";
import { discountedLineAmounts } from "./calculate.server";

const line = (lineTotalCents: number) => ({ reference: "L", quantity: 1, lineTotalCents });

describe("the amounts Stripe Tax is asked about", () => {
  it("are the lines after the discount, spread in proportion, the cent left over on the last line", () => {
    expect(discountedLineAmounts([line(3900), line(4900)], 0)).toEqual([3900, 4900]);
    // 15% of $88.00 = $13.20 off: 585 from $39.00, 735 from $49.00.
    expect(discountedLineAmounts([line(3900), line(4900)], 1320)).toEqual([3315, 4165]);
    expect(discountedLineAmounts([line(100), line(100), line(100)], 100)).toEqual([67, 67, 66]);
    const amounts = discountedLineAmounts([line(3333), line(4444), line(2223)], 1001);
    expect(amounts.reduce((n, a) => n + a, 0)).toBe(10000 - 1001);
  });

  it("never go below zero, whatever the discount claims", () => {
    expect(discountedLineAmounts([line(3900)], 5000)).toEqual([0]);
    expect(discountedLineAmounts([line(3900)], -10)).toEqual([3900]);
  });
});
