// Importing the brand's existing reviews from Judge.me's or Yotpo's CSV export. Each review keeps
// its source; it is "verified" only where the source's own column says so; a review already
// imported (the source's id, or the same reviewer, date and text) is refused; every refused row
// is reported with its line and why. Imported reviews are published, unless they carry a link or
// look like spam: those wait in the queue for the operator.
import { createHash } from "node:crypto";
import { recordAudit } from "~/audit/audit.server";
import { PRODUCT_ID } from "~/content/product";
import { reviewImportErrors as e, reviewLimits as limits } from "~/content/reviews";
import type { Db } from "~/db/types";
import { reviews } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { parseCsv } from "./csv-parse";
import { reviewFlags } from "./flags";

export type ImportSource = "judge.me" | "yotpo" | "sample";

/** The export's columns each field is read from (headers compared lower-case, spaces as _). */
const COLUMNS = {
  "judge.me": {
    id: ["id", "review_id"],
    rating: ["rating"],
    title: ["title"],
    body: ["body"],
    name: ["reviewer_name"],
    email: ["reviewer_email"],
    date: ["review_date"],
    reply: ["reply"],
    verified: ["verified", "verified_buyer", "verified_purchase"],
    hidden: ["curated"],
  },
  yotpo: {
    id: ["review_id", "id"],
    rating: ["review_score"],
    title: ["review_title"],
    body: ["review_content"],
    name: ["display_name", "reviewer_display_name"],
    email: ["email", "reviewer_email"],
    date: ["date", "review_creation_date"],
    reply: ["comment_content", "published_comment_content"],
    verified: ["verified_buyer", "verified_purchase"],
    hidden: ["published"],
  },
} as const;
type Field = keyof (typeof COLUMNS)["yotpo"];

/** Which export this is, by its header. */
export function detectSource(header: string[]): "judge.me" | "yotpo" | null {
  if (header.includes("body") && header.includes("reviewer_name")) return "judge.me";
  if (header.includes("review_content") && header.includes("review_score")) return "yotpo";
  return null;
}

const YES = new Set(["true", "yes", "y", "1", "verified", "verified buyer", "verified_buyer"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_IMPORT_ROWS = 5000;

export interface ImportRow {
  line: number;
  key: string;
  rating: number;
  title: string;
  body: string;
  displayName: string;
  email: string | null;
  verified: boolean;
  reply: string | null;
  createdAt: Date;
}

export interface ImportReport {
  source: ImportSource | null;
  imported: number;
  refused: Array<{ line: number; reason: string }>;
}

/** One row read and checked, or the reason it is refused. */
function readRow(line: number, get: (field: Field) => string): ImportRow | { line: number; reason: string } {
  const rating = get("rating");
  if (!/^[1-5](?:\.0+)?$/.test(rating)) return { line, reason: e.rating };
  const displayName = get("name");
  if (!displayName) return { line, reason: e.name };
  if (displayName.length > limits.nameMax) return { line, reason: e.nameTooLong };
  const body = get("body");
  if (!body) return { line, reason: e.body };
  if (body.length > limits.bodyMax) return { line, reason: e.bodyTooLong };
  const title =
    get("title") ||
    body
      .split(/[.!?\n]/)[0]!
      .slice(0, limits.titleMax)
      .trim();
  if (title.length > limits.titleMax) return { line, reason: e.titleTooLong };
  const reply = get("reply") || null;
  if (reply && reply.length > limits.replyMax) return { line, reason: e.replyTooLong };
  const email = get("email").toLowerCase() || null;
  if (email && (email.length > 254 || !EMAIL.test(email))) return { line, reason: e.email };
  const dateText = get("date");
  const createdAt = dateText ? new Date(dateText) : null;
  if (!createdAt || Number.isNaN(createdAt.getTime()) || createdAt > now() || createdAt.getFullYear() < 2000)
    return { line, reason: e.date };
  const id = get("id");
  const key = id
    ? `id:${id}`
    : `sha256:${createHash("sha256")
        .update(JSON.stringify([displayName, email, createdAt.toISOString(), title, body]))
        .digest("hex")}`;
  return {
    line,
    key,
    rating: Number(rating),
    title,
    body,
    displayName,
    email,
    verified: YES.has(get("verified").toLowerCase()),
    reply,
    createdAt,
  };
}

/** Reads an export; rows that cannot be imported are in `refused`, nothing is written. */
export function readReviewCsv(text: string): {
  source: "judge.me" | "yotpo" | null;
  rows: ImportRow[];
  refused: ImportReport["refused"];
} {
  const [head, ...body] = parseCsv(text);
  const header = (head?.cells ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, "_"));
  const source = detectSource(header);
  if (!source) return { source, rows: [], refused: [{ line: 1, reason: e.unknownFormat }] };
  if (body.length > MAX_IMPORT_ROWS) return { source, rows: [], refused: [{ line: 1, reason: e.tooMany }] };
  const columns = COLUMNS[source];
  const rows: ImportRow[] = [];
  const refused: ImportReport["refused"] = [];
  for (const { line, cells } of body) {
    const get = (field: Field) => {
      const at = columns[field].map((name) => header.indexOf(name)).find((i) => i >= 0);
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    // A review the source hid (Judge.me "spam", Yotpo unpublished) is not the brand's to publish.
    const hidden = get("hidden").toLowerCase();
    if (hidden === "spam" || hidden === "false" || hidden === "no") {
      refused.push({ line, reason: e.hidden });
      continue;
    }
    const row = readRow(line, get);
    if ("reason" in row) refused.push(row);
    else rows.push(row);
  }
  return { source, rows, refused };
}

/** Writes checked rows for `source`; a row already imported (same key) is refused as a duplicate. */
export async function importReviewRows(
  db: Db,
  source: ImportSource,
  rows: ImportRow[],
  actor: string,
  productId = PRODUCT_ID,
): Promise<{ imported: number; refused: ImportReport["refused"] }> {
  const refused: ImportReport["refused"] = [];
  let imported = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const flags = reviewFlags(row);
      const [inserted] = await tx
        .insert(reviews)
        .values({
          productId,
          importSource: source,
          importKey: row.key,
          rating: row.rating,
          title: row.title,
          body: row.body,
          displayName: row.displayName,
          email: row.email,
          verified: row.verified,
          status: flags.length ? "pending" : "approved",
          flags,
          reply: row.reply,
          repliedAt: row.reply ? row.createdAt : null,
          createdAt: row.createdAt,
          moderatedAt: flags.length ? null : now(),
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (inserted) imported++;
      else refused.push({ line: row.line, reason: e.duplicate });
    }
    if (imported > 0)
      await recordAudit(tx, {
        actor,
        action: "reviews.imported",
        target: `import:${source}`,
        detail: { imported, refused: refused.length },
      });
  });
  if (imported > 0) sharedPagesChanged();
  return { imported, refused };
}

/** The console's import: read, check, write; the report lists every refused row by line. */
export async function importReviewCsv(db: Db, text: string, actor: string): Promise<ImportReport> {
  const { source, rows, refused } = readReviewCsv(text);
  if (!source) return { source, imported: 0, refused };
  const written = await importReviewRows(db, source, rows, actor);
  return {
    source,
    imported: written.imported,
    refused: [...refused, ...written.refused].sort((a, b) => a.line - b.line),
  };
}
