// `npm run backup` and `npm run restore -- FILE` (docs/deploy.md, decision 0031).
//
// backup, PGlite: with the store stopped, opens the data folder and writes one backup. With the
// store running (it holds the folder: one process per PGlite folder), asks that process for one
// with SIGUSR2 and waits for the file to appear. PostgreSQL: the database's own pg_dump.
// restore, PGlite: into PGLITE_DIR, which must be empty (the store stopped). PostgreSQL: pg_restore
// into the empty database DATABASE_URL names.
import path from "node:path";
import pg from "pg";
import { DataDirLockedError } from "~/db/lock.server";
import { openDatabase } from "~/db/client.server";
import { getEnv } from "~/utils/env.server";
import { BackupError, backupPostgres, listBackups, restorePglite, restorePostgres } from "./backup.server";
import { backUpNow } from "./backup-job.server";

const [command, file] = process.argv.slice(2);
const env = getEnv();

async function backup() {
  if (env.DATABASE_URL) {
    const written = await backupPostgres(env.DATABASE_URL, env.BACKUP_DIR, { keep: env.BACKUP_KEEP });
    console.log(`backup written: ${written}`);
    return;
  }
  let database;
  try {
    database = await openDatabase({ url: env.PGLITE_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await askRunningStore(error.pid);
    return;
  }
  try {
    console.log(`backup written: ${await backUpNow(database.db)}`);
  } finally {
    await database.close();
  }
}

/** The running store takes the backup (SIGUSR2, server/index.ts); this waits for the file. */
async function askRunningStore(pid: number) {
  const before = new Set(listBackups(env.BACKUP_DIR).map((b) => b.file));
  process.kill(pid, "SIGUSR2");
  console.log(`The store (pid ${pid}) holds ${path.resolve(env.PGLITE_DIR)}: it is taking the backup…`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const written = listBackups(env.BACKUP_DIR).find((b) => !before.has(b.file));
    if (written) return void console.log(`backup written: ${written.file}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new BackupError(`No backup appeared in ${path.resolve(env.BACKUP_DIR)} within 2 minutes: see the store's log.`);
}

async function restore() {
  if (!file) throw new BackupError("usage: npm run restore -- FILE");
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
    try {
      const { rows } = await pool.query<{ n: string }>(
        "select count(*)::text as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      await restorePostgres(file, env.DATABASE_URL, Number(rows[0]!.n));
    } finally {
      await pool.end();
    }
  } else {
    await restorePglite(file, env.PGLITE_DIR);
  }
  console.log(`restored ${file} into ${env.DATABASE_URL ? "DATABASE_URL" : path.resolve(env.PGLITE_DIR)}`);
}

try {
  if (command === "backup") await backup();
  else if (command === "restore") await restore();
  else throw new BackupError("usage: npm run backup | npm run restore -- FILE");
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
