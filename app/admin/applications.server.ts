// The operator's review of creator applications.
import { data } from "react-router";
import { confirmationMissing } from "./route-helpers.server";
import { z } from "zod";
import { applicationsCopy as t, applicationStatusLabels } from "~/content/admin";
import { reviewApplication } from "~/creators/applications.server";
import type { Db } from "~/db/types";

const ReviewSchema = z.object({
  id: z.coerce.number({ error: t.notFound }).int(t.notFound).positive(t.notFound).max(2_147_483_647, t.notFound),
  intent: z.enum(["approve", "reject"], { error: t.badAction }),
  note: z.string().trim().max(1000, t.noteTooLong).optional().default(""),
});

export type ReviewActionData = { ok: boolean; message: string; id?: number };

export async function runReviewAction(db: Db, form: FormData, actor: string) {
  // A decision is final (the applicant is told; an approval makes a creator): the operator ticks first.
  const unconfirmed = confirmationMissing<ReviewActionData>(form, ["approve", "reject"]);
  if (unconfirmed) return unconfirmed;
  const parsed = ReviewSchema.safeParse({
    id: form.get("id") ?? undefined,
    intent: form.get("intent") ?? undefined,
    note: form.get("note") ?? undefined,
  });
  if (!parsed.success)
    return data<ReviewActionData>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  const { id, intent, note } = parsed.data;
  const decision = intent === "approve" ? "approved" : "rejected";
  const result = await reviewApplication(db, id, decision, { actor, note: note || null });
  if (result.ok) return data<ReviewActionData>({ ok: true, message: t.done[decision], id });
  if (result.reason === "not_found")
    return data<ReviewActionData>({ ok: false, message: t.notFound, id }, { status: 404 });
  return data<ReviewActionData>(
    { ok: false, message: t.alreadyReviewed(applicationStatusLabels[result.status]), id },
    { status: 409 },
  );
}
