// The console's code forms, "New code" and a code's "Edit": read by Conform in the browser and again
// on the server, with the same rules for the value (a percent from 1 to 100, or dollars up to the
// product's price), the dates (read as days of the store's calendar; an end may not be past) and
// the renewal count (only for codes for renewals).
import { z } from "zod";
import { adminDiscountsPage } from "~/content/discounts";
import { CREATOR_CODE_PATTERN } from "~/content/creator-program";
import { productDefinition } from "~/content/product";

const e = adminDiscountsPage.errors;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day the calendar has: 2030-02-31 would otherwise roll over to March 3. */
export function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const optionalDay = z.string().regex(DAY, e.date).refine(isCalendarDay, e.noSuchDay).optional();
/** Stored in hundredths (basis points, cents): a value with more places would be rounded away. */
const inHundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const optionalCount = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(1_000_000, message).optional();

export type DiscountKind = "percent" | "amount" | "free_shipping";
export type AppliesTo = "any" | "one_time" | "first_subscription" | "subscription" | "renewals";

/** Codes for renewals count how many renewals they discount. */
export const isForRenewals = (appliesTo: string) => appliesTo === "subscription" || appliesTo === "renewals";

/** The most an amount-off code may take, in cents: the price of a bag of what it is for. */
export function maxAmountCents(appliesTo: string): number {
  return appliesTo === "one_time" || appliesTo === "any"
    ? productDefinition.oneTimePriceCents
    : productDefinition.subscribePriceCents;
}

/** What is wrong with a value typed for a kind of code, or null. */
function valueProblem(kind: string, appliesTo: string, value: number | undefined): string | null {
  if (kind === "free_shipping") return null;
  if (value === undefined) return kind === "amount" ? e.amount(maxAmountCents(appliesTo)) : e.percent;
  if (kind === "percent" && (value < 1 || value > 100)) return e.percent;
  if (kind === "amount" && (value <= 0 || Math.round(value * 100) > maxAmountCents(appliesTo)))
    return e.amount(maxAmountCents(appliesTo));
  return null;
}

const valueField = z.coerce
  .number({ error: e.value })
  .positive(e.value)
  .max(100_000, e.value)
  .refine(inHundredths, e.valuePlaces)
  .optional();
const renewalCountField = z.coerce
  .number({ error: e.renewalCount })
  .int(e.renewalCount)
  .min(1, e.renewalCount)
  .max(24, e.renewalCount)
  .optional();
const minSubtotalField = z.coerce
  .number({ error: e.minSubtotal })
  .min(0, e.minSubtotal)
  .max(100_000, e.minSubtotal)
  .refine(inHundredths, e.minSubtotal)
  .optional();

/** `today`: the store's day (YYYY-MM-DD); an end date before it is refused. */
export function discountCodeSchema({ today }: { today: string }) {
  return z
    .object({
      code: z
        .string({ error: e.code })
        .trim()
        .transform((c) => c.toUpperCase())
        .refine((c) => CREATOR_CODE_PATTERN.test(c), e.code),
      kind: z.enum(["percent", "amount", "free_shipping"], { error: e.kind }),
      /** Percent (1–100) or dollars; ignored for free shipping. */
      value: valueField,
      appliesTo: z.enum(["any", "one_time", "first_subscription", "subscription", "renewals"], {
        error: e.appliesTo,
      }),
      /** For a code for renewals: the subscription's next 1–24 renewals. */
      renewalCount: renewalCountField,
      minSubtotal: minSubtotalField,
      startsOn: optionalDay,
      endsOn: optionalDay,
      maxUses: optionalCount(e.maxUses),
      oncePerCustomer: z.boolean().optional(),
      firstOrderOnly: z.boolean().optional(),
    })
    .superRefine((v, ctx) => {
      const problem = valueProblem(v.kind, v.appliesTo, v.value);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
      const forRenewals = isForRenewals(v.appliesTo);
      if (forRenewals && v.renewalCount === undefined)
        ctx.addIssue({ code: "custom", path: ["renewalCount"], message: e.renewalCount });
      if (forRenewals && v.kind === "free_shipping")
        ctx.addIssue({ code: "custom", path: ["kind"], message: e.renewalShipping });
      if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.endsBeforeStart });
      else if (v.endsOn && v.endsOn < today) ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.endPast });
    });
}

export type DiscountCodeInput = z.infer<ReturnType<typeof discountCodeSchema>>;

/**
 * A code's "Edit": its value, its limits and its end. The kind and what it is for stay (they come
 * from the stored code, not the form); an empty end or total uses means none.
 */
export function discountEditSchema(terms: {
  kind: string;
  appliesTo: string;
  uses: number;
  startsOn: string | null;
  today: string;
}) {
  return z
    .object({
      value: valueField,
      renewalCount: renewalCountField,
      minSubtotal: minSubtotalField,
      endsOn: optionalDay,
      maxUses: optionalCount(e.maxUses),
    })
    .superRefine((v, ctx) => {
      const problem = valueProblem(terms.kind, terms.appliesTo, v.value);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
      if (isForRenewals(terms.appliesTo) && v.renewalCount === undefined)
        ctx.addIssue({ code: "custom", path: ["renewalCount"], message: e.renewalCount });
      if (v.maxUses !== undefined && v.maxUses < terms.uses)
        ctx.addIssue({ code: "custom", path: ["maxUses"], message: e.maxUsesBelowUses(terms.uses) });
      if (v.endsOn && terms.startsOn && v.endsOn < terms.startsOn)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.endsBeforeStart });
      else if (v.endsOn && v.endsOn < terms.today)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.endPast });
    });
}

export type DiscountEditInput = z.infer<ReturnType<typeof discountEditSchema>>;
