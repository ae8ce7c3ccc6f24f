// Creators: made when the operator approves an application (in the approval's transaction), with a
// unique code, the default rates and a welcome email; changed by the operator, every change audited.
import { eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { CREATOR_CODE_PATTERN, creatorEmails } from "~/content/creator-program";
import type { DbOrTx } from "~/db/types";
import { creatorApplications, creators, discountCodes } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { absoluteUrl } from "~/utils/links.server";

export type CreatorRow = typeof creators.$inferSelect;

/** Codes are compared without case: stored and looked up upper-cased. */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

/** A code from the applicant's handle (or name): its letters and digits, at most 12. */
export function codeBase(handle: string, name: string): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  const base = (clean(handle) || clean(name)).slice(0, 12);
  return base.length >= 3 ? base : `NAVA${base}`;
}

export const creatorLinkPath = (code: string) => `/r/${encodeURIComponent(code)}`;

export async function creatorByCode(db: DbOrTx, raw: string): Promise<CreatorRow | undefined> {
  const code = normalizeCode(raw);
  if (!CREATOR_CODE_PATTERN.test(code)) return undefined;
  const [creator] = await db.select().from(creators).where(eq(creators.code, code));
  return creator;
}

/** Makes the creator of an approved application; returns the existing one if it was made already. */
export async function createCreator(
  tx: DbOrTx,
  application: typeof creatorApplications.$inferSelect,
  actor: string,
): Promise<CreatorRow> {
  const [existing] = await tx.select().from(creators).where(eq(creators.applicationId, application.id));
  if (existing) return existing;
  const base = codeBase(application.handle, application.name);
  const candidates = [base, ...Array.from({ length: 50 }, (_, i) => `${base}${i + 2}`)];
  // A store discount code is taken too: checkout looks at store codes first (app/discounts).
  const taken = new Set(
    [
      ...(await tx.select({ code: creators.code }).from(creators).where(inArray(creators.code, candidates))),
      ...(await tx
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(inArray(discountCodes.code, candidates))),
    ].map((r) => r.code),
  );
  const code = candidates.find((c) => !taken.has(c)) ?? `${base}${application.id}`;
  const [creator] = await tx
    .insert(creators)
    .values({
      applicationId: application.id,
      name: application.name,
      email: application.email.toLowerCase(),
      wallet: application.solanaAddress,
      code,
    })
    .returning();
  await recordAudit(tx, {
    actor,
    action: "creator.created",
    target: `creator:${creator!.id}`,
    detail: { code, commissionBps: creator!.commissionBps, discountBps: creator!.discountBps },
  });
  await queueEmail(tx, {
    to: creator!.email,
    kind: "creator.welcome",
    key: `creator-welcome:${creator!.id}`,
    ...creatorEmails.welcome({
      name: creator!.name,
      code,
      linkUrl: absoluteUrl(creatorLinkPath(code)),
      dashboardUrl: absoluteUrl("/creator"),
      wallet: creator!.wallet,
    }),
  });
  return creator!;
}

export interface CreatorChange {
  code: string;
  commissionBps: number;
  discountBps: number;
  active: boolean;
}

/** The operator's change to a creator: "code_taken" when another creator or a store discount code holds the code. */
export async function updateCreator(
  tx: DbOrTx,
  id: number,
  change: CreatorChange,
  actor: string,
): Promise<"ok" | "not_found" | "code_taken"> {
  const [before] = await tx.select().from(creators).where(eq(creators.id, id)).for("update");
  if (!before) return "not_found";
  const [holder] = await tx.select({ id: creators.id }).from(creators).where(eq(creators.code, change.code));
  if (holder && holder.id !== id) return "code_taken";
  const [storeCode] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, change.code));
  if (storeCode) return "code_taken";
  await tx
    .update(creators)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(creators.id, id));
  const changed = Object.fromEntries(
    (Object.keys(change) as (keyof CreatorChange)[])
      .filter((k) => before[k] !== change[k])
      .map((k) => [k, { from: before[k], to: change[k] }]),
  );
  if (Object.keys(changed).length > 0)
    await recordAudit(tx, { actor, action: "creator.updated", target: `creator:${id}`, detail: changed });
  return "ok";
}
