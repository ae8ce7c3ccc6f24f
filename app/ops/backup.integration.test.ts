// Backups that restore (issue 50, items 1 and 2). A store filled through its own actions (orders,
// payments, subscriptions, NPX, refunds) is backed up while orders keep being placed; the backup
// restores into a fresh folder whole and consistent, and one taken at rest gives back every table
// row for row. A backup killed halfway leaves the last good one; a damaged file or a folder that
// holds data is refused with a clear message and nothing changes. On PostgreSQL (DATABASE_URL),
// the same restore with the database's own pg_dump / pg_restore.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import type { Db } from "~/db/types";
import { transitionOrder } from "~/orders/lifecycle.server";
import "~/flows/order-events.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import {
  backupPglite,
  backupPostgres,
  BackupError,
  listBackups,
  readPgliteBackup,
  restorePglite,
  restorePostgres,
} from "./backup.server";
import { pgliteOf } from "./backup-job.server";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "nava-backup-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** Every table of the store (and the migrations' own), each as its row count and a hash of its rows. */
async function tablesOf(client: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await client.query<{ s: string; t: string }>(
    "select table_schema as s, table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const result: Record<string, string> = {};
  for (const { s, t } of tables) {
    const { rows } = await client.query<{ n: string; h: string }>(
      `select count(*)::text as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${s}"."${t}" r`,
    );
    result[`${s}.${t}`] = `${rows[0]!.n} ${rows[0]!.h}`;
  }
  return result;
}

/** A paid order, as the store's own lifecycle moves it (money record, NPX ledger, listeners). */
async function paidOrder(db: Db, n: number) {
  const id = randomUUID();
  await insertTestOrder(db, { id, wallet: n % 2 ? "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" : null });
  await transitionOrder(db, id, "paid", { actor: "test" });
  return id;
}

/** Orders, payments, subscriptions with their NPX, refunds and cancellations. */
async function fill(db: Db) {
  for (let n = 0; n < 6; n++) await startTestSubscription(db, { id: randomUUID(), wallet: null });
  const paid: string[] = [];
  for (let n = 0; n < 12; n++) paid.push(await paidOrder(db, n));
  for (const id of paid.slice(0, 3)) await transitionOrder(db, id, "refunded", { actor: "test" });
  for (let n = 0; n < 3; n++) {
    const id = randomUUID();
    await insertTestOrder(db, { id });
    await transitionOrder(db, id, "cancelled", { actor: "test" });
  }
}

const openStores: Database[] = [];
afterAll(async () => {
  for (const store of openStores) await store.close().catch(() => undefined);
});

async function storeIn(dir: string) {
  const store = await openDatabase({ url: dir });
  openStores.push(store);
  return store;
}

const close = async (store: Database) => {
  await store.close();
  openStores.splice(openStores.indexOf(store), 1);
};

describe.skipIf(!!process.env.DATABASE_URL)("backups of the embedded database", () => {
  const source = path.join(work, "source");
  const backups = path.join(work, "backups");
  let store: Database;
  let client: PGlite;

  it("backs up while orders are placed, and the restore holds a consistent moment", async () => {
    store = await storeIn(source);
    client = pgliteOf(store.db)!;
    await fill(store.db);
    const before = await store.db.execute("select count(*)::int as n from orders");
    expect((before as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(20);

    // Orders keep being placed and paid, one after another, while the backup runs.
    let placing = true;
    const acknowledged: string[] = [];
    const buyers = (async () => {
      let n = 0;
      while (placing) {
        acknowledged.push(await paidOrder(store.db, n++));
        // As requests arrive: between two orders the event loop turns (PGlite answers in microtasks).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const atStart = acknowledged.length;
    const file = await backupPglite(client, backups, { keep: 3 });
    const atEnd = acknowledged.length;
    // Orders went on while the backup ran, and go on after it (the dump's transaction was ended).
    expect(atEnd).toBeGreaterThan(atStart);
    while (acknowledged.length < atEnd + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    placing = false;
    await buyers;

    const restoredDir = path.join(work, "restored-under-load");
    await restorePglite(file, restoredDir);
    const restored = await storeIn(restoredDir);
    const rows = (await restored.db.execute("select id, status from orders")) as unknown as {
      rows: { id: string; status: string }[];
    };
    const ids = new Set(rows.rows.map((r) => r.id));
    // Every order acknowledged before the backup began is there; none past its end.
    for (const id of acknowledged.slice(0, atStart)) expect(ids.has(id)).toBe(true);
    for (const id of acknowledged.slice(atEnd + 1)) expect(ids.has(id)).toBe(false);
    // Whole, not half: each order paid in the backup has its NPX and its money record.
    const orphans = (await restored.db.execute(
      "select count(*)::int as n from orders o where o.status = 'paid' and o.wallet is not null and not exists (select 1 from reward_entries l where l.order_id = o.id)",
    )) as unknown as { rows: { n: number }[] };
    expect(orphans.rows[0]!.n).toBe(0);
    await close(restored);
  });

  it("gives back every table row for row, and the restored store takes orders", async () => {
    const file = await backupPglite(client, backups, { keep: 3 });
    const expected = await tablesOf(client);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    const restoredDir = path.join(work, "restored-at-rest");
    await restorePglite(file, restoredDir);
    const restored = await storeIn(restoredDir);
    expect(await tablesOf(pgliteOf(restored.db)!)).toEqual(expected);
    // Sequences came back too: the restored store goes on placing orders.
    await paidOrder(restored.db, 1);
    await close(restored);
  });

  it("refuses a damaged file and a folder that holds data, and changes nothing", async () => {
    const [good] = listBackups(backups);
    const cut = path.join(work, "cut.sql.gz");
    const bytes = fs.readFileSync(good!.file);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const changed = path.join(work, "changed.sql.gz");
    const text = zlib.gunzipSync(bytes).toString("utf8");
    fs.writeFileSync(changed, zlib.gzipSync(text.replace("INSERT INTO public.orders", "INSERT INTO public.order")));

    const target = path.join(work, "never-written");
    await expect(restorePglite(cut, target)).rejects.toThrow(/is damaged: it cannot be unpacked/);
    await expect(restorePglite(changed, target)).rejects.toThrow(/is damaged: its contents do not match its checksum/);
    expect(fs.existsSync(path.join(target, "pgdata"))).toBe(false);
    expect(fs.readdirSync(work).filter((name) => name.includes(".restoring-"))).toEqual([]);

    const occupied = path.join(work, "restored-at-rest");
    const inside = fs.readdirSync(path.join(occupied, "pgdata")).length;
    await expect(restorePglite(good!.file, occupied)).rejects.toThrow(/already holds data/);
    expect(fs.readdirSync(path.join(occupied, "pgdata")).length).toBe(inside);
    await expect(readPgliteBackup(good!.file)).resolves.toContain("PostgreSQL database dump");
    expect(BackupError).toBeDefined();
  });

  it("keeps the last good backup when one is killed halfway, and keeps only the newest N", async () => {
    await close(store);
    const good = listBackups(backups)[0]!;
    const goodBytes = fs.readFileSync(good.file);
    const child = spawn(process.execPath, ["--import", "tsx", "app/ops/cli.ts", "backup"], {
      env: { ...process.env, PGLITE_DIR: source, BACKUP_DIR: backups, BACKUP_KEEP: "3", DATABASE_URL: "" },
      stdio: "ignore",
    });
    // Killed once it has begun writing.
    const deadline = Date.now() + 60_000;
    while (!fs.readdirSync(backups).some((name) => name.endsWith(".partial")) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(fs.readdirSync(backups).some((name) => name.endsWith(".partial"))).toBe(true);
    expect(listBackups(backups)[0]!.file).toBe(good.file);
    expect(fs.readFileSync(good.file).equals(goodBytes)).toBe(true);
    await expect(readPgliteBackup(good.file)).resolves.toBeTruthy();

    // The next backup clears the partial file and keeps three.
    store = await storeIn(source);
    await backupPglite(pgliteOf(store.db)!, backups, { keep: 3 });
    await backupPglite(pgliteOf(store.db)!, backups, { keep: 3 });
    expect(fs.readdirSync(backups).filter((name) => name.endsWith(".partial"))).toEqual([]);
    expect(listBackups(backups)).toHaveLength(3);

    // Two at once (the daily job and one asked for by hand): neither clears the other's partial file.
    const both = await Promise.all(
      [Date.UTC(2031, 0, 1), Date.UTC(2031, 0, 2)].map((at) =>
        backupPglite(pgliteOf(store.db)!, backups, { keep: 3, at: new Date(at) }),
      ),
    );
    for (const file of both) await expect(readPgliteBackup(file)).resolves.toContain("PostgreSQL database dump");
    expect(fs.readdirSync(backups).filter((name) => name.endsWith(".partial"))).toEqual([]);
    await close(store);
  });
});

const PG_BIN = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const hasPgTools = fs.existsSync(path.join(PG_BIN, "pg_dump")) && fs.existsSync(path.join(PG_BIN, "pg_restore"));

describe.skipIf(!process.env.DATABASE_URL || !hasPgTools)("backups on PostgreSQL (pg_dump / pg_restore)", () => {
  it("restores into an empty database row for row, and refuses a damaged file or a database with tables", async () => {
    process.env.PG_BIN_DIR = PG_BIN;
    const url = process.env.DATABASE_URL!;
    const store = await storeIn(url);
    await fill(store.db);
    const source = new pg.Pool({ connectionString: url, max: 1 });
    const expected = await tablesOf(source);
    const file = await backupPostgres(url, path.join(work, "pg-backups"), { keep: 2 });

    const name = `${new URL(url).pathname.slice(1)}_restore`;
    await source.query(`drop database if exists "${name}"`);
    await source.query(`create database "${name}"`);
    const targetUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const target = new pg.Pool({ connectionString: targetUrl, max: 1 });
    try {
      const damaged = path.join(work, "damaged.pgdump");
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await expect(restorePostgres(damaged, targetUrl, 0)).rejects.toThrow(
        /could not be restored.*Nothing was changed/s,
      );
      const { rows } = await target.query<{ n: string }>(
        "select count(*)::text as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      expect(rows[0]!.n).toBe("0");
      await restorePostgres(file, targetUrl, 0);
      expect(await tablesOf(target)).toEqual(expected);
      await expect(restorePostgres(file, targetUrl, 40)).rejects.toThrow(/already holds 40 table/);
    } finally {
      await target.end();
      await source.query(`drop database if exists "${name}"`);
      await source.end();
      await close(store);
    }
  });
});
