// The totals rows the cart, checkout and order pages share: a sales tax row only where there is tax.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TotalsRows } from "./CartSummary";

const rows = (taxCents: number | null, taxPending?: string) =>
  renderToStaticMarkup(
    createElement(TotalsRows, {
      totals: { subtotalCents: 4900, shippingCents: 899, taxCents, totalCents: 5799 + (taxCents ?? 0) },
      taxPending,
    }),
  );

describe("the sales tax row", () => {
  it("shows the tax calculated", () => {
    expect(rows(478)).toContain("$4.78");
    expect(rows(478)).toContain('data-testid="tax"');
  });

  it("writes no $0.00 row where no tax is owed", () => {
    expect(rows(0)).not.toContain('data-testid="tax"');
    expect(rows(0)).not.toContain("$0.00");
    expect(rows(0)).toContain("$57.99");
  });

  it("says what is pending before the tax can be asked", () => {
    expect(rows(null, "Add your address")).toContain("Add your address");
    expect(rows(null)).not.toContain('data-testid="tax"');
  });
});
