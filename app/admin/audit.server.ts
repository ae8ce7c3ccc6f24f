import { count, desc, eq } from "drizzle-orm";
import { adminPageSize } from "~/content/admin";
import type { DbOrTx } from "~/db/types";
import { auditLog, orders } from "~/db/schema";

/** One page of the audit log, newest first; entries about an order carry its number. */
export async function listAuditPage(db: DbOrTx, page: number) {
  const pageSize = adminPageSize.audit;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actor: auditLog.actor,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
        orderNumber: orders.number,
      })
      .from(auditLog)
      .leftJoin(orders, eq(orders.id, auditLog.target))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows, total, page, pageSize };
}
