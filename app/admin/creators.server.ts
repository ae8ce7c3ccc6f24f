// The operator's actions on creators: change a code, rates or whether it is active; make payouts
// now; record a payout paid outside the store. Each is audited by the creators domain.
import { data } from "react-router";
import { z } from "zod";
import { adminCreatorsPage as t, CREATOR_CODE_PATTERN } from "~/content/creator-program";
import { normalizeCode, updateCreator } from "~/creators/creators.server";
import { runPayouts } from "~/creators/payouts.server";
import { markPayoutPaid } from "~/flows/pay-creators.server";
import type { Db } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { confirmationMissing } from "./route-helpers.server";

const id = z.coerce
  .number({ error: t.errors.notFound })
  .int(t.errors.notFound)
  .positive(t.errors.notFound)
  .max(2_147_483_647, t.errors.notFound);
/** A percentage with at most two decimals, as basis points. */
const percent = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: message })
      .min(0, message)
      .max(max, message)
      .transform((p) => Math.round(p * 100)),
  );

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    id,
    code: z
      .string({ error: t.errors.code })
      .transform(normalizeCode)
      .refine((c) => CREATOR_CODE_PATTERN.test(c), t.errors.code),
    commission: percent(25, t.errors.commission),
    discount: percent(50, t.errors.discount),
    active: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  }),
  z.object({ intent: z.literal("run-payouts") }),
  z.object({
    intent: z.literal("mark-paid"),
    id,
    reference: z.string({ error: t.errors.reference }).trim().min(1, t.errors.reference).max(200, t.errors.reference),
  }),
]);

export type CreatorsActionData = { ok: boolean; message: string };

const fail = (message: string, status: 400 | 404 | 409) => data<CreatorsActionData>({ ok: false, message }, { status });

export async function runCreatorsAction(db: Db, form: FormData, actor: string) {
  // A payout made or recorded cannot be taken back: the operator ticks first.
  const unconfirmed = confirmationMissing<CreatorsActionData>(form, ["run-payouts", "mark-paid"]);
  if (unconfirmed) return unconfirmed;
  const intent = form.get("intent");
  const parsed = ActionSchema.safeParse({
    ...Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")),
    intent: typeof intent === "string" ? intent : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(issue.code === "invalid_union" ? t.errors.badAction : issue.message, 400);
  }
  const input = parsed.data;
  if (input.intent === "run-payouts") {
    // The operator's run is its own period, so it never blocks the month's scheduled one.
    const period = `manual-${now().toISOString().slice(0, 16)}`;
    const made = await runPayouts(db, { period, actor });
    return data<CreatorsActionData>({ ok: true, message: t.done.payouts(made.length) });
  }
  if (input.intent === "mark-paid") {
    const result = await markPayoutPaid(db, { payoutId: input.id, reference: input.reference, actor });
    if (result === "not_found") return fail(t.errors.notFound, 404);
    if (result === "already_paid") return fail(t.errors.alreadyPaid, 409);
    if (result === "on_chain") return fail(t.errors.onChain, 409);
    return data<CreatorsActionData>({ ok: true, message: t.done.paid });
  }
  const result = await db.transaction((tx) =>
    updateCreator(
      tx,
      input.id,
      { code: input.code, commissionBps: input.commission, discountBps: input.discount, active: input.active },
      actor,
    ),
  );
  if (result === "not_found") return fail(t.errors.notFound, 404);
  if (result === "code_taken") return fail(t.errors.codeTaken, 409);
  return data<CreatorsActionData>({ ok: true, message: t.done.saved });
}
