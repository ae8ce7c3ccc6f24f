// The console's discount codes: the list with uses, the discount given and revenue, a new code,
// editing a code's value, limits and end, and ending one now (confirmed). Each change is audited.
// Editing never reaches back: an order keeps the discount it got, and a subscription the renewal
// terms it carried (app/subscriptions/save-discount.server.ts).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import { adminDiscountsPage as t } from "~/content/discounts";
import { discountCodes, moneyEntries, orders, subscriptionRenewals } from "~/db/schema";
import type { Db, DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { lastStoreDay, startOfStoreDay, storeDay } from "~/utils/store-time";
import {
  discountCodeSchema,
  discountEditSchema,
  isForRenewals,
  type DiscountCodeInput,
  type DiscountEditInput,
} from "./code-schema";

const PAID = ["paid", "fulfilled"] as const;
const MAX_ID = 2_147_483_647;

/** Every store code, newest first, with the total of its paid orders and what it took off them. */
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
  // The money record's reductions by store code (negative entries): what each code gave.
  const given = db
    .select({
      code: moneyEntries.reference,
      givenCents: sql<number>`coalesce(-sum(${moneyEntries.amountCents}), 0)::float8`.as("given_cents"),
    })
    .from(moneyEntries)
    .where(eq(moneyEntries.kind, "discount_code"))
    .groupBy(moneyEntries.reference)
    .as("given");
  const rows = await db
    .select({
      code: discountCodes,
      revenueCents: sql<number>`coalesce(${revenue.revenueCents}, 0)`,
      paidOrders: sql<number>`coalesce(${revenue.paidOrders}, 0)`,
      renewals: sql<number>`coalesce(${revenue.renewals}, 0)`,
      givenCents: sql<number>`coalesce(${given.givenCents}, 0)`,
    })
    .from(discountCodes)
    .leftJoin(revenue, eq(revenue.code, discountCodes.code))
    .leftJoin(given, eq(given.code, discountCodes.code))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map((r) => ({
    ...r.code,
    revenueCents: Number(r.revenueCents),
    paidOrders: Number(r.paidOrders),
    renewals: Number(r.renewals),
    givenCents: Number(r.givenCents),
  }));
}

/** An end date (a store day, the last the code works) as the instant the code stops: the next day's start. */
const endOfStoreDay = (day: string, timeZone: string) =>
  new Date(startOfStoreDay(day, timeZone).getTime() + 86_400_000);

/** The store's day today. */
export const storeToday = (timeZone: string) => storeDay(now(), timeZone);

/** A stored code's edit form's terms and starting values, its days on the store's calendar. */
export function editTermsOf(
  code: Pick<
    typeof discountCodes.$inferSelect,
    "kind" | "appliesTo" | "uses" | "startsAt" | "endsAt" | "value" | "maxUses" | "minSubtotalCents" | "renewalCount"
  >,
  timeZone: string,
) {
  return {
    terms: {
      kind: code.kind,
      appliesTo: code.appliesTo,
      uses: code.uses,
      startsOn: code.startsAt ? storeDay(new Date(code.startsAt), timeZone) : null,
      today: storeToday(timeZone),
    },
    defaults: {
      value: code.kind === "free_shipping" ? "" : String(code.value / 100),
      renewalCount: code.renewalCount === null ? "" : String(code.renewalCount),
      minSubtotal: code.minSubtotalCents > 0 ? String(code.minSubtotalCents / 100) : "",
      endsOn: code.endsAt ? lastStoreDay(new Date(code.endsAt), timeZone) : "",
      maxUses: code.maxUses === null ? "" : String(code.maxUses),
    },
  };
}

function editedValues(input: DiscountEditInput, code: typeof discountCodes.$inferSelect, timeZone: string) {
  return {
    value: code.kind === "free_shipping" ? 0 : Math.round(input.value! * 100),
    renewalCount: isForRenewals(code.appliesTo) ? input.renewalCount! : null,
    minSubtotalCents: Math.round((input.minSubtotal ?? 0) * 100),
    endsAt: input.endsOn ? endOfStoreDay(input.endsOn, timeZone) : null,
    maxUses: input.maxUses ?? null,
  };
}

type Reply = SubmissionResult<string[]>;

/** An answer, marked with the form it answers ("create", "update", "end"), for the page to show it there. */
const answerFor =
  <F extends "create" | "update" | "end">(form: F) =>
  (body: { ok: boolean; message: string; reply: Reply | null }, init?: { status: number }) =>
    data({ ...body, form }, init);

