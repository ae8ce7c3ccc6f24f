import { describe, expect, it } from "vitest";
import { periodFrom, rate, stepRows } from "./format";

describe("the funnel's figures", () => {
  it("reads only the periods the picker offers", () => {
    expect(periodFrom("7")).toBe(7);
    expect(periodFrom("90")).toBe(90);
    expect(periodFrom("365")).toBe(30);
    expect(periodFrom(null)).toBe(30);
    expect(periodFrom("7; drop table")).toBe(30);
  });

  it("divides by nothing never: an empty store has no rates", () => {
    expect(rate(0, 0)).toBeNull();
    expect(rate(1, 8)).toBe("13%");
    expect(rate(1, 40)).toBe("2.5%");
    expect(rate(0, 5)).toBe("0%");
    const empty = stepRows({
      visitor: 0,
      product_view: 0,
      cart_started: 0,
      checkout_started: 0,
      order_placed: 0,
      order_paid: 0,
    });
    expect(empty.every((row) => row.fromPrevious === null && row.fromFirst === null)).toBe(true);
  });

  it("gives each step its conversion from the step before and from visitors", () => {
    const rows = stepRows({
      visitor: 200,
      product_view: 100,
      cart_started: 20,
      checkout_started: 10,
      order_placed: 5,
      order_paid: 4,
    });
    expect(rows.map((r) => [r.step, r.fromPrevious, r.fromFirst])).toEqual([
      ["visitor", null, null],
      ["product_view", "50%", "50%"],
      ["cart_started", "20%", "10%"],
      ["checkout_started", "50%", "5.0%"],
      ["order_placed", "50%", "2.5%"],
      ["order_paid", "80%", "2.0%"],
    ]);
  });
});
