// The one database handle. PGlite (embedded, ./data) when DATABASE_URL is unset,
// node-postgres pool when it is postgres://…; `memory://` gives a throwaway PGlite for tests.
// The server (server/index.ts, built with the app) sets it at start; tests set their own.
import path from "node:path";
import * as schema from "./schema";
import { seedCatalog } from "./seed";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";
import type { Db } from "./types";

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Cheap round trip used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "app/db/migrations");

let processDatabase: Promise<Database> | undefined;

export interface OpenOptions {
  /** postgres://… URL, or a PGlite data dir / `memory://`. */
  url?: string;
  /** Apply migrations and seed the catalog (default true). */
  prepare?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url || process.env.DATABASE_URL || process.env.PGLITE_DIR || "./data";
  const database = /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url) : await openPglite(url);
  if (options.prepare !== false) {
    await migrateDatabase(database);
    await seedCatalog(database.db);
  }
  return database;
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let lock: DataDirLock | undefined;
  if (dir !== "memory://") lock = acquireDataDirLock(path.resolve(dir));
  // PGlite owns a folder of its own inside the data folder; the lock file sits beside it.
  const pgdata = dir === "memory://" ? undefined : path.join(path.resolve(dir), "pgdata");
  try {
    const client = await PGlite.create(pgdata);
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // JIT off: the store's queries are short, and the few whose estimated cost passes PostgreSQL's
  // JIT threshold (the dashboard's customers, reports) spent more compiling than running: the
  // dashboard's sales of 90 days took 555 ms with it, 221 ms without (docs/performance.md).
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    options: "-c jit=off",
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

async function migrateDatabase(database: Database) {
  if (database.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/** The process-wide database, opened on first use. */
export function getDatabase(): Promise<Database> {
  processDatabase ??= openDatabase();
  return processDatabase;
}

/** Shorthand for loaders and actions. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests and the server entry install their own database. */
export function setDatabase(database: Promise<Database> | undefined) {
  processDatabase = database;
}
