import { describe, expect, it } from "vitest";
import { formatCents, formatPrice } from "./money";

describe("money", () => {
  it("formats integer cents", () => {
    expect(formatCents(3900)).toBe("$39.00");
    expect(formatCents(899)).toBe("$8.99");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(1234567)).toBe("$12,345.67");
  });
  it("drops .00 for display prices only", () => {
    expect(formatPrice(3900)).toBe("$39");
    expect(formatPrice(899)).toBe("$8.99");
  });
});
