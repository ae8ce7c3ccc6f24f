// The console's discount codes: the list with uses and revenue, a new code, and ending one now.
// Each change is audited.
import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { adminDiscountsPage as t } from "~/content/discounts";
import { creatorByCode } from "~/creators/creators.server";
import { discountCodes, orders, subscriptionRenewals } from "~/db/schema";
import type { Db, DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { startOfStoreDay } from "~/utils/store-time";
import { discountCodeSchema, type DiscountCodeInput } from "./code-schema";

const PAID = ["paid", "fulfilled"] as const;
const MAX_ID = 2_147_483_647;

/** Every store code, newest first, with the total of its paid orders. */
export async function listDiscountCodes(db: DbOrTx) {
  const revenue = db
    .select({
      code: orders.discountCode,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`.as("revenue_cents"),
      paidOrders: sql<number>`count(*)::float8`.as("paid_orders"),
      // Of those, renewal orders: a code for renewals discounts each one it was carried to.
      renewals: sql<number>`count(*) filter (where ${subscriptionRenewals.id} is not null)::float8`.as("renewals"),
    })
    .from(orders)
    .leftJoin(subscriptionRenewals, eq(subscriptionRenewals.orderId, orders.id))
    .where(sql`${orders.status} in ${PAID} and ${orders.discountCode} is not null`)
    .groupBy(orders.discountCode)
    .as("revenue");
  const rows = await db
    .select({
      code: discountCodes,
      revenueCents: sql<number>`coalesce(${revenue.revenueCents}, 0)`,
      paidOrders: sql<number>`coalesce(${revenue.paidOrders}, 0)`,
      renewals: sql<number>`coalesce(${revenue.renewals}, 0)`,
    })
    .from(discountCodes)
    .leftJoin(revenue, eq(revenue.code, discountCodes.code))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map((r) => ({
    ...r.code,
    revenueCents: Number(r.revenueCents),
    paidOrders: Number(r.paidOrders),
    renewals: Number(r.renewals),
  }));
}

function valuesOf(input: DiscountCodeInput, timeZone: string) {
  const value =
    input.kind === "percent"
      ? Math.round(input.value! * 100)
      : input.kind === "amount"
        ? Math.round(input.value! * 100)
        : 0;
  return {
    code: input.code,
    kind: input.kind,
    value,
    appliesTo: input.appliesTo,
    renewalCount: input.appliesTo === "subscription" || input.appliesTo === "renewals" ? input.renewalCount! : null,
    minSubtotalCents: Math.round((input.minSubtotal ?? 0) * 100),
    startsAt: input.startsOn ? startOfStoreDay(input.startsOn, timeZone) : null,
    // An end date is the last day the code works: it ends when the next store day starts.
    endsAt: input.endsOn ? new Date(startOfStoreDay(input.endsOn, timeZone).getTime() + 86_400_000) : null,
    maxUses: input.maxUses ?? null,
    oncePerCustomer: input.oncePerCustomer ?? false,
    firstOrderOnly: input.firstOrderOnly ?? false,
  };
}

export async function runDiscountsAction(db: Db, form: FormData, actor: string, timeZone: string) {
  const intent = form.get("intent");
  if (intent === "end") {
    const id = Number(form.get("id"));
    // Ids are the database's integers: anything larger names no code (and must not reach the query).
    if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID)
      return data({ ok: false, message: t.errors.notFound, reply: null }, { status: 404 });
    const ended = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(discountCodes)
        .set({ active: false, endsAt: sql`least(coalesce(${discountCodes.endsAt}, ${now()}), ${now()})` })
        .where(eq(discountCodes.id, id))
        .returning();
      if (row)
        await recordAudit(tx, {
          actor,
          action: "discount.ended",
          target: `discount:${row.id}`,
          detail: { code: row.code },
        });
      return row;
    });
    if (!ended) return data({ ok: false, message: t.errors.notFound, reply: null }, { status: 404 });
    return data({ ok: true, message: t.done.ended(ended.code), reply: null });
  }
  if (intent !== "create") return data({ ok: false, message: t.errors.badAction, reply: null }, { status: 400 });

  const submission = parseWithZod(form, { schema: discountCodeSchema });
  if (submission.status !== "success")
    return data({ ok: false, message: "", reply: submission.reply() }, { status: 400 });
  const input = submission.value;
  const taken = { ok: false, message: "", reply: submission.reply({ fieldErrors: { code: [t.errors.codeTaken] } }) };
  // A store code may not shadow a creator's: the engine looks at store codes first.
  if (await creatorByCode(db, input.code)) return data(taken, { status: 409 });
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({ ...valuesOf(input, timeZone), createdBy: actor })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning();
    if (row)
      await recordAudit(tx, {
        actor,
        action: "discount.created",
        target: `discount:${row.id}`,
        detail: {
          code: row.code,
          kind: row.kind,
          value: row.value,
          appliesTo: row.appliesTo,
          renewalCount: row.renewalCount,
          maxUses: row.maxUses,
        },
      });
    return row;
  });
  if (!created) return data(taken, { status: 409 });
  return data({ ok: true, message: t.done.created(created.code), reply: submission.reply({ resetForm: true }) });
}
