// Stripe Tax in the double: calculations, transactions made from them and their reversals, in the
// shapes Stripe's API reference gives (tax.calculation, tax.transaction, their line items). A few
// states have rates (as if the account were registered there); any other state answers
// "not_collecting" at 0, as Stripe does where the account has no registration. ZIP 00000 is an
// address Stripe cannot place. A test can take the whole Tax API down.
import { stripeId, unixNow, type Metadata } from "./objects";

type Params = Record<string, unknown>;

/** The double's registrations: a combined rate per state and whether shipping is taxed there. */
export const DOUBLE_TAX_RATES: Record<string, { percentage: string; shippingTaxed: boolean; name: string }> = {
  CA: { percentage: "7.25", shippingTaxed: false, name: "California" },
  NY: { percentage: "8.875", shippingTaxed: true, name: "New York" },
  TX: { percentage: "8.25", shippingTaxed: true, name: "Texas" },
  WA: { percentage: "10.1", shippingTaxed: true, name: "Washington" },
  // No sales tax in Oregon: registered, and Stripe answers 0 as not subject to tax.
  OR: { percentage: "0.0", shippingTaxed: false, name: "Oregon" },
};

export const UNPLACEABLE_ZIP = "00000";

interface Address {
  city: string | null;
  country: string;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

interface LineBreakdown {
  amount: number;
  jurisdiction: { country: string; display_name: string; level: "state"; state: string | null };
  sourcing: "destination";
  tax_rate_details: { display_name: string; percentage_decimal: string; tax_type: "sales_tax" } | null;
  taxability_reason: string;
  taxable_amount: number;
}

export interface TaxCalculationLineItem {
  id: string;
  object: "tax.calculation_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  product: string | null;
  quantity: number;
  reference: string;
  tax_behavior: "exclusive" | "inclusive";
  tax_breakdown: LineBreakdown[];
  tax_code: string;
}

export interface TaxCalculation {
  id: string;
  object: "tax.calculation";
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_details: {
    address: Address;
    address_source: "shipping" | "billing";
    ip_address: null;
    tax_ids: [];
    taxability_override: "none";
  };
  expires_at: number;
  line_items: { object: "list"; data: TaxCalculationLineItem[]; has_more: false; url: string };
  livemode: false;
  ship_from_details: null;
  shipping_cost: {
    amount: number;
    amount_tax: number;
    tax_behavior: "exclusive" | "inclusive";
    tax_breakdown: LineBreakdown[];
    tax_code: string;
  } | null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: {
    amount: number;
    inclusive: boolean;
    tax_rate_details: {
      country: string;
      flat_amount: null;
      percentage_decimal: string;
      rate_type: "percentage";
      state: string | null;
      tax_type: "sales_tax";
    };
    taxability_reason: string;
    taxable_amount: number;
  }[];
  tax_date: number;
}

export interface TaxTransactionLineItem {
  id: string;
  object: "tax.transaction_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: Metadata;
  product: string | null;
  quantity: number;
  reference: string;
  reversal: { original_line_item: string } | null;
  tax_behavior: "exclusive" | "inclusive";
  tax_code: string;
  type: "transaction" | "reversal";
}

export interface TaxTransaction {
  id: string;
  object: "tax.transaction";
  created: number;
  currency: string;
  customer: string | null;
  customer_details: TaxCalculation["customer_details"];
  line_items: { object: "list"; data: TaxTransactionLineItem[]; has_more: false; url: string };
  livemode: false;
  metadata: Metadata;
  posted_at: number;
  reference: string;
  reversal: { original_transaction: string } | null;
  ship_from_details: null;
  shipping_cost: { amount: number; amount_tax: number; tax_behavior: "exclusive"; tax_code: string } | null;
  tax_date: number;
  type: "transaction" | "reversal";
  /** Not Stripe's: the calculation it came from, for the tests' assertions. */
  calculation?: string;
}

export interface TaxErrors {
  invalid: (message: string, param?: string, code?: string) => Error;
  missing: (kind: string, id: string, param?: string) => Error;
  unavailable: () => Error;
}

export interface TaxStore {
  calculations: Map<string, TaxCalculation>;
  transactions: Map<string, TaxTransaction>;
  /** While true every Tax API call answers 503, as when Stripe Tax cannot be reached. */
  down: boolean;
  /** This double's rates by state (DOUBLE_TAX_RATES to start): a test can change one, as a state does. */
  rates: Record<string, (typeof DOUBLE_TAX_RATES)[string]>;
}

const GENERAL_TAX_CODE = "txcd_99999999";
const SHIPPING_TAX_CODE = "txcd_92010001";

export function createTaxApi(
  errors: TaxErrors,
  helpers: {
    str: (p: Params, key: string) => string | null;
    obj: (p: Params, key: string) => Params;
    integer: (p: Params, key: string, o?: { required?: boolean }) => number | null;
    listOf: (value: unknown) => Params[];
    metadataOf: (p: Params, key?: string) => Metadata;
  },
) {
  const { str, obj, integer, listOf, metadataOf } = helpers;
  const store: TaxStore = {
    calculations: new Map(),
    transactions: new Map(),
    down: false,
    rates: structuredClone(DOUBLE_TAX_RATES),
  };

  const guard = () => {
    if (store.down) throw errors.unavailable();
  };

  /** Signed integers (a reversal's flat_amount is negative). */
  const signedInteger = (p: Params, key: string): number | null => {
    const value = p[key];
    if (value === undefined || value === "") return null;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw errors.invalid(`Invalid integer: ${String(value)}`, key);
    return n;
  };

  function breakdownFor(
    state: string | null,
    amount: number,
    taxable: boolean,
    rate: (typeof DOUBLE_TAX_RATES)[string] | undefined,
  ) {
    const percentage = rate && taxable ? rate.percentage : "0.0";
    const tax = Math.round((amount * Number(percentage)) / 100);
    const reason = !rate ? "not_collecting" : Number(percentage) === 0 ? "not_subject_to_tax" : "standard_rated";
    const line: LineBreakdown = {
      amount: tax,
      jurisdiction: { country: "US", display_name: rate?.name ?? state ?? "United States", level: "state", state },
      sourcing: "destination",
      tax_rate_details: rate
        ? { display_name: "Sales Tax", percentage_decimal: percentage, tax_type: "sales_tax" }
        : null,
      taxability_reason: reason,
      taxable_amount: rate && taxable ? amount : 0,
    };
    return { tax, line };
  }

  function calculate(p: Params): TaxCalculation {
    guard();
    const currency = str(p, "currency");
    if (!currency) throw errors.invalid("Missing required param: currency.", "currency", "parameter_missing");
    const details = obj(p, "customer_details");
    const raw = obj(details, "address");
    const country = str(raw, "country");
    if (!country)
      throw errors.invalid(
        "Missing required param: customer_details[address][country].",
        "customer_details[address][country]",
        "parameter_missing",
      );
    const state = str(raw, "state")?.toUpperCase() ?? null;
    const zip = str(raw, "postal_code");
    if (zip === UNPLACEABLE_ZIP || (country === "US" && (!zip || !state)))
      throw errors.invalid(
        "We could not determine the customer's tax location based on the provided customer address.",
        "customer_details[address]",
        "customer_tax_location_invalid",
      );
    const rate = country === "US" && state ? store.rates[state] : undefined;
    const rawLines = listOf(p.line_items);
    if (rawLines.length === 0)
      throw errors.invalid("Missing required param: line_items.", "line_items", "parameter_missing");
    const id = stripeId("taxcalc", 24);
    const references = new Set<string>();
    const lines = rawLines.map((line, i): TaxCalculationLineItem => {
      const amount = integer(line, "amount", { required: true })!;
      const reference = str(line, "reference") ?? `L${i}`;
      if (references.has(reference))
        throw errors.invalid(`Duplicate line item reference: ${reference}`, `line_items[${i}][reference]`);
      references.add(reference);
      const behavior = (str(line, "tax_behavior") ?? "exclusive") as "exclusive" | "inclusive";
      const { tax, line: breakdown } = breakdownFor(state, amount, true, rate);
      return {
        id: stripeId("tax_li", 24),
        object: "tax.calculation_line_item",
        amount,
        amount_tax: tax,
        livemode: false,
        product: str(line, "product"),
        quantity: integer(line, "quantity") ?? 1,
        reference,
        tax_behavior: behavior,
        tax_breakdown: [breakdown],
        tax_code: str(line, "tax_code") ?? GENERAL_TAX_CODE,
      };
    });
    const shippingRaw = p.shipping_cost ? obj(p, "shipping_cost") : null;
    const shippingAmount = shippingRaw ? (integer(shippingRaw, "amount") ?? 0) : null;
    const shipping =
      shippingAmount === null
        ? null
        : (() => {
            const { tax, line } = breakdownFor(state, shippingAmount, rate?.shippingTaxed ?? false, rate);
            return {
              amount: shippingAmount,
              amount_tax: tax,
              tax_behavior: "exclusive" as const,
              tax_breakdown: [line],
              tax_code: str(shippingRaw!, "tax_code") ?? SHIPPING_TAX_CODE,
            };
          })();
    const exclusive = lines.reduce((n, l) => n + l.amount_tax, 0) + (shipping?.amount_tax ?? 0);
    const taxable =
      lines.reduce((n, l) => n + l.tax_breakdown[0]!.taxable_amount, 0) +
      (shipping?.tax_breakdown[0]!.taxable_amount ?? 0);
    const amounts = lines.reduce((n, l) => n + l.amount, 0) + (shipping?.amount ?? 0);
    const calculation: TaxCalculation = {
      id,
      object: "tax.calculation",
      amount_total: amounts + exclusive,
      currency,
      customer: str(p, "customer"),
      customer_details: {
        address: {
          city: str(raw, "city"),
          country,
          line1: str(raw, "line1"),
          line2: str(raw, "line2"),
          postal_code: zip,
          state,
        },
        address_source: str(details, "address_source") === "billing" ? "billing" : "shipping",
        ip_address: null,
        tax_ids: [],
        taxability_override: "none",
      },
      expires_at: unixNow() + 90 * 86_400,
      line_items: { object: "list", data: lines, has_more: false, url: `/v1/tax/calculations/${id}/line_items` },
      livemode: false,
      ship_from_details: null,
      shipping_cost: shipping,
      tax_amount_exclusive: exclusive,
      tax_amount_inclusive: 0,
      tax_breakdown: [
        {
          amount: exclusive,
          inclusive: false,
          tax_rate_details: {
            country,
            flat_amount: null,
            percentage_decimal: rate ? rate.percentage : "0.0",
            rate_type: "percentage",
            state,
            tax_type: "sales_tax",
          },
          taxability_reason: !rate ? "not_collecting" : exclusive === 0 ? "not_subject_to_tax" : "standard_rated",
          taxable_amount: taxable,
        },
      ],
      tax_date: unixNow(),
    };
    store.calculations.set(id, calculation);
    return calculation;
  }

  function uniqueReference(p: Params): string {
    const reference = str(p, "reference");
    if (!reference) throw errors.invalid("Missing required param: reference.", "reference", "parameter_missing");
    for (const t of store.transactions.values())
      if (t.reference === reference)
        throw errors.invalid(`A transaction with reference '${reference}' already exists.`, "reference");
    return reference;
  }

  function createFromCalculation(p: Params): TaxTransaction {
    guard();
    const calculationId = str(p, "calculation");
    if (!calculationId)
      throw errors.invalid("Missing required param: calculation.", "calculation", "parameter_missing");
    const calculation = store.calculations.get(calculationId);
    if (!calculation) throw errors.missing("tax.calculation", calculationId, "calculation");
    const reference = uniqueReference(p);
    const id = stripeId("tax", 24);
    const transaction: TaxTransaction = {
      id,
      object: "tax.transaction",
      created: unixNow(),
      currency: calculation.currency,
      customer: calculation.customer,
      customer_details: calculation.customer_details,
      line_items: {
        object: "list",
        has_more: false,
        url: `/v1/tax/transactions/${id}/line_items`,
        data: calculation.line_items.data.map((l) => ({
          id: stripeId("tax_li", 24),
          object: "tax.transaction_line_item",
          amount: l.amount,
          amount_tax: l.amount_tax,
          livemode: false,
          metadata: {},
          product: l.product,
          quantity: l.quantity,
          reference: l.reference,
          reversal: null,
          tax_behavior: l.tax_behavior,
          tax_code: l.tax_code,
          type: "transaction",
        })),
      },
      livemode: false,
      metadata: metadataOf(p),
      posted_at: unixNow(),
      reference,
      reversal: null,
      ship_from_details: null,
      shipping_cost: calculation.shipping_cost && {
        amount: calculation.shipping_cost.amount,
        amount_tax: calculation.shipping_cost.amount_tax,
        tax_behavior: "exclusive",
        tax_code: calculation.shipping_cost.tax_code,
      },
      tax_date: calculation.tax_date,
      type: "transaction",
      calculation: calculationId,
    };
    store.transactions.set(id, transaction);
    return transaction;
  }

  const totalOf = (t: TaxTransaction) =>
    t.line_items.data.reduce((n, l) => n + l.amount + l.amount_tax, 0) +
    (t.shipping_cost ? t.shipping_cost.amount + t.shipping_cost.amount_tax : 0);

  function createReversal(p: Params): TaxTransaction {
    guard();
    const mode = str(p, "mode");
    if (mode !== "full" && mode !== "partial")
      throw errors.invalid("Invalid mode: must be one of full or partial", "mode");
    const originalId = str(p, "original_transaction");
    if (!originalId)
      throw errors.invalid(
        "Missing required param: original_transaction.",
        "original_transaction",
        "parameter_missing",
      );
    const original = store.transactions.get(originalId);
    if (!original || original.type !== "transaction")
      throw errors.missing("tax.transaction", originalId, "original_transaction");
    const earlier = [...store.transactions.values()].filter((t) => t.reversal?.original_transaction === originalId);
    const reversedSoFar = -earlier.reduce((n, t) => n + totalOf(t), 0);
    const remaining = totalOf(original) - reversedSoFar;
    let ratio: number;
    if (mode === "full") {
      if (earlier.length > 0)
        throw errors.invalid(
          "A full reversal cannot be created for a transaction that already has reversals; use mode=partial.",
          "mode",
        );
      ratio = 1;
    } else {
      const flat = signedInteger(p, "flat_amount");
      if (flat === null)
        throw errors.invalid("A partial reversal needs line_items, shipping_cost or flat_amount.", "flat_amount");
      if (flat >= 0) throw errors.invalid("flat_amount must be negative.", "flat_amount");
      if (-flat > remaining)
        throw errors.invalid(
          "The reversal amount exceeds the amount left to reverse on the original transaction.",
          "flat_amount",
        );
      ratio = -flat / totalOf(original);
    }
    const reference = uniqueReference(p);
    const id = stripeId("tax", 24);
    // A flat amount is spread over the lines and shipping in proportion, tax included.
    const part = (n: number) => -Math.round(n * ratio);
    const reversal: TaxTransaction = {
      ...structuredClone(original),
      id,
      created: unixNow(),
      metadata: metadataOf(p),
      posted_at: unixNow(),
      reference,
      reversal: { original_transaction: originalId },
      type: "reversal",
      line_items: {
        object: "list",
        has_more: false,
        url: `/v1/tax/transactions/${id}/line_items`,
        data: original.line_items.data.map((l) => ({
          ...l,
          id: stripeId("tax_li", 24),
          amount: part(l.amount),
          amount_tax: part(l.amount_tax),
          reversal: { original_line_item: l.id },
          type: "reversal" as const,
        })),
      },
      shipping_cost: original.shipping_cost && {
        ...original.shipping_cost,
        amount: part(original.shipping_cost.amount),
        amount_tax: part(original.shipping_cost.amount_tax),
      },
    };
    delete reversal.calculation;
    store.transactions.set(id, reversal);
    return reversal;
  }

  function retrieve(kind: "calculation" | "transaction", id: string) {
    guard();
    const found = kind === "calculation" ? store.calculations.get(id) : store.transactions.get(id);
    if (!found) throw errors.missing(`tax.${kind}`, id);
    return found;
  }

  /** What a reversal takes back, tax included (a positive number), for assertions. */
  const reversedTotal = (t: TaxTransaction) => -totalOf(t);

  return { store, calculate, createFromCalculation, createReversal, retrieve, reversedTotal };
}
