import { describe, expect, it } from "vitest";
import { howYouPay, payNextNote, renewalRules } from "./how-you-pay";

describe("the note under Place order", () => {
  it("says the one way plainly when the store takes one, and 'choose' only where there are two", () => {
    const usdc = payNextNote({ card: false, usdc: true });
    expect(usdc).toContain("You pay with USDC on the next page");
    expect(usdc).not.toMatch(/choose/i);
    const card = payNextNote({ card: true, usdc: false });
    expect(card).toContain("You pay by card on the next page");
    expect(card).not.toMatch(/choose|USDC/i);
    expect(payNextNote({ card: true, usdc: true })).toMatch(/by card or in USDC, whichever you choose/);
    expect(payNextNote({ card: false, usdc: false })).toBe(howYouPay.none);
  });
});

describe("the renewal rules", () => {
  it("give the card's rule only where the store takes cards", () => {
    expect(renewalRules({ card: false, usdc: true })).toEqual([howYouPay.renewalUsdc]);
    expect(renewalRules({ card: true, usdc: true })).toEqual([howYouPay.renewalCard, howYouPay.renewalUsdc]);
  });
});
