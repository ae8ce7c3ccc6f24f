// Backups of the embedded database (decision 0031). A backup is PGlite's own pg_dump
// (@electric-sql/pglite-tools) of the whole database as SQL, gzipped, with a last line carrying the
// SHA-256 of everything above it, so a damaged or cut file is recognised before anything is
// touched. It is written to a hidden `.partial` file in the backup folder and renamed when whole:
// a backup killed halfway leaves the last good one as the newest. On PostgreSQL the same two
// commands use the database's own pg_dump / pg_restore (custom format).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "~/db/lock.server";

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const PREFIX = "nava-backup-";
const PGLITE_SUFFIX = ".sql.gz";
const POSTGRES_SUFFIX = ".pgdump";
const PARTIAL = ".partial";
const TRAILER = /\n-- nava backup sha256 ([0-9a-f]{64})\n$/;

export class BackupError extends Error {
  override name = "BackupError";
}

export interface BackupFile {
  file: string;
  takenAt: Date;
  bytes: number;
}

/** The complete backups in `dir`, newest first (partial files are never listed). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && (name.endsWith(PGLITE_SUFFIX) || name.endsWith(POSTGRES_SUFFIX)))
    .map((name) => {
      const file = path.join(dir, name);
      const stat = fs.statSync(file);
      return { file, takenAt: stat.mtime, bytes: stat.size };
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.file.localeCompare(a.file));
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, "-");

/**
 * The whole database as SQL, by PGlite's own pg_dump. pg_dump talks to the database over PGlite's
 * raw protocol, which no lock of PGlite's guards: the dump holds PGlite's transaction lock from
 * start to end, so no query or transaction of the store runs in the middle of it (they wait, for
 * the second or so a small store's dump takes), and the dump is one consistent moment.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  const { rows } = await client.query<{ search_path: string }>("SHOW search_path");
  const searchPath = rows[0]!.search_path;
  const simpleQuery = (text: string) => {
    const body = Buffer.from(`${text}\0`, "utf8");
    const message = Buffer.alloc(5 + body.length);
    message.write("Q", 0, "ascii");
    message.writeInt32BE(4 + body.length, 1);
    body.copy(message, 5);
    return new Uint8Array(message);
  };
  return client._runExclusiveTransaction(async () => {
    // pg_dump ends by leaving its connection, which ends its read-only transaction; PGlite's one
    // connection stays, so the transaction is ended here before anything else runs on it.
    let dumpEnded = false;
    const exec = async (text: string) => {
      if (!dumpEnded) {
        dumpEnded = true;
        await client.execProtocol(simpleQuery("ROLLBACK"), { throwOnError: false });
      }
      await client.execProtocol(simpleQuery(text));
    };
    // What pg_dump uses of a PGlite, without the locks this function already holds.
    const unlocked = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec,
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    try {
      const file = await pgDump({ pg: unlocked, args: ["--no-owner", "--no-privileges"] });
      return await file.text();
    } finally {
      // A dump that failed before its own clean-up leaves no transaction open either.
      if (!dumpEnded) {
        await exec("DEALLOCATE ALL");
        await exec(`SET search_path = ${searchPath}`);
      }
    }
  });
}

/** Partial files this process is writing now: another backup's prune must leave them be. */
const writing = new Set<string>();

/** Removes partial files left by a backup that was killed, and complete ones beyond `keep`. */
function prune(dir: string, keep: number) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.startsWith(`.${PREFIX}`) && name.endsWith(PARTIAL) && !writing.has(file)) fs.rmSync(file, { force: true });
  }
  for (const old of listBackups(dir).slice(Math.max(keep, 1))) fs.rmSync(old.file, { force: true });
}

/** Writes `produce`'s bytes to `dir` under a temporary name, renamed once whole and on disk. */
async function writeWhole(dir: string, name: string, produce: (partial: string) => Promise<Buffer | void>) {
  fs.mkdirSync(dir, { recursive: true });
  const finalPath = path.join(dir, name);
  const partial = path.join(dir, `.${name}${PARTIAL}`);
  // Made first: a backup killed at any point after this leaves only this file behind.
  const fd = fs.openSync(partial, "w");
  writing.add(partial);
  try {
    const bytes = await produce(partial);
    if (bytes) fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    writing.delete(partial);
  }
  fs.closeSync(fd);
  fs.renameSync(partial, finalPath);
  // The rename itself is on disk once the folder is.
  const dirFd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
  return finalPath;
}

