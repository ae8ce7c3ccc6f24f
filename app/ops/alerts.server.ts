// Alerts the store sends itself: one row per problem (operator_alerts), open until it clears. The
// operator (OPERATOR_EMAIL) is emailed once when a problem opens, not again while it lasts, and
// again only after it cleared and came back. A problem some other part of the store already
// emails about is recorded as told, so nobody gets the same news twice (docs/deploy.md, Alerts).
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { operatorAlerts } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";

export interface AlertMessage {
  subject: string;
  text: string;
  /** What was seen, in a line, for the console. */
  detail: string;
  /** The email's kind in the outbox (default `alert.` and the key's first part). */
  kind?: string;
}

/**
 * The problem `key` is there now. Opens it (or reopens it after it cleared) and emails the
 * operator once; while it stays open only its detail is kept up to date. `toldAt`: another part
 * of the store already told the operator at that time, so no email goes from here.
 * Returns true when an email was queued.
 */
export async function raiseAlert(
  db: DbOrTx,
  key: string,
  message: AlertMessage,
  { toldAt }: { toldAt?: Date } = {},
): Promise<boolean> {
  const at = now();
  await db
    .insert(operatorAlerts)
    .values({ key, since: at, detail: message.detail, notifiedAt: toldAt ?? null, updatedAt: at })
    .onConflictDoUpdate({
      target: operatorAlerts.key,
      set: {
        since: sql`case when ${operatorAlerts.clearedAt} is null then ${operatorAlerts.since} else excluded.since end`,
        notifiedAt: sql`case when ${operatorAlerts.clearedAt} is null then coalesce(${operatorAlerts.notifiedAt}, excluded.notified_at) else excluded.notified_at end`,
        clearedAt: null,
        detail: message.detail,
        updatedAt: at,
      },
    });
  const to = getEnv().OPERATOR_EMAIL;
  if (!to) return false;
  // Claimed by one process only: the one whose update finds it not yet told.
  const [claimed] = await db
    .update(operatorAlerts)
    .set({ notifiedAt: at })
    .where(and(eq(operatorAlerts.key, key), isNull(operatorAlerts.clearedAt), isNull(operatorAlerts.notifiedAt)))
    .returning({ since: operatorAlerts.since });
  if (!claimed) return false;
  return queueEmail(db, {
    to,
    kind: message.kind ?? `alert.${key.split(":")[0]}`,
    key: `alert:${key}:${claimed.since.toISOString()}`,
    subject: message.subject,
    text: message.text,
  });
}

/** The problem `key` is gone: the next time it appears, the operator is told again. */
export async function clearAlert(db: DbOrTx, key: string): Promise<void> {
  const at = now();
  await db
    .update(operatorAlerts)
    .set({ clearedAt: at, updatedAt: at })
    .where(and(eq(operatorAlerts.key, key), isNull(operatorAlerts.clearedAt)));
}

/** Clears every open problem whose key starts with `prefix` and is not in `still`. */
export async function clearAlertsExcept(db: DbOrTx, prefix: string, still: string[]): Promise<void> {
  const open = await db
    .select({ key: operatorAlerts.key })
    .from(operatorAlerts)
    .where(and(sql`${operatorAlerts.key} like ${`${prefix}%`}`, isNull(operatorAlerts.clearedAt)));
  for (const { key } of open) if (!still.includes(key)) await clearAlert(db, key);
}

/** The open problems, oldest first, and where alerts go (null: OPERATOR_EMAIL unset, none sent). */
export async function openAlerts(db: DbOrTx) {
  const rows = await db
    .select()
    .from(operatorAlerts)
    .where(isNull(operatorAlerts.clearedAt))
    .orderBy(asc(operatorAlerts.since));
  return { to: getEnv().OPERATOR_EMAIL ?? null, open: rows };
}

/** Whether a problem is open now (for tests and the console). */
export async function isAlertOpen(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: operatorAlerts.key })
    .from(operatorAlerts)
    .where(and(eq(operatorAlerts.key, key), isNull(operatorAlerts.clearedAt), isNotNull(operatorAlerts.since)));
  return Boolean(row);
}
