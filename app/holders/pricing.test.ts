import { describe, expect, it } from "vitest";
import { quoteHolder, type HolderQuoteInput } from "./pricing";
import { holderTotals } from "./totals";

const base: HolderQuoteInput = {
  settings: { spendEnabled: true, npxValue: { microCentsPerNpx: 10_000 }, maxSpendBps: 5_000 },
  perks: [
    { id: 1, minHoldingNpx: 100_000, kind: "free_shipping", valueBps: 0 },
    { id: 2, minHoldingNpx: 1_000_000, kind: "percent_off", valueBps: 500 },
  ],
  holdingNpx: 0,
  availableNpx: 0,
  requestedNpx: 0,
  subtotalCents: 4900,
  codeDiscountCents: 0,
};

describe("a holder's quote", () => {
  it("gives every perk the holding reaches, and names the next", () => {
    expect(quoteHolder({ ...base, holdingNpx: 99_999 })).toMatchObject({
      freeShipping: false,
      perkBps: 0,
      next: { perk: { id: 1 }, moreNpx: 1 },
    });
    const both = quoteHolder({ ...base, holdingNpx: 1_000_000 });
    expect(both).toMatchObject({ freeShipping: true, perkBps: 500, perkDiscountCents: 245, next: null });
    expect(both.lines).toEqual([{ id: "perk", label: "Holder perk (5% off)", cents: 245 }]);
  });

  it("spends whole cents only, never beyond the cap, and refuses more than is held", () => {
    const q = quoteHolder({ ...base, availableNpx: 1_000_000, requestedNpx: 12_345 });
    expect(q).toMatchObject({ npxDiscountCents: 123, npxSpent: 12_300, refusal: null });
    const capped = quoteHolder({ ...base, availableNpx: 1_000_000, requestedNpx: 1_000_000 });
    expect(capped).toMatchObject({ npxDiscountCents: 2450, npxSpent: 245_000, maxNpx: 245_000, maxNpxCents: 2450 });
    expect(quoteHolder({ ...base, availableNpx: 10, requestedNpx: 11 }).refusal).toBe(
      "You have 10 NPX to spend; enter that or less.",
    );
  });

  it("leaves room for a code and a perk: the money off never passes the subtotal", () => {
    const q = quoteHolder({
      ...base,
      settings: { ...base.settings, maxSpendBps: 9_000 },
      holdingNpx: 2_000_000,
      availableNpx: 2_000_000,
      requestedNpx: 2_000_000,
      codeDiscountCents: 4000,
    });
    expect(q.perkDiscountCents + q.npxDiscountCents).toBe(900);
  });

  it("spending off: nothing can be spent, perks still count", () => {
    const q = quoteHolder({
      ...base,
      settings: { ...base.settings, spendEnabled: false },
      holdingNpx: 100_000,
      availableNpx: 100_000,
      requestedNpx: 50_000,
    });
    expect(q).toMatchObject({ npxSpent: 0, maxNpx: 0, refusal: null, freeShipping: true });
  });
});

describe("the cart's totals with a holder's part", () => {
  it("takes shipping, the perk and the NPX off the total and lists them", () => {
    const totals = holderTotals(
      { subtotalCents: 4900, shippingCents: 899, totalCents: 5799 },
      { perkBps: 500, freeShipping: true, npxSpent: 10_000, npxDiscountCents: 100 },
    );
    expect(totals).toMatchObject({ shippingCents: 0, totalCents: 4900 - 245 - 100 });
    expect(totals.discounts.map((d) => d.cents)).toEqual([245, 100]);
  });
});
