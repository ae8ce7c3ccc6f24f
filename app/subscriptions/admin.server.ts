// The console's view of subscriptions: figures, a filtered list, one subscription's history and
// orders, and the operator's skip, pause and cancel on a subscriber's behalf (audited as the
// operator's wallet, through the same controls the subscriber uses).
import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orders, subscriptionRenewals, subscriptions } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { renewalTotalCents, type SubscriptionRow } from "./renewal.server";
import { addDays, monthlyCents, storeDay } from "./schedule";

export const ADMIN_PAGE_SIZE = 25;

export async function getSubscriptionFigures(db: DbOrTx) {
  const today = storeDay(now());
  const active = await db
    .select({
      unitPriceCents: subscriptions.unitPriceCents,
      quantity: subscriptions.quantity,
      frequencyWeeks: subscriptions.frequencyWeeks,
      nextRenewalOn: subscriptions.nextRenewalOn,
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, "active"));
  const weekAhead = addDays(today, 7);
  const cancellations = await db
    .select({ id: subscriptions.id, reason: subscriptions.cancelReason, cancelledAt: subscriptions.cancelledAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "cancelled"),
        gte(subscriptions.cancelledAt, new Date(now().getTime() - 30 * 86_400_000)),
      ),
    )
    .orderBy(desc(subscriptions.cancelledAt));
  return {
    active: active.length,
    monthlyRecurringCents: active.reduce((sum, s) => sum + monthlyCents(renewalTotalCents(s), s.frequencyWeeks), 0),
    dueIn7Days: active.filter((s) => s.nextRenewalOn >= today && s.nextRenewalOn <= weekAhead).length,
    cancelledIn30Days: cancellations.length,
    reasons: cancellations.filter((c) => c.reason).map((c) => ({ id: c.id, reason: c.reason! })),
  };
}

export async function listSubscriptions(
  db: DbOrTx,
  { status, q, page }: { status?: SubscriptionRow["status"]; q?: string; page: number },
) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(subscriptions.status, status));
  const search = q?.trim().slice(0, 100);
  if (search) {
    const sameNumber = sql`upper(${orders.number}) = ${search.toUpperCase()}`;
    // An order number finds the subscription it started or renewed; anything else searches emails.
    const byNumber = db
      .select({ id: subscriptionRenewals.subscriptionId })
      .from(subscriptionRenewals)
      .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(sameNumber);
    const originByNumber = db.select({ id: orders.id }).from(orders).where(sameNumber);
    conditions.push(
      or(
        ilike(subscriptions.email, `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        inArray(subscriptions.id, byNumber),
        inArray(subscriptions.originOrderId, originByNumber),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(subscriptions).where(where),
    db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status),
  ]);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<
    Record<SubscriptionRow["status"], number>
  >;
  return { rows, total, counts, page, pageSize: ADMIN_PAGE_SIZE };
}