const parseId = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  // Ids are the database's integers: anything larger names no code (and must not reach the query).
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

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
    renewalCount: isForRenewals(input.appliesTo) ? input.renewalCount! : null,
    minSubtotalCents: Math.round((input.minSubtotal ?? 0) * 100),
    startsAt: input.startsOn ? startOfStoreDay(input.startsOn, timeZone) : null,
    // An end date is the last day the code works: it ends when the next store day starts.
    endsAt: input.endsOn ? endOfStoreDay(input.endsOn, timeZone) : null,
    maxUses: input.maxUses ?? null,
    oncePerCustomer: input.oncePerCustomer ?? false,
    firstOrderOnly: input.firstOrderOnly ?? false,
  };
}

/**
 * The console's create / update / end. isCreatorCode says whether a code is a creator's (the creators
 * domain knows): a store code may not shadow one.
 */
export async function runDiscountsAction(
  db: Db,
  form: FormData,
  actor: string,
  timeZone: string,
  isCreatorCode: (code: string) => Promise<boolean>,
) {
  const intent = form.get("intent");
  const answer = answerFor(intent === "update" ? "update" : intent === "end" ? "end" : "create");
  if (intent === "end") {
    const id = parseId(form.get("id"));
    if (id === null) return answer({ ok: false, message: t.errors.notFound, reply: null }, { status: 404 });
    // "End now" is a step of its own: the confirming form says so; a bare post changes nothing.
    if (form.get("confirm") !== "yes")
      return answer({ ok: false, message: t.errors.notConfirmed, reply: null }, { status: 400 });
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
    if (!ended) return answer({ ok: false, message: t.errors.notFound, reply: null }, { status: 404 });
    return answer({ ok: true, message: t.done.ended(ended.code), reply: null });
  }
  if (intent === "update") return updateDiscountCode(db, form, actor, timeZone, answer);
  if (intent !== "create") return answer({ ok: false, message: t.errors.badAction, reply: null }, { status: 400 });

  const submission = parseWithZod(form, { schema: discountCodeSchema({ today: storeToday(timeZone) }) });
  if (submission.status !== "success")
    return answer({ ok: false, message: "", reply: submission.reply() }, { status: 400 });
  const input = submission.value;
  const taken = { ok: false, message: "", reply: submission.reply({ fieldErrors: { code: [t.errors.codeTaken] } }) };
  // A store code may not shadow a creator's: the engine looks at store codes first.
  if (await isCreatorCode(input.code)) return answer(taken, { status: 409 });
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
  if (!created) return answer(taken, { status: 409 });
  return answer({ ok: true, message: t.done.created(created.code), reply: submission.reply({ resetForm: true }) });
}

/** Saves a code's new value, limits and end; bad input, or a code that has ended, changes nothing. */
async function updateDiscountCode(
  db: Db,
  form: FormData,
  actor: string,
  timeZone: string,
  answer: ReturnType<typeof answerFor>,
) {
  const id = parseId(form.get("id"));
  const [code] = id === null ? [] : await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!code) return answer({ ok: false, message: t.errors.notFound, reply: null }, { status: 404 });
  if (!code.active) return answer({ ok: false, message: t.errors.ended, reply: null }, { status: 409 });
  const { terms } = editTermsOf(code, timeZone);
  const submission = parseWithZod(form, { schema: discountEditSchema(terms) });
  if (submission.status !== "success")
    return answer({ ok: false, message: "", reply: submission.reply() }, { status: 400 });
  const values = editedValues(submission.value, code, timeZone);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(discountCodes)
      .set(values)
      // Ended in the meantime: nothing is saved.
      .where(sql`${discountCodes.id} = ${code.id} and ${discountCodes.active}`)
      .returning();
    if (row)
      await recordAudit(tx, {
        actor,
        action: "discount.updated",
        target: `discount:${row.id}`,
        detail: {
          code: row.code,
          before: {
            value: code.value,
            renewalCount: code.renewalCount,
            minSubtotalCents: code.minSubtotalCents,
            endsAt: code.endsAt,
            maxUses: code.maxUses,
          },
          after: values,
        },
      });
    return row;
  });
  if (!saved) return answer({ ok: false, message: t.errors.ended, reply: null }, { status: 409 });
  return answer({ ok: true, message: t.done.updated(saved.code), reply: submission.reply() });
}
