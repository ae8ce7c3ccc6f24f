// The brand's own dated statements: figures nobody can read from the ledger or the chain (holders,
// and the market's figures when no price API answers). Shown as the brand's, with their date.
import { sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { marketStats } from "~/content/tokenomics";
import type { DbOrTx } from "~/db/types";
import { protocolStatements } from "~/db/schema";

import { STATEMENT_KEYS, type StatementKey } from "./statement-keys";

export { STATEMENT_KEYS, type StatementKey };

export interface Statement {
  value: string;
  /** YYYY-MM-DD. */
  asOf: string;
}
export type Statements = Partial<Record<StatementKey, Statement>>;

/** Until the brand states its own, the figures the page launched with, dated as they were. */
const LAUNCH_STATEMENTS: Statements = {
  market_cap: { value: marketStats.stats[0].value, asOf: marketStats.asOf },
  holders: { value: marketStats.stats[1].value, asOf: marketStats.asOf },
  volume_24h: { value: marketStats.stats[2].value, asOf: marketStats.asOf },
  change_24h: { value: marketStats.change24h, asOf: marketStats.asOf },
};

export async function getStatements(db: DbOrTx): Promise<Statements> {
  const stated = await db.select().from(protocolStatements);
  const result: Statements = { ...LAUNCH_STATEMENTS };
  for (const row of stated) {
    const key = STATEMENT_KEYS.find((k) => k === row.key);
    if (key) result[key] = row.value ? { value: row.value, asOf: row.asOf } : undefined;
  }
  return result;
}

/** Sets (or, with an empty value, withdraws) the brand's statements, all dated `asOf`. */
export async function saveStatements(
  db: DbOrTx,
  values: Partial<Record<StatementKey, string>>,
  asOf: string,
  actor: string,
) {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined) as Array<[StatementKey, string]>;
  for (const [key, value] of entries) {
    await db
      .insert(protocolStatements)
      .values({ key, value, asOf, updatedBy: actor })
      .onConflictDoUpdate({
        target: protocolStatements.key,
        set: { value, asOf, updatedBy: actor, updatedAt: sql`now()` },
      });
  }
  await recordAudit(db, {
    actor,
    action: "protocol.statements",
    target: "protocol:statements",
    detail: { asOf, ...values },
  });
}
