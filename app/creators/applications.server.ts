// Stored creator applications: one per email (lower-cased, unique index), reviewed by the operator.
import { and, count, desc, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db, DbOrTx } from "~/db/types";
import { creatorApplications } from "~/db/schema";
import type { Application } from "./application-schema";
import { createCreator } from "./creators.server";

export type ApplicationStatus = (typeof creatorApplications.$inferSelect)["status"];
export type StoredApplication = typeof creatorApplications.$inferSelect;

/** Stores an application; "duplicate" when that email already applied (the unique index decides, so two at once cannot both land). */
export async function storeApplication(
  db: DbOrTx,
  application: Application,
): Promise<{ ok: true; id: number } | { ok: false; reason: "duplicate" }> {
  const [row] = await db
    .insert(creatorApplications)
    .values({
      name: application.name,
      email: application.email.toLowerCase(),
      platform: application.platform,
      handle: application.handle,
      followers: application.followers,
      links: application.links,
      why: application.why,
      solanaAddress: application.solanaAddress,
      consent: application.consent,
    })
    .onConflictDoNothing({ target: creatorApplications.email })
    .returning({ id: creatorApplications.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "duplicate" };
}

export async function listApplications(
  db: DbOrTx,
  { status, limit, offset }: { status?: ApplicationStatus; limit: number; offset: number },
) {
  const where = status ? eq(creatorApplications.status, status) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select()
      .from(creatorApplications)
      .where(where)
      .orderBy(desc(creatorApplications.createdAt), desc(creatorApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(creatorApplications).where(where),
    db
      .select({ status: creatorApplications.status, n: count() })
      .from(creatorApplications)
      .groupBy(creatorApplications.status),
  ]);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<Record<ApplicationStatus, number>>;
  return { rows, total, counts };
}

export type ReviewResult =
  | { ok: true; status: ApplicationStatus }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "already_reviewed"; status: ApplicationStatus };

/** Approves or rejects a pending application, with the operator's note, audited in the same transaction. */
export async function reviewApplication(
  db: Db,
  id: number,
  decision: "approved" | "rejected",
  { actor, note }: { actor: string; note: string | null },
): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(creatorApplications)
      .set({ status: decision, reviewNote: note, reviewedBy: actor, reviewedAt: new Date() })
      .where(and(eq(creatorApplications.id, id), eq(creatorApplications.status, "pending")))
      .returning();
    if (!updated) {
      const [existing] = await tx
        .select({ status: creatorApplications.status })
        .from(creatorApplications)
        .where(eq(creatorApplications.id, id));
      return existing
        ? ({ ok: false, reason: "already_reviewed", status: existing.status } as const)
        : ({ ok: false, reason: "not_found" } as const);
    }
    await recordAudit(tx, {
      actor,
      action: decision === "approved" ? "application.approved" : "application.rejected",
      target: `application:${id}`,
      detail: { email: updated.email, ...(note ? { note } : {}) },
    });
    // Approval makes the creator: code, link, rates and the welcome email, in this transaction.
    if (decision === "approved") await createCreator(tx, updated, actor);
    return { ok: true, status: decision } as const;
  });
}
