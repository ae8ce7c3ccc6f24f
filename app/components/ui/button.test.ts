import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";

describe("buttonClass", () => {
  it("is primary and md when left out, with the caller's classes last", () => {
    expect(buttonClass()).toBe(buttonClass({ variant: "primary", size: "md" }));
    expect(buttonClass()).toMatch(
      /^inline-flex .* bg-espresso-900 text-cream-50 hover:bg-espresso-800 h-11 px-6 text-sm$/,
    );
    expect(buttonClass({ variant: "outline", size: "sm", className: "mt-3" })).toMatch(
      / border border-espresso-900 text-espresso-900 hover:bg-cream-200 h-11 px-4 text-sm sm:h-9 mt-3$/,
    );
  });

  it("leaves a kind out when it is null", () => {
    expect(buttonClass({ variant: null, size: "icon" })).toMatch(/shrink-0 size-10$/);
    expect(buttonClass({ variant: "light", size: null })).toMatch(
      /shrink-0 bg-cream-50 text-espresso-900 hover:bg-cream-200$/,
    );
  });
});
