// The one schema of the subscriber's forms, used by the page before it posts and by the server.
// Each form sends an `intent`; the day a delivery may move to depends on today, so the schema is
// built for a given day (the page gets that day from its loader).
import { z } from "~/utils/zod";
import { checkoutSchema } from "~/content/checkout-schema";
import { fieldMessages } from "~/content/subscriptions";
import {
  checkReschedule,
  FREQUENCIES,
  MAX_SUBSCRIPTION_QUANTITY,
  MIN_SUBSCRIPTION_QUANTITY,
  type CalendarDay,
  type FrequencyWeeks,
} from "./schedule";

export const INTENTS = [
  "skip",
  "ship-now",
  "reschedule",
  "frequency",
  "quantity",
  "pause",
  "resume",
  "address",
  "cancel",
  "reactivate",
] as const;
export type Intent = (typeof INTENTS)[number];

/** The guest's "email me a fresh link" form: the checkout's email rule. */
export const manageLinkSchema = checkoutSchema.pick({ email: true });

/** The checkout's address rules, without the email (the subscription keeps its own). */
export const addressSchema = checkoutSchema.omit({ email: true });
export const ADDRESS_FIELDS = ["name", "line1", "line2", "city", "state", "zip"] as const;

const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message),
  );

export function controlSchema(today: CalendarDay) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("skip") }),
      z.object({ intent: z.literal("ship-now") }),
      z.object({
        intent: z.literal("reschedule"),
        date: z
          .string({ error: fieldMessages.date })
          .trim()
          .refine((day) => checkReschedule(day, today).ok, fieldMessages.date),
      }),
      z.object({
        intent: z.literal("frequency"),
        frequencyWeeks: wholeNumber(fieldMessages.frequency).refine(
          (n): n is FrequencyWeeks => (FREQUENCIES as readonly number[]).includes(n),
          fieldMessages.frequency,
        ),
      }),
      z.object({
        intent: z.literal("quantity"),
        quantity: wholeNumber(fieldMessages.quantity).pipe(
          z
            .number()
            .min(MIN_SUBSCRIPTION_QUANTITY, fieldMessages.quantity)
            .max(MAX_SUBSCRIPTION_QUANTITY, fieldMessages.quantity),
        ),
      }),
      z.object({
        intent: z.literal("pause"),
        periods: z
          .enum(["1", "2", "3", "indefinite"], { error: fieldMessages.periods })
          .transform((v) => (v === "indefinite" ? null : Number(v))),
      }),
      z.object({ intent: z.literal("resume") }),
      z.object({ intent: z.literal("address"), ...addressSchema.shape }),
      z.object({
        intent: z.literal("cancel"),
        reason: z.string({ error: fieldMessages.reason }).trim().max(500, fieldMessages.reason).default(""),
      }),
      z.object({ intent: z.literal("reactivate") }),
    ],
    { error: "Choose one of the actions on this page." },
  );
}

export type Control = z.infer<ReturnType<typeof controlSchema>>;
export type ControlErrors = Record<string, string>;

/** The subscriber page's answer to one form: its intent, and the message or the fields' errors. */
export type ControlActionData =
  | { intent: string; ok: true; message: string }
  | { intent: string; ok: false; message: string | null; errors: ControlErrors };

/** Reads a submitted form (or any string record) into a control, or field messages. */
export function parseControl(
  values: Record<string, unknown>,
  today: CalendarDay,
): { success: true; data: Control } | { success: false; errors: ControlErrors } {
  const parsed = controlSchema(today).safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: ControlErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Form fields as strings; repeated or file fields are not ours. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}
