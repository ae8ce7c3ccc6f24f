// The audit log: who did what to which record, and when. Written in the same
// transaction as the change it describes.
import { desc } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { auditLog } from "~/db/schema";

export interface AuditEntry {
  /** A wallet address, or "system:<name>" for background work (e.g. the payment check). */
  actor: string;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

export async function listAudit(db: DbOrTx, { limit = 50, offset = 0 } = {}) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
}
