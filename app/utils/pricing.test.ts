import { describe, expect, it } from "vitest";
import {
  isValidQuantity,
  lineTotalCents,
  priceCart,
  shippingCents,
  unitPriceFor,
  type PricedLineInput,
} from "./pricing";

const oneTime = (unitPriceCents: number, quantity = 1): PricedLineInput => ({
  purchaseType: "one_time",
  unitPriceCents,
  quantity,
  npxReward: 10000,
});
const subscribe = (quantity = 1): PricedLineInput => ({
  purchaseType: "subscribe",
  unitPriceCents: 3900,
  quantity,
  npxReward: 10000,
});

describe("shipping", () => {
  it("charges $8.99 at exactly $50.00 and ships free at $50.01", () => {
    expect(shippingCents(5000, false)).toBe(899);
    expect(shippingCents(5001, false)).toBe(0);
    expect(priceCart([oneTime(5000)])).toMatchObject({ subtotalCents: 5000, shippingCents: 899, totalCents: 5899 });
    expect(priceCart([oneTime(5001)])).toMatchObject({ subtotalCents: 5001, shippingCents: 0, totalCents: 5001 });
  });

  it("ships a cart with a subscription free, whatever its subtotal", () => {
    expect(priceCart([subscribe()])).toMatchObject({
      subtotalCents: 3900,
      shippingCents: 0,
      totalCents: 3900,
      hasSubscription: true,
    });
    expect(priceCart([subscribe(), oneTime(100)])).toMatchObject({ subtotalCents: 4000, shippingCents: 0 });
  });

  it("charges shipping on one one-time bag ($49) and not on two ($98)", () => {
    expect(priceCart([oneTime(4900)])).toMatchObject({ shippingCents: 899, totalCents: 5799 });
    expect(priceCart([oneTime(4900, 2)])).toMatchObject({ subtotalCents: 9800, shippingCents: 0, totalCents: 9800 });
  });

  it("an empty cart costs nothing", () => {
    expect(priceCart([])).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      npxReward: 0,
      hasSubscription: false,
    });
  });
});

describe("lines", () => {
  it("sums many lines, items and NPX in integer cents", () => {
    const lines = [subscribe(3), oneTime(4900, 2), oneTime(1, 99), subscribe(1)];
    const totals = priceCart(lines);
    expect(totals.subtotalCents).toBe(3 * 3900 + 2 * 4900 + 99 + 3900);
    expect(totals.itemCount).toBe(105);
    expect(totals.npxReward).toBe(105 * 10000);
    expect(totals.totalCents).toBe(totals.subtotalCents);
    expect(Number.isInteger(totals.totalCents)).toBe(true);
  });

  it("picks the unit price by purchase type", () => {
    const product = { subscribePriceCents: 3900, oneTimePriceCents: 4900 };
    expect(unitPriceFor(product, "subscribe")).toBe(3900);
    expect(unitPriceFor(product, "one_time")).toBe(4900);
  });
});

describe("quantity bounds", () => {
  it("accepts whole numbers from 1 to 99 only", () => {
    expect([1, 2, 98, 99].every(isValidQuantity)).toBe(true);
    for (const bad of [0, -1, 1.5, 100, Number.NaN, Number.POSITIVE_INFINITY]) expect(isValidQuantity(bad)).toBe(false);
  });

  it("refuses to price a line outside the bounds", () => {
    expect(lineTotalCents({ unitPriceCents: 3900, quantity: 99 })).toBe(386100);
    expect(() => lineTotalCents({ unitPriceCents: 3900, quantity: 0 })).toThrow(RangeError);
    expect(() => lineTotalCents({ unitPriceCents: 3900, quantity: 100 })).toThrow(RangeError);
    expect(() => priceCart([oneTime(4900, 1.5)])).toThrow(RangeError);
  });
});
