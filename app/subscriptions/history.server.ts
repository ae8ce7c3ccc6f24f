// A subscription's history: every change, by whom, in the same transaction as the change. Each
// entry also goes to the store's audit log, so /admin/audit shows subscriptions beside orders.
import { recordAudit } from "~/audit/audit.server";
import type { DbOrTx } from "~/db/types";
import { subscriptionEvents } from "~/db/schema";

/** The store's own work (renewals, reminders, expiries). */
export const SUBSCRIPTIONS_ACTOR = "system:subscriptions";

export async function recordSubscriptionEvent(
  db: DbOrTx,
  entry: { subscriptionId: string; actor: string; action: string; detail?: Record<string, unknown> },
): Promise<number> {
  const detail = entry.detail ?? {};
  const [row] = await db
    .insert(subscriptionEvents)
    .values({ subscriptionId: entry.subscriptionId, actor: entry.actor, action: entry.action, detail })
    .returning({ id: subscriptionEvents.id });
  await recordAudit(db, {
    actor: entry.actor,
    action: `subscription.${entry.action}`,
    target: `subscription:${entry.subscriptionId}`,
    detail,
  });
  return row!.id;
}
