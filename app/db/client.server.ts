// The one database handle. PGlite (embedded, ./data) when DATABASE_URL is unset,
// node-postgres pool when it is postgres://…; `memory://` gives a throwaway PGlite for tests.
// The handle lives on globalThis so the Express entry and the app bundle share one.
import path from "node:path";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { seedCatalog } from "./seed";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as `db.transaction(async (tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Functions that can run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Cheap round trip used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "app/db/migrations");

const globalKey = Symbol.for("nava.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

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
  const { PGlite, types } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let lock: DataDirLock | undefined;
  if (dir !== "memory://") lock = acquireDataDirLock(path.resolve(dir));
  // PGlite owns a folder of its own inside the data folder; the lock file sits beside it.
  const pgdata = dir === "memory://" ? undefined : path.join(path.resolve(dir), "pgdata");
  try {
    const client = await PGlite.create(pgdata, { parsers: drizzleTextTypes(types) });
    const db = drizzle({ client: withoutQueryParsers(client), schema }) as unknown as Db;
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

// drizzle reads dates, timestamps and intervals (and their arrays, and numeric[]) as text and
// converts them itself, so it passes PGlite these parsers with every query; PGlite then copies its
// table of about 300 parsers to merge them in, for every result: about a tenth of an order's CPU.
// Set once on the client instead, and dropped from each query, they give drizzle the same rows.
function drizzleTextTypes(types: typeof import("@electric-sql/pglite").types) {
  // The types drizzle's PGlite session lists, arrays by their OIDs as it gives them.
  const NUMERIC_ARRAY = 1231;
  const TIMESTAMP_ARRAY = 1115;
  const TIMESTAMPTZ_ARRAY = 1185;
  const INTERVAL_ARRAY = 1187;
  const DATE_ARRAY = 1182;
  const asText = [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    NUMERIC_ARRAY,
    TIMESTAMP_ARRAY,
    TIMESTAMPTZ_ARRAY,
    INTERVAL_ARRAY,
    DATE_ARRAY,
  ];
  return Object.fromEntries(asText.map((type) => [type, (text: string) => text]));
}

type Queryable = Pick<Transaction, "query">;

/** The client as drizzle sees it: each query, in a transaction too, without its own parsers. */
function withoutQueryParsers<C extends Queryable & Pick<PGlite, "transaction">>(client: C): C {
  const lean = <T extends Queryable>(target: T): T =>
    Object.assign(Object.create(target) as T, {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        target.query(text, params, { ...options, parsers: undefined }),
    });
  return Object.assign(lean(client), {
    transaction: <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(lean(tx))),
  });
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
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
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= openDatabase();
  return g[globalKey];
}

/** Shorthand for loaders and actions. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests and the server entry install their own database. */
export function setDatabase(database: Promise<Database> | undefined) {
  (globalThis as GlobalWithDb)[globalKey] = database;
}
