// Email to the store's operator (OPERATOR_EMAIL): queued like any other message, or not at all
// where OPERATOR_EMAIL is unset (the console says so: app/admin/OperatorEmailNotice.tsx).
import type { DbOrTx } from "~/db/types";
import { getEnv } from "~/utils/env.server";
import { type EmailMessage, queueEmail } from "./outbox.server";

/** Where operator email goes; null where OPERATOR_EMAIL is unset. */
export function operatorAddress(): string | null {
  return getEnv().OPERATOR_EMAIL ?? null;
}

/** Queues a message to the operator; false where OPERATOR_EMAIL is unset or the key was queued before. */
export async function queueOperatorEmail(db: DbOrTx, message: Omit<EmailMessage, "to">): Promise<boolean> {
  const to = operatorAddress();
  if (!to) return false;
  return queueEmail(db, { ...message, to });
}
