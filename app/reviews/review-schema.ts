// The review form's one schema, read by the route action (and by Conform in the browser).
// Conform gives an empty field as undefined, so every field names its own message for that too.
import { z } from "~/utils/zod";
import { reviewErrors as e, reviewLimits as limits } from "~/content/reviews";

export const reviewSchema = z.object({
  rating: z
    .string({ error: e.rating })
    .regex(/^[1-5]$/, e.rating)
    .transform(Number),
  title: z.string({ error: e.title }).trim().min(1, e.title).max(limits.titleMax, e.titleTooLong),
  body: z.string({ error: e.body }).trim().min(limits.bodyMin, e.body).max(limits.bodyMax, e.bodyTooLong),
  displayName: z.string({ error: e.name }).trim().min(1, e.name).max(limits.nameMax, e.nameTooLong),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
