// The cancel flow's steps, shared by the page and the server: why (one tap, optional), then the
// offers that fit the reason, with the final cancel button on every step.
import { z } from "~/utils/zod";
import { cancelFlowCopy } from "~/content/subscriptions";

export const CANCEL_REASONS = ["too_much", "too_expensive", "didnt_like", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export type SaveOffer = "skip" | "pause" | "frequency" | "discount";

/** What fits each reason, best first; the discount only while the operator has it on. */
export function offersFor(reason: CancelReason | null, discountOn: boolean): SaveOffer[] {
  const fits: Record<CancelReason | "none", SaveOffer[]> = {
    too_much: ["frequency", "skip", "pause"],
    too_expensive: ["discount", "skip", "pause"],
    didnt_like: ["pause"],
    other: ["skip", "pause", "discount"],
    none: ["skip", "pause", "frequency", "discount"],
  };
  return fits[reason ?? "none"].filter((offer) => offer !== "discount" || discountOn);
}

/** The flow's own fields, sent with a save or the final cancel: the reason code and the free text. */
export const flowFieldsSchema = z.object({
  why: z
    .union([z.enum(CANCEL_REASONS), z.literal("")], { error: cancelFlowCopy.badReason })
    .optional()
    .transform((v) => (v ? v : null)),
  note: z.string({ error: cancelFlowCopy.noteTooLong }).trim().max(500, cancelFlowCopy.noteTooLong).default(""),
});
export type FlowFields = z.infer<typeof flowFieldsSchema>;

/** The reason of a step's address (?cancel=why&why=…), or null when it is missing or not one of ours. */
export function reasonFrom(value: string | null): CancelReason | null {
  return (CANCEL_REASONS as readonly string[]).includes(value ?? "") ? (value as CancelReason) : null;
}