/** One backup of a running PGlite into `dir`, keeping the newest `keep`. Returns its path. */
export async function backupPglite(client: PGlite, dir: string, options: { keep: number; at?: Date }): Promise<string> {
  const name = `${PREFIX}${stamp(options.at ?? new Date())}${PGLITE_SUFFIX}`;
  const file = await writeWhole(dir, name, async () => {
    const sql = await dumpPglite(client);
    const hash = createHash("sha256").update(sql).digest("hex");
    return gzip(`${sql}\n-- nava backup sha256 ${hash}\n`);
  });
  prune(dir, options.keep);
  return file;
}

/** The SQL of a backup file, or a BackupError saying why the file cannot be trusted. */
export async function readPgliteBackup(file: string): Promise<string> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  let text: string;
  try {
    text = (await gunzip(fs.readFileSync(file))).toString("utf8");
  } catch {
    throw new BackupError(`The backup file ${file} is damaged: it cannot be unpacked (cut short or changed).`);
  }
  const trailer = TRAILER.exec(text);
  if (!trailer)
    throw new BackupError(`The backup file ${file} is damaged: it is not complete (its last line is missing).`);
  const sql = text.slice(0, trailer.index);
  if (createHash("sha256").update(sql).digest("hex") !== trailer[1])
    throw new BackupError(`The backup file ${file} is damaged: its contents do not match its checksum.`);
  return sql;
}

/** A data folder holds data when it has anything but a lock file in it. */
function holdsData(dataDir: string) {
  return fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((name) => name !== "nava.lock");
}

/**
 * Brings a PGlite backup back into `dataDir`, which must be empty or absent. The database is built
 * beside it and moved in only when whole: a refused or failed restore changes nothing.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const target = path.resolve(dataDir);
  if (holdsData(target))
    throw new BackupError(
      `The data folder ${target} already holds data: a backup is restored only into an empty folder. ` +
        "Move that folder away (or set PGLITE_DIR to a new one) and run the restore again.",
    );
  const sql = await readPgliteBackup(file);
  const lock = acquireDataDirLock(target);
  const staging = fs.mkdtempSync(`${target}.restoring-`);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(path.join(staging, "pgdata"));
    try {
      await client.exec(sql);
    } catch (error) {
      throw new BackupError(
        `The backup file ${file} could not be loaded (${(error as Error).message}). Nothing was changed.`,
      );
    } finally {
      await client.close();
    }
    fs.renameSync(path.join(staging, "pgdata"), path.join(target, "pgdata"));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** pg_dump / pg_restore: PG_BIN_DIR's, else the first on PATH. */
function postgresTool(name: "pg_dump" | "pg_restore" | "psql") {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, name) : name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.once("error", (error) =>
      reject(new BackupError(`${path.basename(command)} could not be started (${error.message}); set PG_BIN_DIR.`)),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(command)} failed: ${stderr.trim()}`)),
    );
  });
}

/** One backup of a PostgreSQL database with its own pg_dump (custom format), keeping `keep`. */
export async function backupPostgres(url: string, dir: string, options: { keep: number; at?: Date }) {
  const name = `${PREFIX}${stamp(options.at ?? new Date())}${POSTGRES_SUFFIX}`;
  const file = await writeWhole(dir, name, async (partial) => {
    await run(postgresTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", "--file", partial, url]);
  });
  prune(dir, options.keep);
  return file;
}

/**
 * Restores a pg_dump file into an empty PostgreSQL database, in one transaction: a damaged file
 * or a database that holds tables is refused, and nothing is changed.
 */
export async function restorePostgres(file: string, url: string, tablesInTarget: number) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  if (tablesInTarget > 0)
    throw new BackupError(
      `The database already holds ${tablesInTarget} table(s): a backup is restored only into an empty database.`,
    );
  try {
    await run(postgresTool("pg_restore"), [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      "--dbname",
      url,
      file,
    ]);
  } catch (error) {
    throw new BackupError(
      `The backup file ${file} could not be restored: ${(error as Error).message}. Nothing was changed.`,
    );
  }
}
