import { describe, expect, it } from "vitest";
import { refundMoneyCopy } from "~/content/refund-shopper";
import { partRefund } from "./refund-amount";

describe("what a part refund asks", () => {
  it("adds each chosen bag at its price on the order, and caps the sum at what is left", () => {
    const bags = [
      { name: "NAVA Focus", quantity: 2, nextBagCents: [4901, 4900, 4900] },
      { name: "Gift bag", quantity: 0, nextBagCents: [3900] },
    ];
    expect(partRefund(bags, 20_000)).toEqual({
      rows: [{ name: "NAVA Focus", quantity: 2, prices: [4901, 4900], cents: 9801 }],
      bagsCents: 9801,
      cents: 9801,
      capped: false,
    });
    expect(partRefund(bags, 5000)).toMatchObject({ bagsCents: 9801, cents: 5000, capped: true });
  });
});

describe("where a refund goes", () => {
  it("names the card by brand and last 4 when Stripe told us, else the card paid with; a wallet by its short address", () => {
    expect(refundMoneyCopy.to({ kind: "card", brand: "visa", last4: "4242" })).toBe(
      "It goes back to your Visa card ending in 4242.",
    );
    expect(refundMoneyCopy.to({ kind: "card", brand: "amex", last4: "0005" })).toContain("American Express");
    expect(refundMoneyCopy.to({ kind: "card", brand: null, last4: null })).toBe(
      "It goes back to the card you paid with.",
    );
    expect(refundMoneyCopy.to({ kind: "usdc", wallet: "7xKX...AsU1" })).toBe(
      "It goes back in USDC to the wallet you paid from (7xKX...AsU1).",
    );
  });
});
