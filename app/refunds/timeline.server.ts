// The order timeline's refund steps: the request and every later step (approved, declined with its
// reason, waiting for funds, sent with its signature), read from the audit log the steps write.
import { and, asc, eq, inArray } from "drizzle-orm";
import { refundTimelineCopy as t } from "~/content/refunds";
import type { DbOrTx } from "~/db/types";
import { auditLog } from "~/db/schema";
import { explorerTxUrl } from "~/utils/explorer.server";
import { formatCents } from "~/utils/money";

export type RefundStep = { id: number; label: string; on: string; url: string | null; signature: string | null };

const ACTIONS = [
  "refund.requested",
  "refund.waiting_funds",
  "refund.approved",
  "refund.declined",
  "refund.sent_on_chain",
  "refund.transfer_failed",
  "payment.returned",
];

function label(action: string, detail: Record<string, unknown>): string | null {
  const cents = (key: string) => formatCents(Number(detail[key] ?? 0));
  switch (action) {
    case "refund.requested":
      return t.requested(cents("askedCents"));
    case "refund.waiting_funds":
      return t.waitingFunds(cents("approvedCents"));
    case "refund.approved":
      return t.approved(cents("approvedCents"));
    case "refund.declined":
      return t.declined(String(detail.reason ?? ""));
    case "refund.sent_on_chain":
      return t.sent;
    case "refund.transfer_failed":
      return t.failed;
    case "payment.returned":
      return t.returned;
    default:
      return null;
  }
}

export async function refundSteps(db: DbOrTx, orderId: string, day: (d: Date) => string): Promise<RefundStep[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, orderId), inArray(auditLog.action, ACTIONS)))
    .orderBy(asc(auditLog.id));
  return rows.flatMap((row) => {
    const text = label(row.action, row.detail);
    if (!text) return [];
    const signature = typeof row.detail.signature === "string" ? row.detail.signature : null;
    return [
      { id: row.id, label: text, on: day(row.createdAt), signature, url: signature ? explorerTxUrl(signature) : null },
    ];
  });
}
