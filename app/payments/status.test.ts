import { describe, expect, it } from "vitest";
import { paymentState, type PaymentView } from "./status";

const payment = (status: PaymentView["status"], reason: string | null = null): PaymentView => ({
  signature: `sig-${status}`,
  status,
  reason,
  amount: 39_000_000,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("the payment state an order page shows", () => {
  it("is confirmed once the order is paid or fulfilled, closed when cancelled", () => {
    expect(paymentState("paid", [payment("confirmed")])).toEqual({ state: "confirmed", reason: null });
    expect(paymentState("fulfilled", [])).toEqual({ state: "confirmed", reason: null });
    expect(paymentState("cancelled", [payment("underpaid", "r")])).toEqual({ state: "closed", reason: null });
  });

  it("stays confirmed once a paid order is refunded or disputed: the page never offers to pay it again", () => {
    expect(paymentState("refunded", [payment("confirmed")])).toEqual({ state: "confirmed", reason: null });
    expect(paymentState("disputed", [payment("confirmed")])).toEqual({ state: "confirmed", reason: null });
  });

  it("waits until a transfer is seen, then reports why the latest one did not pay", () => {
    expect(paymentState("pending_payment", [])).toEqual({ state: "waiting", reason: null });
    expect(
      paymentState("pending_payment", [payment("underpaid", "too little"), payment("wrong_mint", "not USDC")]),
    ).toEqual({
      state: "failed",
      reason: "not USDC",
    });
  });
});
