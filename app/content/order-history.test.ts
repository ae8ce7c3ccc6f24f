import { describe, expect, it } from "vitest";
import { orderEventText } from "./order-history";

describe("an order's history in words", () => {
  it("says what each known event means", () => {
    expect(orderEventText("refund.requested")).toBe("Refund requested");
    expect(orderEventText("order.fulfilled")).toBe("Shipped");
    expect(orderEventText("order.partly_refunded")).toBe("Partly refunded");
  });

  it("makes a name it does not know readable instead of showing it as code", () => {
    expect(orderEventText("payment.some_new_thing")).toBe("Payment some new thing");
    expect(orderEventText("subscriptions.save-discount")).toBe("Subscriptions save discount");
    expect(orderEventText("")).toBe("");
  });
});
