import { describe, expect, it } from "vitest";
import { stockCopy } from "~/content/stock";
import { stockStateOf } from "./state";

describe("what visitors are told of stock", () => {
  it("a state from the level: not counted is in stock, at the alert level is low, zero is sold out", () => {
    expect(stockStateOf(undefined)).toBe("in_stock");
    expect(stockStateOf({ available: 6, alertLevel: 5 })).toBe("in_stock");
    expect(stockStateOf({ available: 5, alertLevel: 5 })).toBe("low");
    expect(stockStateOf({ available: 1, alertLevel: 0 })).toBe("in_stock");
    expect(stockStateOf({ available: 0, alertLevel: 0 })).toBe("sold_out");
  });

  it("a refusal says how many bags are left, and what the cart already holds", () => {
    expect(stockCopy.refusal("NAVA Focus", 0)).toBe(
      "NAVA Focus is sold out. Nothing was added; your cart is as it was.",
    );
    expect(stockCopy.refusal("NAVA Focus", 1)).toBe("Only 1 bag of NAVA Focus left. Choose fewer and try again.");
    expect(stockCopy.refusal("NAVA Focus", 3, 2)).toBe(
      "Only 3 bags of NAVA Focus left (2 bags already in your cart). Choose fewer and try again.",
    );
  });
});
