// The cancel flow's records: each end of the flow (cancelled, or the save taken) with its reason,
// the operator's save discount setting, and the discount a subscriber took, applied exactly once
// to the next renewal (renewLocked claims it in the renewal's transaction, the subscription locked).
import { desc, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { cancelFlowCopy } from "~/content/subscriptions";
import type { Db, DbOrTx } from "~/db/types";
import { cancelSaveSettings, subscriptionCancelAnswers, subscriptions } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import type { FlowFields } from "./cancel-flow";
import { recordSubscriptionEvent } from "./history.server";
import { addSaveDiscount, lastSaveTakenAt, nextSaveAllowedAt, waitingDiscount } from "./save-discount.server";
import { formatDay, storeDay } from "./schedule";
import { lockSubscription } from "./renewal.server";

export interface SaveSettings {
  discountOn: boolean;
  discountPercent: number;
  /** null: once per subscription; N: once in any N months. */
  discountEveryMonths: number | null;
}

export async function getSaveSettings(db: DbOrTx): Promise<SaveSettings> {
  const [row] = await db.select().from(cancelSaveSettings).where(eq(cancelSaveSettings.id, 1));
  return {
    discountOn: row?.discountOn ?? false,
    discountPercent: row?.discountPercent ?? 20,
    discountEveryMonths: row?.discountEveryMonths ?? null,
  };
}

/** Whether this subscription may take the save now (the operator's setting on, and its period over). */
export async function saveDiscountOpen(db: DbOrTx, subscriptionId: string, settings: SaveSettings) {
  if (!settings.discountOn) return false;
  return nextSaveAllowedAt(await lastSaveTakenAt(db, subscriptionId), settings.discountEveryMonths, now()) === null;
}

export async function setSaveSettings(
  db: Db,
  settings: Omit<SaveSettings, "discountEveryMonths"> & { discountEveryMonths?: number | null },
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...settings, updatedBy: actor, updatedAt: now() };
    await tx
      .insert(cancelSaveSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: cancelSaveSettings.id, set: values });
    await recordAudit(tx, {
      actor,
      action: "subscriptions.save-discount",
      target: "settings",
      detail: { ...settings },
    });
  });
}

/** One end of the flow: the reason (if given) and what the subscriber chose. */
export async function recordCancelAnswer(tx: DbOrTx, subscriptionId: string, flow: FlowFields, outcome: string) {
  await tx.insert(subscriptionCancelAnswers).values({ subscriptionId, reason: flow.why, note: flow.note, outcome });
}

export type DiscountResult = { ok: true; message: string } | { ok: false; message: string };

/** The save discount, taken from the cancel flow: waits for the next renewal. */
export async function takeSaveDiscount(db: Db, subscriptionId: string, flow: FlowFields, actor: string) {
  return db.transaction(async (tx): Promise<DiscountResult> => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription || subscription.status === "cancelled") return { ok: false, message: cancelFlowCopy.discountOff };
    const settings = await getSaveSettings(tx);
    if (!settings.discountOn) return { ok: false, message: cancelFlowCopy.discountOff };
    if (await waitingDiscount(tx, subscriptionId)) return { ok: false, message: cancelFlowCopy.discountAlready };
    // Once per subscription (or per the operator's period), however many renewals used it since.
    const next = nextSaveAllowedAt(await lastSaveTakenAt(tx, subscriptionId), settings.discountEveryMonths, now());
    if (next === "never") return { ok: false, message: cancelFlowCopy.discountUsed };
    if (next) return { ok: false, message: cancelFlowCopy.discountUsedUntil(formatDay(storeDay(next))) };
    const percent = settings.discountPercent;
    await addSaveDiscount(tx, subscriptionId, percent);
    await recordCancelAnswer(tx, subscriptionId, flow, "discount");
    await recordSubscriptionEvent(tx, { subscriptionId, actor, action: "save.discount", detail: { percent } });
    return { ok: true, message: cancelFlowCopy.discountTaken(percent) };
  });
}

/** The console's table: the latest answers with their subscriber. */
export async function listCancelAnswers(db: DbOrTx, limit = 100) {
  return db
    .select({
      id: subscriptionCancelAnswers.id,
      subscriptionId: subscriptionCancelAnswers.subscriptionId,
      email: subscriptions.email,
      reason: subscriptionCancelAnswers.reason,
      note: subscriptionCancelAnswers.note,
      outcome: subscriptionCancelAnswers.outcome,
      createdAt: subscriptionCancelAnswers.createdAt,
    })
    .from(subscriptionCancelAnswers)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCancelAnswers.subscriptionId))
    .orderBy(desc(subscriptionCancelAnswers.createdAt), desc(subscriptionCancelAnswers.id))
    .limit(limit);
}
