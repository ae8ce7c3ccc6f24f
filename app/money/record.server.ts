// The money record's one writer. Every movement of money or value is written here, once, in the
// transaction of the change that causes it: the entry (its key makes a retry write nothing) and
// the hour's sum it adds to (app/money/sums.server.ts reads those). Entries are never edited; a
// correction is a new entry. The record imports no domain: the domains call it.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { moneyEntries, moneySums } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import type { CommissionStatusFrom, MoneyKind, MoneyMethod } from "~/db/money-kinds";

export interface MoneyEntry {
  /** Unique per movement, e.g. `order:<id>:shipping`: the same movement retried is written once. */
  key: string;
  kind: MoneyKind;
  amountCents: number;
  /** When it happened; now by default. */
  at?: Date;
  orderId?: string | null;
  method?: MoneyMethod | null;
  bags?: number | null;
  reference?: string | null;
  note?: string | null;
  creatorId?: number | null;
  /** A commission reversed: the status it came off. */
  statusFrom?: CommissionStatusFrom | null;
  actor: string;
}

/**
 * Writes the entries not written before (by key) and adds them to their hours' sums. Entries of
 * zero cents are left out unless they carry bags. Returns the keys written now.
 */
export async function recordMoney(tx: DbOrTx, entries: MoneyEntry[]): Promise<string[]> {
  const rows = entries
    .filter((e) => e.amountCents !== 0 || (e.bags ?? 0) !== 0)
    .map((e) => {
      if (!Number.isSafeInteger(e.amountCents)) throw new Error(`money entry ${e.key}: cents must be an integer`);
      return {
        key: e.key,
        kind: e.kind,
        amountCents: e.amountCents,
        at: e.at ?? now(),
        orderId: e.orderId ?? null,
        method: e.method ?? null,
        bags: e.bags ?? null,
        reference: e.reference ?? null,
        note: e.note ?? null,
        creatorId: e.creatorId ?? null,
        statusFrom: e.statusFrom ?? null,
        actor: e.actor,
      };
    });
  if (rows.length === 0) return [];
  const written = await tx
    .insert(moneyEntries)
    .values(rows)
    .onConflictDoNothing({ target: moneyEntries.key })
    .returning({
      key: moneyEntries.key,
      at: moneyEntries.at,
      kind: moneyEntries.kind,
      method: moneyEntries.method,
      amountCents: moneyEntries.amountCents,
    });
  if (written.length === 0) return [];
  // One row per hour, kind and method (an insert may not touch one sums row twice).
  const sums = new Map<string, { hour: Date; kind: string; method: string; cents: number; entries: number }>();
  for (const w of written) {
    const hour = new Date(Math.floor(w.at.getTime() / 3_600_000) * 3_600_000);
    const method = w.method ?? "";
    const id = `${hour.toISOString()}|${w.kind}|${method}`;
    const sum = sums.get(id) ?? { hour, kind: w.kind, method, cents: 0, entries: 0 };
    sum.cents += w.amountCents;
    sum.entries += 1;
    sums.set(id, sum);
  }
  await tx
    .insert(moneySums)
    .values([...sums.values()])
    .onConflictDoUpdate({
      target: [moneySums.hour, moneySums.kind, moneySums.method],
      set: {
        cents: sql`${moneySums.cents} + excluded.cents`,
        entries: sql`${moneySums.entries} + excluded.entries`,
      },
    });
  return written.map((w) => w.key);
}
