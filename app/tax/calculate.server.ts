// The tax an order owes: one Stripe Tax calculation on what the order charges (each line after its
// share of any discount, and shipping) to its shipping address. Tax is added on top (exclusive).
import { logger } from "~/utils/logger.server";
import { getTaxConfig } from "./config.server";

export interface TaxableOrder {
  /** The order's lines before any discount; `reference` is unique within the order. */
  lines: { reference: string; quantity: number; lineTotalCents: number }[];
  /** What the order takes off its lines (a discount code, a creator's code). */
  discountCents: number;
  shippingCents: number;
  address: { line1: string; line2: string; city: string; state: string; zip: string };
  currency?: string;
}

export type TaxResult =
  { ok: true; taxCents: number; calculationId: string | null } | { ok: false; reason: "unavailable" | "address" };

/** Thrown where no answer can be given (a renewal job): the job is retried later. */
export class TaxUnavailableError extends Error {
  constructor() {
    super("Stripe Tax could not be reached");
  }
}

/** Each line's amount after the discount, spread in proportion, the rest on the last line. */
export function discountedLineAmounts(lines: TaxableOrder["lines"], discountCents: number): number[] {
  const total = lines.reduce((n, l) => n + l.lineTotalCents, 0);
  const discount = Math.min(Math.max(discountCents, 0), total);
  let left = discount;
  return lines.map((line, i) => {
    const share = i === lines.length - 1 ? left : Math.floor((discount * line.lineTotalCents) / Math.max(total, 1));
    left -= share;
    return line.lineTotalCents - share;
  });
}

/** Asks Stripe Tax (TAX_MODE=stripe); with tax off, no tax and no calculation. */
export async function calculateTax(order: TaxableOrder): Promise<TaxResult> {
  const config = getTaxConfig();
  if (!config) return { ok: true, taxCents: 0, calculationId: null };
  const amounts = discountedLineAmounts(order.lines, order.discountCents);
  try {
    const calculation = await config.stripe.tax.calculations.create({
      currency: (order.currency ?? "usd").toLowerCase(),
      line_items: order.lines.map((line, i) => ({
        amount: amounts[i]!,
        quantity: line.quantity,
        reference: line.reference,
        tax_behavior: "exclusive",
        ...(config.productTaxCode ? { tax_code: config.productTaxCode } : {}),
      })),
      shipping_cost: { amount: order.shippingCents, tax_behavior: "exclusive" },
      customer_details: {
        address: {
          line1: order.address.line1,
          line2: order.address.line2 || undefined,
          city: order.address.city,
          state: order.address.state,
          postal_code: order.address.zip,
          country: "US",
        },
        address_source: "shipping",
      },
    });
    if (!calculation.id) throw new Error("Stripe Tax answered a calculation without an id");
    return { ok: true, taxCents: calculation.tax_amount_exclusive, calculationId: calculation.id };
  } catch (error) {
    // Stripe could not place the address in a tax jurisdiction: the shopper can correct it.
    if ((error as { code?: string }).code === "customer_tax_location_invalid") return { ok: false, reason: "address" };
    logger.error({ err: error }, "Stripe Tax calculation failed");
    return { ok: false, reason: "unavailable" };
  }
}
