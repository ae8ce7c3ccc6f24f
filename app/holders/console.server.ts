// The console's Holders page: the NPX rate and cap, the perks by holding, and the orders that used
// them. Each change is audited.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { adminHoldersPage as t } from "~/content/holders-admin";
import { holderPerks, holderSettings, orderHolderDiscounts, orders } from "~/db/schema";
import type { Db, DbOrTx } from "~/db/types";
import { holderPerkSchema, holderSettingsSchema } from "./console-schema";
import { getHolderSettings, listActivePerks } from "./holding.server";

export async function readHoldersConsole(db: DbOrTx) {
  const [settings, perks, spends] = await Promise.all([
    getHolderSettings(db),
    listActivePerks(db),
    db
      .select({
        orderId: orderHolderDiscounts.orderId,
        number: orders.number,
        wallet: orderHolderDiscounts.wallet,
        npxSpent: orderHolderDiscounts.npxSpent,
        offCents: orderHolderDiscounts.npxDiscountCents,
        perkCents: orderHolderDiscounts.perkDiscountCents,
        freeShipping: orderHolderDiscounts.perkFreeShipping,
        status: orderHolderDiscounts.status,
        createdAt: orderHolderDiscounts.createdAt,
      })
      .from(orderHolderDiscounts)
      .innerJoin(orders, eq(orders.id, orderHolderDiscounts.orderId))
      .orderBy(desc(orderHolderDiscounts.createdAt))
      .limit(25),
  ]);
  return { settings, perks, spends };
}

type FormName = "settings" | "perk" | null;
type Reply = SubmissionResult<string[]> | null;
const done = (form: FormName, message: string, reply: Reply = null) => data({ ok: true, message, form, reply });
const refused = (form: FormName, message: string, reply: Reply, status: number) =>
  data({ ok: false, message, form, reply }, { status });

export async function runHoldersAction(db: Db, form: FormData, actor: string) {
  const intent = form.get("intent");
  if (intent === "settings") {
    const submission = parseWithZod(form, { schema: holderSettingsSchema });
    if (submission.status !== "success") return refused("settings", "", submission.reply(), 400);
    const values = {
      spendEnabled: submission.value.spendEnabled ?? false,
      maxSpendBps: Math.round(submission.value.maxSpendPercent * 100),
    };
    await db.transaction(async (tx) => {
      await getHolderSettings(tx);
      await tx
        .update(holderSettings)
        .set({ ...values, updatedAt: new Date(), updatedBy: actor })
        .where(eq(holderSettings.id, 1));
      await recordAudit(tx, { actor, action: "holders.settings", target: "holder_settings", detail: values });
    });
    return done("settings", t.done.saved, submission.reply());
  }
  if (intent === "perk") {
    const submission = parseWithZod(form, { schema: holderPerkSchema });
    if (submission.status !== "success") return refused("perk", "", submission.reply(), 400);
    const { minHolding, kind, percent } = submission.value;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(holderPerks)
        .values({
          minHoldingNpx: minHolding,
          kind,
          valueBps: kind === "percent_off" ? Math.round(percent! * 100) : 0,
          createdBy: actor,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "holders.perk_added",
        target: `holder_perk:${row!.id}`,
        detail: { minHoldingNpx: row!.minHoldingNpx, kind, valueBps: row!.valueBps },
      });
    });
    return done("perk", t.done.added, submission.reply({ resetForm: true }));
  }
  if (intent === "end-perk") {
    const id = Number(form.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return refused(null, t.errors.notFound, null, 404);
    const ended = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(holderPerks)
        .set({ active: false })
        .where(eq(holderPerks.id, id))
        .returning({ id: holderPerks.id });
      if (row) await recordAudit(tx, { actor, action: "holders.perk_ended", target: `holder_perk:${row.id}` });
      return row;
    });
    if (!ended) return refused(null, t.errors.notFound, null, 404);
    return done(null, t.done.ended);
  }
  return refused(null, t.errors.badAction, null, 400);
}
