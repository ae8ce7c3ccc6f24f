// The console's "New code" form: read by Conform in the browser and again on the server.
import { z } from "zod";
import { adminDiscountsPage } from "~/content/discounts";
import { CREATOR_CODE_PATTERN } from "~/content/creator-program";

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

export const discountCodeSchema = z
  .object({
    code: z
      .string({ error: e.code })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine((c) => CREATOR_CODE_PATTERN.test(c), e.code),
    kind: z.enum(["percent", "amount", "free_shipping"], { error: e.kind }),
    /** Percent (1–100) or dollars; ignored for free shipping. */
    value: z.coerce
      .number({ error: e.value })
      .positive(e.value)
      .max(100_000, e.value)
      .refine(inHundredths, e.valuePlaces)
      .optional(),
    appliesTo: z.enum(["any", "one_time", "first_subscription", "subscription", "renewals"], { error: e.appliesTo }),
    /** For a code for renewals: the subscription's next 1–24 renewals. */
    renewalCount: z.coerce
      .number({ error: e.renewalCount })
      .int(e.renewalCount)
      .min(1, e.renewalCount)
      .max(24, e.renewalCount)
      .optional(),
    minSubtotal: z.coerce
      .number({ error: e.minSubtotal })
      .min(0, e.minSubtotal)
      .max(100_000, e.minSubtotal)
      .refine(inHundredths, e.minSubtotal)
      .optional(),
    startsOn: optionalDay,
    endsOn: optionalDay,
    maxUses: optionalCount(e.maxUses),
    oncePerCustomer: z.boolean().optional(),
    firstOrderOnly: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "free_shipping" && v.value === undefined)
      ctx.addIssue({ code: "custom", path: ["value"], message: e.value });
    if (v.kind === "percent" && v.value !== undefined && v.value > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: e.percent });
    const forRenewals = v.appliesTo === "subscription" || v.appliesTo === "renewals";
    if (forRenewals && v.renewalCount === undefined)
      ctx.addIssue({ code: "custom", path: ["renewalCount"], message: e.renewalCount });
    if (forRenewals && v.kind === "free_shipping")
      ctx.addIssue({ code: "custom", path: ["kind"], message: e.renewalShipping });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.endsBeforeStart });
  });

export type DiscountCodeInput = z.infer<typeof discountCodeSchema>;
