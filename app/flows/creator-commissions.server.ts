// A creator's commission follows the order's life (listeners in app/flows/order-events.server.ts):
// pending when the order is placed; its payment starts the refund window, after which a job
// approves it; a payout pays it. A cancel, refund or dispute voids it, or, once it was paid out,
// makes it owed back from the creator's next payout. A paid renewal of a subscription whose first
// order was a creator's earns that creator commission for CREATOR_RENEWAL_MONTHS. A flow: each step
// writes the creators domain's commission and the money record's entry in one transaction.
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { DbOrTx } from "~/db/types";
import { creatorEmails } from "~/content/creator-program";
import { creatorCommissions, creators, orders, subscriptionRenewals, subscriptions } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import type { CommissionStatusFrom } from "~/db/money-kinds";
import { recordMoney } from "~/money/record.server";
import { absoluteUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";

const DAY_MS = 86_400_000;

/** The first order of the subscription `orderId` renews, when it is a renewal. */
async function renewalOrigin(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ originOrderId: subscriptions.originOrderId })
    .from(subscriptionRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
    .where(eq(subscriptionRenewals.orderId, orderId));
  return row?.originOrderId;
}

/** A paid renewal earns its subscription's creator commission, within the renewal months. */
async function recordRenewalCommission(db: DbOrTx, orderId: string, paidAt: Date) {
  const originOrderId = await renewalOrigin(db, orderId);
  if (!originOrderId) return;
  const [origin] = await db
    .select({ commission: creatorCommissions, placedAt: orders.createdAt })
    .from(creatorCommissions)
    .innerJoin(orders, eq(orders.id, creatorCommissions.orderId))
    .where(eq(creatorCommissions.orderId, originOrderId));
  // A first order voided (refunded, cancelled) earns nothing after it either.
  if (!origin || !["pending", "approved", "paid"].includes(origin.commission.status)) return;
  const until = new Date(origin.placedAt);
  until.setUTCMonth(until.getUTCMonth() + getEnv().CREATOR_RENEWAL_MONTHS);
  if (paidAt >= until) return;
  const [order] = await db.select({ subtotalCents: orders.subtotalCents }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const { creatorId, code, rateBps } = origin.commission;
  const made = await db
    .insert(creatorCommissions)
    .values({
      creatorId,
      orderId,
      source: "renewal",
      code,
      baseCents: order.subtotalCents,
      rateBps,
      amountCents: Math.floor((order.subtotalCents * rateBps) / 10_000),
      paidAt,
    })
    .onConflictDoNothing({ target: creatorCommissions.orderId })
    .returning(commissionMoney);
  await recordCommissionMoney(db, made, "earned", paidAt);
}

const commissionMoney = {
  id: creatorCommissions.id,
  creatorId: creatorCommissions.creatorId,
  orderId: creatorCommissions.orderId,
  amountCents: creatorCommissions.amountCents,
  code: creatorCommissions.code,
};

/**
 * The money record's side of a commission's step: earned and approved add, reversed takes away
 * and says the status it came off (pending, approved, or paid: then it is owed back).
 */
async function recordCommissionMoney(
  db: DbOrTx,
  commissions: {
    id: number;
    creatorId: number;
    orderId: string;
    amountCents: number;
    code: string;
    statusFrom?: CommissionStatusFrom;
  }[],
  step: "earned" | "approved" | "reversed",
  at: Date,
  note?: string,
) {
  await recordMoney(
    db,
    commissions.map((c) => ({
      key: `commission:${c.id}:${step}`,
      kind: `commission_${step}` as const,
      amountCents: step === "reversed" ? -c.amountCents : c.amountCents,
      at,
      orderId: c.orderId,
      creatorId: c.creatorId,
      reference: c.code,
      note: note ?? null,
      statusFrom: step === "reversed" ? c.statusFrom : null,
      actor: "system:creators",
    })),
  );
  if (step === "earned") await emailSalesCredited(db, commissions);
}

/** Each creator is told of each sale credited to them, once (the key is the commission's). */
async function emailSalesCredited(db: DbOrTx, commissions: { id: number }[]) {
  if (commissions.length === 0) return;
  const rows = await db
    .select({
      id: creatorCommissions.id,
      amountCents: creatorCommissions.amountCents,
      name: creators.name,
      email: creators.email,
      placedAt: orders.createdAt,
    })
    .from(creatorCommissions)
    .innerJoin(creators, eq(creators.id, creatorCommissions.creatorId))
    .innerJoin(orders, eq(orders.id, creatorCommissions.orderId))
    .where(
      inArray(
        creatorCommissions.id,
        commissions.map((c) => c.id),
      ),
    );
  const env = getEnv();
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: env.STORE_TIME_ZONE,
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  for (const row of rows) {
    if (row.amountCents <= 0) continue;
    await queueEmail(db, {
      to: row.email,
      ...creatorEmails.saleCredited({
        name: row.name,
        amountCents: row.amountCents,
        orderDay: day.format(row.placedAt),
        earningsUrl: absoluteUrl("/creator"),
        refundDays: env.CREATOR_REFUND_WINDOW_DAYS,
      }),
      kind: "creator.sale-credited",
      key: `creator-sale-credited:${row.id}`,
    });
  }
}

/** The order was paid: its commission's refund window starts (a renewal's commission is made). */
export async function onCommissionOrderPaid(db: DbOrTx, orderId: string) {
  const paidAt = now();
  const started = await db
    .update(creatorCommissions)
    .set({ paidAt })
    .where(
      and(
        eq(creatorCommissions.orderId, orderId),
        eq(creatorCommissions.status, "pending"),
        isNull(creatorCommissions.paidAt),
      ),
    )
    .returning(commissionMoney);
  if (started.length === 0) await recordRenewalCommission(db, orderId, paidAt);
  else await recordCommissionMoney(db, started, "earned", paidAt);
}

/** The order was cancelled, refunded or disputed: void its commission, or owe it back once paid out. */
export async function voidOrderCommission(db: DbOrTx, orderId: string, why: string) {
  const at = now();
  const open = and(
    eq(creatorCommissions.orderId, orderId),
    inArray(creatorCommissions.status, ["pending", "approved", "paid"]),
  );
  // The status each came off, for the money record (read under the row's lock, then changed).
  const before = await db
    .select({ id: creatorCommissions.id, status: creatorCommissions.status })
    .from(creatorCommissions)
    .where(open)
    .for("update");
  if (before.length === 0) return;
  const voided = await db
    .update(creatorCommissions)
    .set({
      status: sql`case when ${creatorCommissions.status} = 'paid' then 'owed_back' else 'void' end::creator_commission_status`,
      voidedAt: at,
    })
    .where(open)
    .returning({ ...commissionMoney, status: creatorCommissions.status, paidAt: creatorCommissions.paidAt });
  // Only what was earned (its order paid) is reversed; an unpaid order's commission was never earned.
  await recordCommissionMoney(
    db,
    voided
      .filter((c) => c.paidAt !== null)
      .map((c) => ({ ...c, statusFrom: before.find((b) => b.id === c.id)!.status as CommissionStatusFrom })),
    "reversed",
    at,
    why,
  );
  for (const c of voided)
    await recordAudit(db, {
      actor: "system:creators",
      action: c.status === "owed_back" ? "commission.owed_back" : "commission.voided",
      target: `creator:${c.creatorId}`,
      detail: { commissionId: c.id, orderId, why },
    });
}

/** Approves the commissions of orders paid more than the refund window ago. */
export async function approveDueCommissions(db: DbOrTx, at: Date = now()): Promise<number> {
  const windowEnd = new Date(at.getTime() - getEnv().CREATOR_REFUND_WINDOW_DAYS * DAY_MS);
  const approved = await db
    .update(creatorCommissions)
    .set({ status: "approved", approvedAt: at })
    .where(and(eq(creatorCommissions.status, "pending"), lte(creatorCommissions.paidAt, windowEnd)))
    .returning(commissionMoney);
  await recordCommissionMoney(db, approved, "approved", at);
  return approved.length;
}
