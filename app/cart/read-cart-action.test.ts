import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCartForm } from "./cart-schema";
import { readCartAction } from "./read-cart-action";

const form = (fields: Record<string, string | undefined>) => {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) f.append(name, value);
  return f;
};

// Values near the edges of every rule, mixed with arbitrary text.
const field = (...near: string[]) =>
  fc.option(fc.oneof(fc.constantFrom(...near), fc.string({ maxLength: 8 })), { nil: undefined });
const cartForms = fc.record({
  intent: field("add", "set-quantity", "remove", "ADD", " add", "delete"),
  productId: field("nava-focus", " nava-focus ", "", "   ", "x".repeat(100), "x".repeat(101)),
  purchaseType: field("subscribe", "one_time", "one-time", "Subscribe"),
  quantity: field("0", "1", " 2 ", "99", "100", "007", "1.5", "-1", "1e2", "", "999", "0x1"),
  price: field("0", "-100"),
});

describe("the browser's reading of a cart form", () => {
  it("agrees with the server's schema on every form", () => {
    fc.assert(
      fc.property(cartForms, (fields) => {
        const parsed = parseCartForm(form(fields));
        expect(readCartAction(form(fields))).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads an add and ignores the fields the server does not take", () => {
    expect(
      readCartAction(
        form({ intent: "add", productId: "nava-focus", purchaseType: "subscribe", quantity: " 3 ", price: "1" }),
      ),
    ).toEqual({
      intent: "add",
      productId: "nava-focus",
      purchaseType: "subscribe",
      quantity: 3,
    });
    expect(
      readCartAction(
        form({ intent: "set-quantity", productId: "nava-focus", purchaseType: "one_time", quantity: "100" }),
      ),
    ).toBeNull();
  });
});
