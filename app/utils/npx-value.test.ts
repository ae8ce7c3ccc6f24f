import { describe, expect, it } from "vitest";
import { quoteHolder } from "~/holders/pricing";
import { productLaterParts } from "~/content/product-later-parts";
import { backBps, centsForNpx, npxForCents, parseNpxValueUsd, rewardPromise } from "./npx-value";

const bag = { npx: 10_000, oneTimeCents: 4900 };

describe("the store's one value of NPX", () => {
  it("reads dollars per NPX exactly, and refuses what is not a positive amount", () => {
    expect(parseNpxValueUsd("0.00049")).toEqual({ microCentsPerNpx: 49_000 });
    expect(parseNpxValueUsd("1")).toEqual({ microCentsPerNpx: 100_000_000 });
    expect(parseNpxValueUsd("0.00000001")).toEqual({ microCentsPerNpx: 1 });
    for (const bad of ["", "0", "0.000000001", "-1", "1e-4", "abc", "$0.1"]) expect(parseNpxValueUsd(bad)).toBeNull();
  });

  it("by default a bag's 10,000 NPX is worth $4.90: the promised 10% back of the $49 bag", () => {
    const value = parseNpxValueUsd("0.00049")!;
    const promise = rewardPromise(bag.npx, bag.oneTimeCents, value);
    expect(promise).toMatchObject({ back: "10%", worth: "$4.90", backBps: 1000, worthCents: 490 });
    expect(productLaterParts.reward.explainer(promise.back, promise.worth)).toBe(
      "10% back in NPX tokens on Solana (worth $4.90 a bag).",
    );
  });

  it.each(["0.00049", "0.0002", "0.0001", "0.00125"])(
    "at $%s per NPX the promise, the NPX spent at checkout and the NPX owed in dollars agree",
    (usd) => {
      const value = parseNpxValueUsd(usd)!;
      const promise = rewardPromise(bag.npx, bag.oneTimeCents, value);
      // Spending a bag's reward at checkout takes off what the product page says it is worth.
      const quote = quoteHolder({
        settings: { spendEnabled: true, npxValue: value, maxSpendBps: 9000 },
        perks: [],
        holdingNpx: bag.npx,
        availableNpx: bag.npx,
        requestedNpx: bag.npx,
        subtotalCents: bag.oneTimeCents,
        codeDiscountCents: 0,
      });
      expect(quote.npxDiscountCents).toBe(promise.worthCents);
      // The dashboard's owed dollars for that NPX are the same cents.
      expect(centsForNpx(bag.npx, value)).toBe(promise.worthCents);
      expect(backBps(bag.npx, bag.oneTimeCents, value)).toBe(Math.round((promise.worthCents * 10_000) / 4900));
      // And the NPX that buys a cent never gives away a fraction of one.
      expect(centsForNpx(npxForCents(1, value), value)).toBe(1);
    },
  );
});
